import type { AuthSession } from '../../shared/auth';
import { serverAuthErrors } from '../../shared/auth';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { clearEvents, releaseReservation, reserveAttempt } from '../lib/rate-limits';
import { log } from '../log';
import { claimMailAllowance, sendConfirmationMail } from './account-mails';
import type { AccountServices } from './account-services';
import { addressGuessCounters, signInRules } from './limits';
import { voidOneTimeTokens } from './one-time-tokens';
import { verifyAgainstDecoy, verifyPassword } from './passwords';
import { createSession } from './sessions';
import { findUserByEmail } from './users';

type SignInOptions = { db: Database; services: AccountServices; ip: string | null; email: string; password: string; destination?: string };

/** A refused attempt names the ways in that no guesser can close (the sign-in link, the reset). */
function withWaysIn(error: unknown): unknown {
  if (!(error instanceof AppError) || error.code !== 'TOO_MANY_REQUESTS') return error;
  return new AppError('TOO_MANY_REQUESTS', `${error.message} ${serverAuthErrors.signInLimitedWaysIn}`);
}

/**
 * Password sign-in. Every attempt is counted (see signInRules) before the password is checked,
 * and only failures stay counted; an unconfirmed account with the right password gets a fresh
 * confirmation link instead, leading on to `destination` like the one sign-up sent.
 */
export async function signIn({ db, services, ip, email, password, destination }: SignInOptions): Promise<AuthSession> {
  const reservation = await reserveAttempt(db, signInRules(services.env, email, ip), 'sign-in attempts').catch((error: unknown) => {
    throw withWaysIn(error);
  });

  const user = await findUserByEmail(db, email);
  const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDecoy(password);
  if (!user || !valid) throw new AppError('BAD_REQUEST', serverAuthErrors.invalidCredentials);
  await releaseReservation(db, reservation);

  if (!user.emailConfirmedAt) {
    try {
      await claimMailAllowance({ db, services, ip }, email);
      await sendConfirmationMail({ db, services, ip }, user, destination);
    } catch (error) {
      // Within the mail limits a link was sent a moment ago; the message stays the same.
      if (!(error instanceof AppError)) throw error;
      log.info('confirmation mail not resent', { reason: error.message });
    }
    throw new AppError('FORBIDDEN', serverAuthErrors.emailNotConfirmed);
  }

  await clearEvents(db, addressGuessCounters(email, ip));
  // The user knows the password: reset and sign-in links asked for earlier are no longer needed.
  await voidOneTimeTokens(db, user.id, 'password_reset', 'sign_in');
  return createSession(db, user);
}
