import { eq } from 'drizzle-orm';
import type { AuthSession } from '../../shared/auth';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { log } from '../log';
import { claimMailAllowance, sendPasswordResetMail } from './account-mails';
import type { AccountServices } from './account-services';
import { consumeOneTimeToken } from './one-time-tokens';
import { createSession } from './sessions';
import { findUserByEmail, findUserById } from './users';

type ResetRequest = { db: Database; services: AccountServices; ip: string | null; email: string; destination?: string };

/**
 * Mails a reset link if the address has an account. The answer, the limits and the timing are
 * the same either way: the mail goes out after the response. After the new password, the
 * link's sign-in page leads on to `destination`.
 */
export async function requestPasswordReset({ db, services, ip, email, destination }: ResetRequest): Promise<void> {
  await claimMailAllowance({ db, services, ip }, email);
  void (async () => {
    const user = await findUserByEmail(db, email);
    if (user) await sendPasswordResetMail({ db, services, ip }, user, destination);
  })().catch((error: unknown) => log.error('password reset mail failed', { error }));
}

/** The link from the reset mail: a short recovery session that may only set a new password. */
export async function exchangeRecoveryToken({ db, token }: { db: Database; token: string }): Promise<AuthSession> {
  return db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, token, 'password_reset');
    const user = await findUserById(tx, userId);
    if (!user) throw new AppError('BAD_REQUEST', 'This account no longer exists.');
    // The link proves the mailbox, so an unconfirmed address counts as confirmed from here.
    if (!user.emailConfirmedAt) {
      await tx.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, user.id));
    }
    return createSession(tx, user, 'recovery');
  });
}
