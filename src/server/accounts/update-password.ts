import { eq } from 'drizzle-orm';
import { serverAuthErrors, validationMessages } from '../../shared/auth';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { clearEvents, releaseReservation, reserveAttempt } from '../lib/rate-limits';
import type { AccountServices } from './account-services';
import { accountGuessCounters, signInRules } from './limits';
import { voidOneTimeTokens } from './one-time-tokens';
import { hashPassword, verifyPassword } from './passwords';
import type { AuthenticatedCaller } from './sessions';
import { invalidateUserSessions } from './sessions';

type UpdatePasswordOptions = {
  db: Database;
  services: AccountServices;
  ip: string | null;
  caller: AuthenticatedCaller;
  password: string;
  currentPassword?: string;
};

/**
 * Sets a new password. From a recovery session it needs nothing more and ends every session
 * (the user signs in again); from a normal session it needs the current password and ends
 * every other session. Either way, outstanding reset and sign-in links stop working and the
 * failed guesses at the account are forgotten.
 */
export async function updatePassword(options: UpdatePasswordOptions): Promise<{ signedOut: boolean }> {
  const { db, services, ip, caller, password } = options;
  const recovering = caller.session.kind === 'recovery';

  if (!recovering) {
    if (!options.currentPassword) throw new AppError('BAD_REQUEST', validationMessages.currentPasswordRequired);
    const reservation = await reserveAttempt(db, signInRules(services.env, caller.user.email, ip), 'password attempts');
    if (!(await verifyPassword(options.currentPassword, caller.user.passwordHash))) {
      throw new AppError('BAD_REQUEST', serverAuthErrors.wrongCurrentPassword);
    }
    await releaseReservation(db, reservation);
  }

  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, caller.user.id));
    await invalidateUserSessions(tx, caller.user.id, recovering ? undefined : caller.session.id);
    // A reset or sign-in link asked for before the change would otherwise still let its holder in.
    await voidOneTimeTokens(tx, caller.user.id, 'password_reset', 'sign_in');
    // However many addresses were locked out by guesses at the old password, the owner is not.
    await clearEvents(tx, accountGuessCounters(caller.user.email));
  });
  return { signedOut: recovering };
}
