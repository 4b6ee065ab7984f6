import type { AuthSession } from '../../shared/auth';
import type { Database } from '../db/client';
import { clearEvents } from '../lib/rate-limits';
import { accountGuessCounters } from './limits';
import { consumeAccountLink } from './one-time-tokens';
import { createSession } from './sessions';

/** The link from the confirmation mail: confirms the address and signs the user in. */
export async function confirmEmail({ db, token }: { db: Database; token: string }): Promise<AuthSession> {
  return db.transaction(async (tx) => {
    const user = await consumeAccountLink(tx, token, 'email_confirmation');
    // The link proves the mailbox: others' guesses no longer stand in the owner's way.
    await clearEvents(tx, accountGuessCounters(user.email));
    return createSession(tx, user);
  });
}
