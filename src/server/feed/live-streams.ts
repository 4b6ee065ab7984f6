/**
 * The open live-feed streams of one instance. Each new row is encoded once and handed to
 * every stream; a stream that reconnects with its last id first gets what it missed, in
 * order, with no duplicates. Access is re-checked every 30 s, and at once when this instance
 * changes a user's access; a stream whose user lost access is ended.
 */
import type { FeedItem } from '../../shared/feed';
import { onAnyAccessChange } from '../billing/access-events';
import type { FeedHub } from './feed-hub';

/** Where a stream's events go: the lean SSE writer, or the tRPC generator. */
export type StreamSink = {
  send(item: FeedItem, sse: Uint8Array): void;
  ping(): void;
  /** 'access': the user may no longer see the feed; 'shutdown': the instance is stopping. */
  end(reason: 'access' | 'shutdown'): void;
};

export type LiveStreams = {
  /** Starts a stream; resolves to a function that closes it. */
  open(options: { userId: string; lastEventId: number | null; sink: StreamSink }): Promise<() => void>;
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

type Stream = { userId: string; lastId: number; sink: StreamSink; buffered: FeedItem[] | null };

export function createLiveStreams(hub: FeedHub, isEntitled: (userId: string) => Promise<boolean>): LiveStreams {
  const streams = new Set<Stream>();
  let timers: { ping: Timer; access: Timer } | null = null;
  let stopHub: (() => void) | null = null;
  let stopAccessEvents: (() => void) | null = null;

  function deliver(stream: Stream, item: FeedItem, sse: Uint8Array) {
    if (stream.buffered) {
      stream.buffered.push(item);
    } else if (item.id > stream.lastId) {
      stream.lastId = item.id;
      stream.sink.send(item, sse);
    }
  }

  function remove(stream: Stream) {
    streams.delete(stream);
    if (streams.size === 0) stopShared();
  }

  async function checkUser(userId: string) {
    if (await isEntitled(userId).catch(() => true)) return;
    for (const stream of [...streams]) {
      if (stream.userId !== userId) continue;
      remove(stream);
      stream.sink.end('access');
    }
  }

  function startShared() {
    if (timers) return;
    stopHub = hub.subscribe((item) => {
      const sse = encodeEvent(item);
      for (const stream of streams) deliver(stream, item, sse);
    });
    stopAccessEvents = onAnyAccessChange((userId) => void checkUser(userId));
    timers = {
      ping: setInterval(() => {
        for (const stream of streams) stream.sink.ping();
      }, PING_INTERVAL_MS),
      access: setInterval(() => {
        for (const userId of new Set([...streams].map((s) => s.userId))) void checkUser(userId);
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
  }

  return {
    async open({ userId, lastEventId, sink }) {
      // Listen first, read the backlog second, then release what arrived in between.
      const stream: Stream = { userId, lastId: lastEventId ?? -1, sink, buffered: lastEventId === null ? null : [] };
      streams.add(stream);
      startShared();
      if (lastEventId !== null) {
        try {
          for (const item of await hub.since(lastEventId)) {
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
      for (const stream of [...streams]) {
        remove(stream);
        stream.sink.end('shutdown');
      }
    },
  };
}
