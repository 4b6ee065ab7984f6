/**
 * The open live-feed streams of one instance. Each new or changed row is encoded once and
 * handed to every stream; a stream that reconnects with its last revision first gets what it
 * missed, in order, with no duplicates, or, when it missed more than a stream replays, the word
 * to read the list again (never a silent gap). A stream lives no longer than the access token
 * that opened it, ends as soon as its session is revoked on any instance, and ends when its user
 * loses access: at the instant a trial or paid period runs out, and at once when any instance
 * announces an access change. Every 30 s, and after the bus was disconnected, all streams are
 * checked against the database.
 */
import type { FeedItem, FeedStreamEvent } from '../../shared/feed';
import { revocationEnds } from '../accounts/sessions';
import type { Access } from '../billing/access';
import { onAnyAccessChange } from '../billing/access-events';
import type { Session } from '../db/schema';
import { SSE_PING_INTERVAL_MS, trackedEvent } from '../http/sse-wire';
import { onMissedAnnouncements, onRevocation } from '../lib/live-bus';
import { log } from '../log';
import type { FeedHub } from './feed-hub';

/**
 * One event of a stream: the revision a resume starts after (its event id), what it carries, and
 * the same as server-sent-event bytes, encoded once for every stream.
 */
export type StreamEvent = { id: number; data: FeedStreamEvent; sse: Uint8Array };

/** Where a stream's events go: the lean SSE writer, or the tRPC generator. */
type StreamSink = {
  send(event: StreamEvent): void;
  ping(): void;
  end(reason: StreamEndReason): void;
};

/**
 * 'access': the user may no longer see the feed; 'revoked': the session was ended;
 * 'expired': the access token expired; 'shutdown': the instance is stopping; 'unavailable':
 * the backlog could not be read (the database is out of reach). After the last two the client
 * should reconnect; after the others, check its session and access first.
 */
type StreamEndReason = 'access' | 'revoked' | 'expired' | 'shutdown' | 'unavailable';

/** What a stream knows of the session that opened it. */
type StreamSession = Pick<Session, 'id' | 'userId' | 'accessExpiresAt'>;

/**
 * Live streams an account may hold at once on an instance. Ten is more tabs and devices than a
 * reader watches at once, and bounds what one token can make an instance hold and replay.
 * The one over the cap is refused (429) rather than an older one closed: the tabs already open
 * keep working, and two tabs can never take turns evicting each other, each reconnect replaying
 * its backlog again. A refused tab still shows the feed, refreshed every minute.
 */
export const MAX_STREAMS_PER_ACCOUNT = 10;
export const TOO_MANY_STREAMS_MESSAGE = `This account already has ${MAX_STREAMS_PER_ACCOUNT} live feeds open, the most allowed at once. Close one (a tab or a window) and try again.`;

export type LiveStreams = {
  /**
   * Starts a stream and returns the function that closes it, or null when the account already
   * holds MAX_STREAMS_PER_ACCOUNT: counted first, so a refused stream costs no backlog read.
   * The backlog after `lastEventId` (or, past REPLAY_LIMIT, the word to read the list again) is
   * sent to the sink as soon as it is read.
   */
  open(options: { session: StreamSession; entitledUntil: Date | null; lastEventId: number | null; sink: StreamSink }): (() => void) | null;
  count(): number;
  /** Distinct users with an open stream. */
  userCount(): number;
  closeAll(): void;
};

/**
 * The most changes a resumed stream replays. A reader away for longer is told to read the list
 * again instead: it shows the newest 50, and replaying thousands of changes to reach it would
 * cost the instance a long read and the client a long merge.
 */
export const REPLAY_LIMIT = 500;

const STREAM_RECHECK_MS = 30_000;

type RowEvent = StreamEvent & { data: FeedItem };

/** One row as an event; its id is the row's revision. */
function rowEvent(item: FeedItem): RowEvent {
  return { id: item.revision, data: item, sse: trackedEvent(String(item.revision), item) };
}

