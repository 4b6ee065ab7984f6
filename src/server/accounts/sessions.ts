/**
 * Sessions in the Lucia manner: opaque random tokens go to the client, only their SHA-256
 * hashes are stored. An access token lives one hour; the refresh token is replaced on every
 * use, and a spent refresh token that comes back revokes the whole session (it was copied).
 */
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { AuthSession } from '../../shared/auth';
import { serverAuthErrors } from '../../shared/auth';
import type { Executor } from '../db/client';
import { refreshTokens, type Session, sessions, type User, users } from '../db/schema';
import { AppError } from '../errors';
import { announceRevocation, onMissedAnnouncements, onRevocation, type Revocation } from '../lib/live-bus';
import { createTtlCache } from '../lib/ttl-cache';
import { log } from '../log';
import { toPublicUser } from './public-user';
import { generateToken, hashToken } from './tokens';

const ACCESS_TOKEN_TTL_S = 60 * 60;
/** A normal session ends after 30 days without a refresh. */
const SESSION_IDLE_TTL_S = 30 * 24 * 60 * 60;
/** The session a reset link grants: just long enough to choose a new password. */
const RECOVERY_SESSION_TTL_S = 15 * 60;
/**
 * Two tabs may refresh with the same token at the same moment. A token spent this recently
 * is answered with CONFLICT (the client picks up the other tab's session) instead of being
 * treated as stolen.
 */
const CONCURRENT_REFRESH_WINDOW_S = 10;

export type AuthenticatedCaller = { session: Session; user: User };
type SessionKind = Session['kind'];

const secondsFromNow = (seconds: number, now = Date.now()) => new Date(now + seconds * 1000);

function sessionResponse(user: User, kind: SessionKind, accessToken: string, refreshToken: string, accessExpiresAt: Date): AuthSession {
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: Math.round((accessExpiresAt.getTime() - Date.now()) / 1000),
    expires_at: Math.floor(accessExpiresAt.getTime() / 1000),
    token_type: 'bearer',
    user: toPublicUser(user),
    kind,
  };
}

export async function createSession(db: Executor, user: User, kind: SessionKind = 'normal'): Promise<AuthSession> {
  const accessToken = generateToken();
  const refreshToken = generateToken();
  const accessTtl = kind === 'recovery' ? RECOVERY_SESSION_TTL_S : ACCESS_TOKEN_TTL_S;
  const accessExpiresAt = secondsFromNow(accessTtl);
  // One transaction: a password change that ends the user's sessions at this moment cannot
  // delete the session between its two rows.
  await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({
        userId: user.id,
        kind,
        accessTokenHash: hashToken(accessToken),
        accessExpiresAt,
        expiresAt: secondsFromNow(kind === 'recovery' ? RECOVERY_SESSION_TTL_S : SESSION_IDLE_TTL_S),
      })
      .returning();
    if (!session) throw new Error('session insert returned nothing');
    await tx.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId: session.id });
  });
  return sessionResponse(user, kind, accessToken, refreshToken, accessExpiresAt);
}

/**
 * Callers recently resolved by this instance, by token hash. Every paid request would
 * otherwise query the session first; a few seconds of memory turn that into no query at all.
 * Every instance forgets a revoked session as soon as the live bus brings the news.
 */
const recentCallers = createTtlCache<string, AuthenticatedCaller>(5_000, 20_000);

/** Whether a revocation ends this session. */
export function revocationEnds(revocation: Revocation, session: Pick<Session, 'id' | 'userId'>): boolean {
  if ('sessionId' in revocation) return revocation.sessionId === session.id;
  return revocation.userId === session.userId && revocation.exceptSessionId !== session.id;
}

onRevocation((revocation) => recentCallers.deleteWhere((caller) => revocationEnds(revocation, caller.session)));
onMissedAnnouncements(() => recentCallers.clear());

/** Which of these sessions still exist (a revoked session is deleted). */
export async function liveSessionIds(db: Executor, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, sessionIds), gt(sessions.expiresAt, new Date())));
  return new Set(rows.map((row) => row.id));
}

/** Like validateAccessToken, through the short per-instance cache (for HTTP requests). */
export async function resolveCaller(db: Executor, token: string): Promise<AuthenticatedCaller | null> {
  const hash = hashToken(token);
  const cached = recentCallers.get(hash);
  if (cached && cached.session.accessExpiresAt > new Date()) return cached;
  return recentCallers.read(hash, () => validateAccessToken(db, token));
}

/** Returns the session and user behind a live access token, or null. */
export async function validateAccessToken(db: Executor, token: string): Promise<AuthenticatedCaller | null> {
  if (!/^[a-z2-7]{16,64}$/.test(token)) return null;
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.accessTokenHash, hashToken(token)), gt(sessions.accessExpiresAt, now), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/**
 * Exchanges a refresh token for a new access and refresh token. The old refresh token is
 * spent atomically, so two tabs refreshing at once cannot both win.
 */
export async function refreshSession(db: Executor, refreshToken: string): Promise<AuthSession> {
  const tokenHash = hashToken(refreshToken);
  const now = new Date();
  const [spent] = await db
    .update(refreshTokens)
    .set({ spentAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.spentAt)))
    .returning({ sessionId: refreshTokens.sessionId });

  if (!spent) {
    const [known] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
    if (known?.spentAt && Date.now() - known.spentAt.getTime() < CONCURRENT_REFRESH_WINDOW_S * 1000) {
      throw new AppError('CONFLICT', serverAuthErrors.refreshedElsewhere);
    }
    if (known) {
      // A refresh token was used twice: someone else holds a copy. End that session.
      await revokeSession(db, known.sessionId);
      log.warn('refresh token reuse: session revoked', { sessionId: known.sessionId });
    }
    throw new AppError('UNAUTHORIZED', serverAuthErrors.sessionExpired);
  }

  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, spent.sessionId), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', serverAuthErrors.sessionExpired);

  recentCallers.deleteWhere((caller) => caller.session.id === row.session.id);
  const accessToken = generateToken();
  const nextRefreshToken = generateToken();
  const accessExpiresAt = row.session.kind === 'recovery' ? row.session.expiresAt : secondsFromNow(ACCESS_TOKEN_TTL_S);
  await db
    .update(sessions)
    .set({
      accessTokenHash: hashToken(accessToken),
      accessExpiresAt,
      refreshedAt: now,
      // Normal sessions slide; a recovery session keeps its short, fixed end.
      ...(row.session.kind === 'normal' ? { expiresAt: secondsFromNow(SESSION_IDLE_TTL_S) } : {}),
    })
    .where(eq(sessions.id, row.session.id));
  await db.insert(refreshTokens).values({ tokenHash: hashToken(nextRefreshToken), sessionId: row.session.id });
  return sessionResponse(row.user, row.session.kind, accessToken, nextRefreshToken, accessExpiresAt);
}

/** Ends a session; its open live streams end on every instance. */
export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  await announceRevocation(db, { sessionId });
}

/** Ends every session of a user, except the one given; their open live streams end on every instance. */
export async function invalidateUserSessions(db: Executor, userId: string, exceptSessionId?: string): Promise<void> {
  await db.delete(sessions).where(exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId));
  await announceRevocation(db, exceptSessionId ? { userId, exceptSessionId } : { userId });
}
