import type { AuthSession } from '../../shared/auth';
import type { Database } from '../db/client';
import { claimMailAllowance, mailAccountLater, sendPasswordResetMail } from './account-mails';
import type { AccountServices } from './account-services';
import { consumeAccountLink } from './one-time-tokens';
import { createSession } from './sessions';

type ResetRequest = { db: Database; services: AccountServices; ip: string | null; email: string; destination?: string };

/**
 * Mails a reset link if the address has an account, counted against the mail limits either way.
 * After the new password, the link's sign-in page leads on to `destination`.
 */
export async function requestPasswordReset({ db, services, ip, email, destination }: ResetRequest): Promise<void> {
  await claimMailAllowance({ db, services, ip }, email);
  mailAccountLater({ db, services, ip }, email, 'password reset', (user) => sendPasswordResetMail({ db, services, ip }, user, destination));
}

/** The link from the reset mail: a short recovery session that may only set a new password. */
export async function exchangeRecoveryToken({ db, token }: { db: Database; token: string }): Promise<AuthSession> {
  return db.transaction(async (tx) => createSession(tx, await consumeAccountLink(tx, token, 'password_reset'), 'recovery'));
}
