/**
 * The sign-in link: a way in that no stranger's guessing can close. Password sign-in stops at
 * the limits of signInRules, which enough networks together can drive an account to; the link
 * mailed to the account's address signs its owner in past them, without the password.
 */
import type { AuthSession } from '../../shared/auth';
import type { Database } from '../db/client';
import { clearEvents } from '../lib/rate-limits';
import { claimMailAllowance, mailAccountLater, sendConfirmationMail, sendSignInLinkMail } from './account-mails';
import type { AccountServices } from './account-services';
import { addressGuessCounters } from './limits';
import { consumeAccountLink } from './one-time-tokens';
import { createSession } from './sessions';

type SignInLinkRequest = { db: Database; services: AccountServices; ip: string | null; email: string; destination?: string };

/**
 * Mails a sign-in link if the address has a confirmed account, counted against the mail limits
 * either way, so the answer tells nobody whether it has one. The link leads on to `destination`.
 * An account whose address was never confirmed gets the confirmation mail instead, which also
 * signs its owner in: anyone can open an account under someone else's address, and a mail
 * saying "sign in to your account" would lead that mailbox into the stranger's account.
 */
export async function requestSignInLink({ db, services, ip, email, destination }: SignInLinkRequest): Promise<void> {
  await claimMailAllowance({ db, services, ip }, email);
  const context = { db, services, ip };
  mailAccountLater(context, email, 'sign-in link', (user) =>
    user.emailConfirmedAt ? sendSignInLinkMail(context, user, destination) : sendConfirmationMail(context, user, destination),
  );
}

/**
 * The link from the mail: the link is spent and the session made in one transaction, so a
 * session exists only for a link that is spent, and one link makes one session. It proves the
 * mailbox as the right password proves its holder: the failures of this network at the account
 * are forgotten, while the account-wide count of guesses at the password stays.
 */
export async function signInWithLink({ db, ip, token }: { db: Database; ip: string | null; token: string }): Promise<AuthSession> {
  return db.transaction(async (tx) => {
    const user = await consumeAccountLink(tx, token, 'sign_in');
    await clearEvents(tx, addressGuessCounters(user.email, ip));
    return createSession(tx, user);
  });
}
