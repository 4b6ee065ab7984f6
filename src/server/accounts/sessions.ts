/** Session lookup in the Lucia manner: the bearer token is hashed and matched by its hash. */
import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { type Session, sessions, type User, users } from '../db/schema';
import { hashToken } from './tokens';

export type AuthenticatedCaller = { session: Session; user: User };

/** Returns the session and user behind a live access token, or null. */
export async function validateAccessToken(db: Executor, token: string): Promise<AuthenticatedCaller | null> {
  if (!/^[a-z2-7]{16,64}$/.test(token)) return null;
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.accessTokenHash, hashToken(token)),
        gt(sessions.accessExpiresAt, now),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}
