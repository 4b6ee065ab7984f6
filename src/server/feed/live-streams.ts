/**
 * The open live-feed streams of one instance. Each new row is encoded once and handed to
 * every stream; a stream that reconnects with its last id first gets what it missed, in
 * order, with no duplicates. A stream lives no longer than the access token that opened it,
 * ends as soon as its session is revoked on any instance, and ends when its user loses
 * access: checked at once when any instance announces an access change, and every 30 s.
 */
import type { FeedItem } from '../../shared/feed';
import { revocationEnds } from '../accounts/sessions';
import { onAnyAccessChange } from '../billing/access-events';
import type { Session } from '../db/schema';
import { onRevocation } from '../news/live-bus';
import type { FeedHub } from './feed-hub';

/** Where a stream's events go: the lean SSE writer, or the tRPC generator. */
export type StreamSink = {
  send(item: FeedItem, sse: Uint8Array): void;
  ping(): void;
  end(reason: StreamEndReason): void;
};

/**
 * 'access': the user may no longer see the feed; 'revoked': the session was ended;
 * 'expired': the access token expired; 'shutdown': the instance is stopping.
 */
export type StreamEndReason = 'access' | 'revoked' | 'expired' | 'shutdown';

/** What a stream knows of the session that opened it. */
export type StreamSession = Pick<Session, 'id' | 'userId' | 'accessExpiresAt'>;

export type LiveStreams = {
  /** Starts a stream; resolves to a function that closes it. */
  open(options: { session: StreamSession; lastEventId: number | null; sink: StreamSink }): Promise<() => void>;
  count(): number;
  closeAll(): void;
};

export const PING_INTERVAL_MS = 5_000;
export const ACCESS_RECHECK_MS = 30_000;

const encoder = new TextEncoder();

/** One row as a server-sent event, in the format tRPC's subscription client reads. */
export function encodeEvent(item: FeedItem): Uint8Array {
  return encoder.encode(`data: ${JSON.stringify(item)}\nid: ${item.id}\n\n\n`);
}

type Stream = {
  session: StreamSession;
  lastId: number;
  sink: StreamSink;
  buffered: FeedItem[] | null;
  expiry: Timer | null;
};

export function createLiveStreams(hub: FeedHub, isEntitled: (userId: string) => Promise<boolean>): LiveStreams {
  const streams = new Set<Stream>();
  let timers: { ping: Timer; access: Timer } | null = null;
  let stopHub: (() => void) | null = null;
  let stopAccessEvents: (() => void) | null = null;
  let stopRevocations: (() => void) | null = null;

  function deliver(stream: Stream, item: FeedItem, sse: Uint8Array) {
    if (stream.buffered) {
      stream.buffered.push(item);
    } else if (item.id > stream.lastId) {
      stream.lastId = item.id;
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
    timers = {
      ping: setInterval(() => {
        for (const stream of streams) stream.sink.ping();
      }, PING_INTERVAL_MS),
      access: setInterval(() => {
        for (const userId of new Set([...streams].map((s) => s.session.userId))) void checkUser(userId);
      }, ACCESS_RECHECK_MS),
    };
    timers.ping.unref();
    timers.access.unref();
  }

  function stopShared() {
    if (!timers) return;
    clearInterval(timers.ping);
    clearInterval(timers.access);
    timers = null;
    stopHub?.();
    stopAccessEvents?.();
    stopRevocations?.();
  }

  return {
    async open({ session, lastEventId, sink }) {
      // Listen first, read the backlog second, then release what arrived in between.
      const stream: Stream = { session, lastId: lastEventId ?? -1, sink, buffered: lastEventId === null ? null : [], expiry: null };
      streams.add(stream);
      startShared();
      stream.expiry = setTimeout(() => end(stream, 'expired'), Math.max(0, session.accessExpiresAt.getTime() - Date.now()));
      stream.expiry.unref();
      if (lastEventId !== null) {
        try {
          for (const item of await hub.since(lastEventId)) {
            if (!streams.has(stream)) break;
            stream.lastId = item.id;
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
    closeAll() {
      for (const stream of [...streams]) end(stream, 'shutdown');
    },
  };
}