/** The word to read the list again, as an event whose id is where the stream goes on from. */
function reloadEvent(after: number): StreamEvent {
  const data = { reload: true } as const;
  return { id: after, data, sse: trackedEvent(String(after), data) };
}

type Stream = {
  session: StreamSession;
  /** The last revision sent. */
  lastRevision: number;
  sink: StreamSink;
  buffered: FeedItem[] | null;
  /** Ends the stream when its access token expires. */
  expiry: Timer | null;
  /** When the user's entitlement runs out by itself (Access.entitledUntil), as last read. */
  entitledUntil: Date | null;
  /** Re-checks the user at that instant. */
  accessEnd: Timer | null;
};

/** What the streams ask the database: is the user still entitled and until when, which sessions still exist. */
export type StreamChecks = {
  accessOf(userId: string): Promise<Pick<Access, 'entitled' | 'entitledUntil'>>;
  liveSessionIds(sessionIds: string[]): Promise<Set<string>>;
};

export function createLiveStreams(hub: FeedHub, { accessOf, liveSessionIds }: StreamChecks): LiveStreams {
  const streams = new Set<Stream>();
  const streamsOfUser = new Map<string, Set<Stream>>();
  let timers: { ping: Timer; recheck: Timer } | null = null;
  let stopHub: (() => void) | null = null;
  let stopAccessEvents: (() => void) | null = null;
  let stopRevocations: (() => void) | null = null;
  let stopMissed: (() => void) | null = null;

  function deliver(stream: Stream, event: RowEvent) {
    if (stream.buffered) {
      stream.buffered.push(event.data);
    } else if (event.id > stream.lastRevision) {
      stream.lastRevision = event.id;
      stream.sink.send(event);
    }
  }

  function remove(stream: Stream) {
    if (stream.expiry) clearTimeout(stream.expiry);
    if (stream.accessEnd) clearTimeout(stream.accessEnd);
    streams.delete(stream);
    const ofUser = streamsOfUser.get(stream.session.userId);
    ofUser?.delete(stream);
    if (ofUser?.size === 0) streamsOfUser.delete(stream.session.userId);
    if (streams.size === 0) stopShared();
  }

  function end(stream: Stream, reason: StreamEndReason) {
    if (!streams.has(stream)) return;
    remove(stream);
    stream.sink.end(reason);
  }

  /**
   * Arms the check at the instant the entitlement runs out by itself. Not needed when the
   * access token expires first: the stream ends then anyway (and the timer stays in range).
   */
  function watchEntitlement(stream: Stream, entitledUntil: Date | null) {
    if (stream.accessEnd) clearTimeout(stream.accessEnd);
    stream.accessEnd = null;
    stream.entitledUntil = entitledUntil;
    if (!entitledUntil || entitledUntil >= stream.session.accessExpiresAt) return;
    stream.accessEnd = setTimeout(() => void checkUser(stream.session.userId), Math.max(0, entitledUntil.getTime() - Date.now()));
    stream.accessEnd.unref();
  }

  /**
   * Ends the user's streams if the entitlement is gone, else follows its new end. When the
   * database cannot be read, streams stay open unless what was last read has run out.
   */
  async function checkUser(userId: string) {
    const access = await accessOf(userId).catch(() => null);
    for (const stream of [...(streamsOfUser.get(userId) ?? [])]) {
      const ranOut = access ? !access.entitled : stream.entitledUntil !== null && stream.entitledUntil.getTime() <= Date.now();
      if (ranOut) end(stream, 'access');
      else if (access) watchEntitlement(stream, access.entitledUntil);
    }
  }

  /** Every stream against the database: heals a revocation or access change the bus did not bring. */
  async function checkAll() {
    const open = [...streams];
    const live = await liveSessionIds([...new Set(open.map((s) => s.session.id))]).catch(() => null);
    if (live) for (const stream of open) if (!live.has(stream.session.id)) end(stream, 'revoked');
    for (const userId of [...streamsOfUser.keys()]) void checkUser(userId);
  }

  function startShared() {
    if (timers) return;
    stopHub = hub.subscribe((item) => {
      const event = rowEvent(item);
      for (const stream of streams) deliver(stream, event);
    });
    stopAccessEvents = onAnyAccessChange((userId) => void checkUser(userId));
    stopRevocations = onRevocation((revocation) => {
      for (const stream of [...streams]) if (revocationEnds(revocation, stream.session)) end(stream, 'revoked');
    });
    stopMissed = onMissedAnnouncements(() => void checkAll());
    timers = {
      ping: setInterval(() => {
        for (const stream of streams) stream.sink.ping();
      }, SSE_PING_INTERVAL_MS),
      recheck: setInterval(() => void checkAll(), STREAM_RECHECK_MS),
    };
    timers.ping.unref();
    timers.recheck.unref();
  }

  function stopShared() {
    if (!timers) return;
    clearInterval(timers.ping);
    clearInterval(timers.recheck);
    timers = null;
    stopHub?.();
    stopAccessEvents?.();
    stopRevocations?.();
    stopMissed?.();
  }

  /**
   * Streams that ask for the backlog after the same revision in one turn of the event loop
   * share one read: after a restart thousands come back, all after the same last story. Only
   * streams registered before the read is sent share it, so none misses a row committed between
   * the read and its registration.
   */
  const backlogReads = new Map<number, Promise<FeedItem[]>>();
  function backlogAfter(revision: number): Promise<FeedItem[]> {
    let read = backlogReads.get(revision);
    if (!read) {
      read = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        backlogReads.delete(revision);
        return hub.since(revision, REPLAY_LIMIT + 1);
      });
      backlogReads.set(revision, read);
    }
    return read;
  }

  /**
   * Listen first, read the backlog second, then release what arrived in between. A backlog
   * longer than REPLAY_LIMIT is not sent: the stream says to read the list again and goes on
   * after the last revision the hub has handed out. Every change up to it is committed, so the
   * list read on that word holds it (what was held meanwhile included), and every change after
   * it reaches the stream live.
   */
  async function replay(stream: Stream, afterRevision: number) {
    let backlog: FeedItem[];
    try {
      backlog = await backlogAfter(afterRevision);
    } catch (error) {
      log.warn('live stream backlog unreadable', { error });
      end(stream, 'unavailable');
      return;
    }
    if (!streams.has(stream)) return;
    if (backlog.length > REPLAY_LIMIT) {
      stream.buffered = null;
      stream.lastRevision = hub.deliveredUpTo();
      stream.sink.send(reloadEvent(stream.lastRevision));
      return;
    }
    for (const item of backlog) {
      if (!streams.has(stream)) return;
      stream.lastRevision = item.revision;
      stream.sink.send(rowEvent(item));
    }
    const held = stream.buffered ?? [];
    stream.buffered = null;
    for (const item of held) deliver(stream, rowEvent(item));
  }

  return {
    open({ session, entitledUntil, lastEventId, sink }) {
      const ofUser = streamsOfUser.get(session.userId) ?? new Set<Stream>();
      if (ofUser.size >= MAX_STREAMS_PER_ACCOUNT) return null;
      const stream: Stream = {
        session,
        lastRevision: lastEventId ?? -1,
        sink,
        buffered: lastEventId === null ? null : [],
        expiry: null,
        entitledUntil: null,
        accessEnd: null,
      };
      streams.add(stream);
      ofUser.add(stream);
      streamsOfUser.set(session.userId, ofUser);
      startShared();
      stream.expiry = setTimeout(() => end(stream, 'expired'), Math.max(0, session.accessExpiresAt.getTime() - Date.now()));
      stream.expiry.unref();
      watchEntitlement(stream, entitledUntil);
      if (lastEventId !== null) void replay(stream, lastEventId);
      return () => remove(stream);
    },
    count: () => streams.size,
    userCount: () => streamsOfUser.size,
    closeAll() {
      for (const stream of [...streams]) end(stream, 'shutdown');
    },
  };
}
