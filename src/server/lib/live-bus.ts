/**
 * The live bus: what every instance must hear at once travels over Postgres NOTIFY, and each
 * instance LISTENs once and hands it to its own listeners. Works the same on Postgres and
 * PGlite, so instances behind a load balancer all hear it.
 *
 * Three channels:
 * - news changes (payload: the revision of a new or changed row, see news/publish.ts), fanned out to
 *   the feed of the instance that listens;
 * - session revocations (one session, or every session of a user but one);
 * - access changes (payload: a user id).
 *
 * Revocations and access changes are also heard by the announcing instance at once, without
 * waiting for the round trip, and once more when its own NOTIFY comes back. That second time
 * matters: a NOTIFY sent inside a transaction is delivered only at commit, so a cache refilled
 * between the first signal and the commit is cleared again.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle, Executor } from '../db/client';
import { log } from '../log';

const NEWS_CHANGE_CHANNEL = 'news_analysis_change';
const REVOCATION_CHANNEL = 'session_revoked';
const ACCESS_CHANGE_CHANNEL = 'access_changed';

const revocationSchema = z.union([
  z.object({ sessionId: z.string().min(1) }),
  z.object({ userId: z.string().min(1), exceptSessionId: z.string().min(1).optional() }),
]);
/** One session ended, or every session of a user except the one kept (a password change). */
export type Revocation = z.infer<typeof revocationSchema>;

export type LiveBus = {
  /** Called with the revision of every new or changed row, from any instance, in order. */
  subscribe(listener: (revision: number) => void): () => void;
  /** Called each time the bus listens again after a lost connection: changes were missed. */
  onReconnect(listener: () => void): () => void;
  close(): Promise<void>;
};

type Listeners<T> = Set<(value: T) => void>;
const revocationListeners: Listeners<Revocation> = new Set();
const accessChangeListeners: Listeners<string> = new Set();
const missedListeners: Listeners<void> = new Set();

function tell<T>(listeners: Listeners<T>, value: T) {
  for (const listener of listeners) {
    try {
      listener(value);
    } catch (error) {
      log.error('live bus listener failed', { error });
    }
  }
}

function listenTo<T>(listeners: Listeners<T>, listener: (value: T) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every revocation, from this instance or another. */
export const onRevocation = (listener: (revocation: Revocation) => void) => listenTo(revocationListeners, listener);
/** Every user whose access may have changed, from this instance or another. */
export const onAccessChange = (listener: (userId: string) => void) => listenTo(accessChangeListeners, listener);
/**
 * The bus was disconnected for a while: revocations and access changes announced meanwhile
 * were missed, so whatever was remembered on their account must be checked again.
 */
export const onMissedAnnouncements = (listener: () => void) => listenTo(missedListeners, listener);

/** Use publishStory/reviseStory (publish.ts): they take the lock that keeps revisions in order. */
export async function announceRevision(db: Executor, revision: number): Promise<void> {
  await db.execute(sql`select pg_notify(${NEWS_CHANGE_CHANNEL}, ${String(revision)})`);
}

/** Inside a transaction, other instances hear it at commit. */
export async function announceRevocation(db: Executor, revocation: Revocation): Promise<void> {
  tell(revocationListeners, revocation);
  await db.execute(sql`select pg_notify(${REVOCATION_CHANNEL}, ${JSON.stringify(revocation)})`);
}

export async function announceAccessChange(db: Executor, userId: string): Promise<void> {
  tell(accessChangeListeners, userId);
  await db.execute(sql`select pg_notify(${ACCESS_CHANGE_CHANNEL}, ${userId})`);
}

function parseRevocation(payload: string): Revocation | null {
  try {
    const parsed = revocationSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function startLiveBus(database: DatabaseHandle): Promise<LiveBus> {
  const changeListeners: Listeners<number> = new Set();
  const reconnectListeners: Listeners<void> = new Set();
  const stops = await Promise.all([
    database.listen(
      NEWS_CHANGE_CHANNEL,
      (payload) => {
        const revision = Number(payload);
        if (Number.isSafeInteger(revision)) tell(changeListeners, revision);
      },
      () => tell(reconnectListeners, undefined),
    ),
    database.listen(
      REVOCATION_CHANNEL,
      (payload) => {
        const revocation = parseRevocation(payload);
        if (revocation) tell(revocationListeners, revocation);
      },
      () => tell(missedListeners, undefined),
    ),
    database.listen(ACCESS_CHANGE_CHANNEL, (payload) => {
      if (payload) tell(accessChangeListeners, payload);
    }),
  ]);
  return {
    subscribe: (listener) => listenTo(changeListeners, listener),
    onReconnect: (listener) => listenTo(reconnectListeners, listener),
    async close() {
      changeListeners.clear();
      reconnectListeners.clear();
      await Promise.all(stops.map((stop) => stop().catch(() => {})));
    },
  };
}
