import { eq } from 'drizzle-orm';
import type { AuthSession } from '../../shared/auth';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { clearEvents } from '../lib/rate-limits';
import { accountGuessCounters } from './limits';
import { consumeOneTimeToken } from './one-time-tokens';
import { createSession } from './sessions';
import { findUserById } from './users';

/** The link from the confirmation mail: confirms the address and signs the user in. */
export async function confirmEmail({ db, token }: { db: Database; token: string }): Promise<AuthSession> {
  return db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, token, 'email_confirmation');
    const user = await findUserById(tx, userId);
    if (!user) throw new AppError('BAD_REQUEST', 'This account no longer exists.');
    const confirmed = user.emailConfirmedAt ? user : { ...user, emailConfirmedAt: new Date() };
    if (!user.emailConfirmedAt) {
      await tx.update(users).set({ emailConfirmedAt: confirmed.emailConfirmedAt, updatedAt: new Date() }).where(eq(users.id, user.id));
    }
    // The link proves the mailbox: others' guesses no longer stand in the owner's way.
    await clearEvents(tx, accountGuessCounters(user.email));
    return createSession(tx, confirmed);
  });
}
