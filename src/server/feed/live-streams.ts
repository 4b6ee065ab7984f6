/**
 * The open live-feed streams of one instance. Each new or changed row is encoded once and
 * handed to every stream; a stream that reconnects with its last revision first gets what it
 * missed, in order, with no duplicates. A stream lives no longer than the access token that opened it,
 * ends as soon as its session is revoked on any instance, and ends when its user loses
 * access: checked at once when any instance announces an access change. Every 30 s, and
 * after the bus was disconnected, all streams are checked against the database.
 */
import type { FeedItem } from '../../shared/feed';
import { revocationEnds } from '../accounts/sessions';
import { onAnyAccessChange } from '../billing/access-events';
import type { Session } from '../db/schema';
import { onMissedAnnouncements, onRevocation } from '../news/live-bus';
import type { FeedHub } from './feed-hub';

/** Where a stream's events go: the lean SSE writer, or the tRPC generator. */
type StreamSink = {
  send(item: FeedItem, sse: Uint8Array): void;
  ping(): void;
  end(reason: StreamEndReason): void;
};

/**
 * 'access': the user may no longer see the feed; 'revoked': the session was ended;
 * 'expired': the access token expired; 'shutdown': the instance is stopping.
 */
type StreamEndReason = 'access' | 'revoked' | 'expired' | 'shutdown';

/** What a stream knows of the session that opened it. */
type StreamSession = Pick<Session, 'id' | 'userId' | 'accessExpiresAt'>;

export type LiveStreams = {
  /** Starts a stream; resolves to a function that closes it. */
  open(options: { session: StreamSession; lastEventId: number | null; sink: StreamSink }): Promise<() => void>;
  count(): number;
  /** Distinct users with an open stream. */
  userCount(): number;
  closeAll(): void;
};

const PING_INTERVAL_MS = 5_000;
const STREAM_RECHECK_MS = 30_000;

const encoder = new TextEncoder();

/** One row as a server-sent event, in the format tRPC's subscription client reads; its id is the revision. */
function encodeEvent(item: FeedItem): Uint8Array {
  return encoder.encode(`data: ${JSON.stringify(item)}\nid: ${item.revision}\n\n\n`);
}

type Stream = {
  session: StreamSession;
  /** The last revision sent. */
  lastRevision: number;
  sink: StreamSink;
  buffered: FeedItem[] | null;
  expiry: Timer | null;
};

/** What the streams ask the database: is the user still entitled, which sessions still exist. */
export type StreamChecks = {
  isEntitled(userId: string): Promise<boolean>;
  liveSessionIds(sessionIds: string[]): Promise<Set<string>>;
};

export function createLiveStreams(hub: FeedHub, { isEntitled, liveSessionIds }: StreamChecks): LiveStreams {
  const streams = new Set<Stream>();
  let timers: { ping: Timer; recheck: Timer } | null = null;
  let stopHub: (() => void) | null = null;
  let stopAccessEvents: (() => void) | null = null;
  let stopRevocations: (() => void) | null = null;
  let stopMissed: (() => void) | null = null;

  function deliver(stream: Stream, item: FeedItem, sse: Uint8Array) {
    if (stream.buffered) {
      stream.buffered.push(item);
    } else if (item.revision > stream.lastRevision) {
      stream.lastRevision = item.revision;
      stream.sink.send(item, sse);
    }
  }

  function remove(stream: Stream) {
    if (stream.expiry) clearTimeout(stream.expiry);
    streams.delete(stream);
    if (streams.size === 0) stopShared();
  }

  function end(stream: Stream, reason: StreamEndReason) {
    if (!streams.has(stream)) return;
    remove(stream);
    stream.sink.end(reason);
  }

  async function checkUser(userId: string) {
    if (await isEntitled(userId).catch(() => true)) return;
    for (const stream of [...streams]) if (stream.session.userId === userId) end(stream, 'access');
  }

  /** Every stream against the database: heals a revocation or access change the bus did not bring. */
  async function checkAll() {
    const open = [...streams];
    const live = await liveSessionIds([...new Set(open.map((s) => s.session.id))]).catch(() => null);
    if (live) for (const stream of open) if (!live.has(stream.session.id)) end(stream, 'revoked');
    for (const userId of new Set([...streams].map((s) => s.session.userId))) void checkUser(userId);
  }

  function startShared() {
    if (timers) return;
    stopHub = hub.subscribe((item) => {
      const sse = encodeEvent(item);
      for (const stream of streams) deliver(stream, item, sse);
    });
    stopAccessEvents = onAnyAccessChange((userId) => void checkUser(userId));
    stopRevocations = onRevocation((revocation) => {
      for (const stream of [...streams]) if (revocationEnds(revocation, stream.session)) end(stream, 'revoked');
    });
    stopMissed = onMissedAnnouncements(() => void checkAll());
    timers = {
      ping: setInterval(() => {
        for (const stream of streams) stream.sink.ping();
      }, PING_INTERVAL_MS),
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

  return {
    async open({ session, lastEventId, sink }) {
      // Listen first, read the backlog second, then release what arrived in between.
      const stream: Stream = { session, lastRevision: lastEventId ?? -1, sink, buffered: lastEventId === null ? null : [], expiry: null };
      streams.add(stream);
      startShared();
      stream.expiry = setTimeout(() => end(stream, 'expired'), Math.max(0, session.accessExpiresAt.getTime() - Date.now()));
      stream.expiry.unref();
      if (lastEventId !== null) {
        try {
          for (const item of await hub.since(lastEventId)) {
            if (!streams.has(stream)) break;
            stream.lastRevision = item.revision;
            sink.send(item, encodeEvent(item));
          }
        } finally {
          const held = stream.buffered ?? [];
          stream.buffered = null;
          for (const item of held) deliver(stream, item, encodeEvent(item));
        }
      }
      return () => remove(stream);
    },
    count: () => streams.size,
    userCount: () => new Set([...streams].map((stream) => stream.session.userId)).size,
    closeAll() {
      for (const stream of [...streams]) end(stream, 'shutdown');
    },
  };
}
