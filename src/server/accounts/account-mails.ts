/** Sends the confirmation, reset and sign-in link mails, within the per-address and per-IP mail limits. */
import { DESTINATION_PARAM } from '../../shared/destination';
import type { Executor } from '../db/client';
import type { User } from '../db/schema';
import { AppError } from '../errors';
import { reserveAttempt } from '../lib/rate-limits';
import { log } from '../log';
import { brandOf } from '../mail/mail';
import { confirmationMail, passwordResetMail, signInLinkMail } from '../mail/templates';
import type { AccountServices } from './account-services';
import { type MailAllowance, mailRules } from './limits';
import { issueOneTimeToken, voidOneTimeTokens } from './one-time-tokens';
import { findUserByEmail } from './users';

type MailContext = { db: Executor; services: AccountServices; ip: string | null };

/** Checks and counts one mail to `email` against its allowance; throws TOO_MANY_REQUESTS past the limits. */
export async function claimMailAllowance({ db, services, ip }: MailContext, email: string, allowance: MailAllowance = 'access'): Promise<void> {
  await reserveAttempt(db, mailRules(services.env, email, ip, allowance), 'e-mails requested');
}

/**
 * Mails the account of `email`, if there is one, after the response: the answer and its timing
 * are then the same for any address, and so are the limits, which the caller claims first.
 */
export function mailAccountLater(context: MailContext, email: string, what: string, send: (user: User) => Promise<void>): void {
  void (async () => {
    const user = await findUserByEmail(context.db, email);
    if (user) await send(user);
  })().catch((error: unknown) => log.error(`${what} mail failed`, { error }));
}

/**
 * The link lands on the site root; the client reads the token from the hash, never the server
 * log. With a destination (a page the user asked for before signing up) it lands on the
 * sign-in page instead, which carries the destination on: the link works in any browser.
 * The destination must already have passed safeDestination.
 */
function linkTo(services: AccountServices, type: 'signup' | 'recovery' | 'signin', token: string, destination?: string): string {
  const hash = `#type=${type}&token=${token}`;
  if (!destination) return `${services.env.PUBLIC_URL}/${hash}`;
  const search = new URLSearchParams(type === 'recovery' ? { mode: 'reset', [DESTINATION_PARAM]: destination } : { [DESTINATION_PARAM]: destination });
  return `${services.env.PUBLIC_URL}/auth?${search}${hash}`;
}

export async function sendConfirmationMail(context: MailContext, user: User, destination?: string): Promise<void> {
  const token = await issueOneTimeToken(context.db, user.id, 'email_confirmation');
  const mail = confirmationMail(brandOf(context.services.env), user.email, linkTo(context.services, 'signup', token, destination));
  try {
    await context.services.mailer.send(mail);
  } catch (error) {
    log.error('confirmation mail failed', { error });
    throw new AppError('SERVICE_UNAVAILABLE', 'We could not send the confirmation e-mail. Please try again in a moment.');
  }
}

/** Only the newest reset link works: an older one may sit in a mailbox someone else reads later. */
export async function sendPasswordResetMail(context: MailContext, user: User, destination?: string): Promise<void> {
  const token = await context.db.transaction(async (tx) => {
    await voidOneTimeTokens(tx, user.id, 'password_reset');
    return issueOneTimeToken(tx, user.id, 'password_reset');
  });
  await context.services.mailer.send(passwordResetMail(brandOf(context.services.env), user.email, linkTo(context.services, 'recovery', token, destination)));
}

/** Like the reset link, only the newest sign-in link works. */
export async function sendSignInLinkMail(context: MailContext, user: User, destination?: string): Promise<void> {
  const token = await context.db.transaction(async (tx) => {
    await voidOneTimeTokens(tx, user.id, 'sign_in');
    return issueOneTimeToken(tx, user.id, 'sign_in');
  });
  const link = linkTo(context.services, 'signin', token, destination);
  await context.services.mailer.send(signInLinkMail(brandOf(context.services.env), user.email, link));
}
