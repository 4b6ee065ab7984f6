/** Opens the live feed over HTTP as a browser does and watches it: what arrived, and when it ended. */
import { expect } from 'bun:test';
import { settleWithin, waitFor } from './wait';

export type WatchedStream = {
  text(): string;
  /** Milliseconds from `since` until the server ended the stream, or null if it is still open after `withinMs`. */
  endsWithin(withinMs: number, since?: number): Promise<number | null>;
  close(): Promise<void>;
};

export async function openFeedStream(origin: string, accessToken: string): Promise<WatchedStream> {
  const response = await fetch(`${origin}/trpc/feed.onInsert`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(response.status).toBe(200);
  const body = response.body;
  if (!body) throw new Error('no stream body');
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let endedAt: number | null = null;
  const reading = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
    } catch {
      // cut by the client
    }
    endedAt = performance.now();
  })();
  // The stream is registered once its first event is out.
  await waitFor(() => text.includes('event: connected'), { interval: 10, message: 'the stream to announce it is connected' });
  return {
    text: () => text,
    async endsWithin(withinMs, since = performance.now()) {
      // The window is what is under test: how soon the server ends the stream.
      await settleWithin(reading, since + withinMs - performance.now(), null);
      return endedAt === null ? null : Math.round(endedAt - since);
    },
    async close() {
      await reader.cancel().catch(() => {});
      await reading;
    },
  };
}

export type FollowedFeed = {
  /** The headlines received, over every reconnection. */
  headlines: Set<string>;
  /** How often each event id (a row's revision) arrived: more than once is a duplicate. */
  events: Map<string, number>;
  /** How often the server said to read the list again (the stream missed more than it replays). */
  reloads(): number;
  /** Connections opened, the first included. */
  connections(): number;
  /** Drops the current connection, as a network change does: the feed reconnects by itself. */
  drop(): void;
  close(): Promise<void>;
};

/**
 * Follows the live feed as tRPC's client does: when the stream breaks it reconnects, with the
 * id of the last event it got, until closed. Counts every story it receives.
 */
export function followFeed(origin: string, accessToken: string, retryMs = 200): FollowedFeed {
  const headlines = new Set<string>();
  const events = new Map<string, number>();
  let reloads = 0;
  let lastEventId: string | null = null;
  let connections = 0;
  const stopping = new AbortController();
  let current = new AbortController();
  const decoder = new TextDecoder();

  const readEvents = async (body: ReadableStream<Uint8Array>) => {
    let buffered = '';
    for await (const chunk of body) {
      buffered += decoder.decode(chunk, { stream: true });
      let end = buffered.indexOf('\n\n');
      while (end >= 0) {
        const event = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        end = buffered.indexOf('\n\n');
        const data = event.match(/^data: (\{.*)$/m)?.[1];
        const id = event.match(/^id: (.+)$/m)?.[1];
        if (!data || !id || /^event: /m.test(event)) continue;
        lastEventId = id;
        const story = JSON.parse(data) as { headline: string } | { reload: true };
        if ('reload' in story) {
          reloads++;
          continue;
        }
        headlines.add(story.headline);
        events.set(id, (events.get(id) ?? 0) + 1);
      }
    }
  };

  const running = (async () => {
    while (!stopping.signal.aborted) {
      current = new AbortController();
      try {
        const input = lastEventId === null ? '' : `?input=${encodeURIComponent(JSON.stringify({ lastEventId }))}`;
        const response = await fetch(`${origin}/trpc/feed.onInsert${input}`, {
          headers: { authorization: `Bearer ${accessToken}` },
          signal: AbortSignal.any([stopping.signal, current.signal]),
        });
        if (response.ok && response.body) {
          connections++;
          await readEvents(response.body);
        }
      } catch {
        // cut, refused or closed: try again
      }
      // A client waits a moment before it reconnects, as an EventSource does: the delay is the client's behaviour.
      if (!stopping.signal.aborted) await Bun.sleep(retryMs);
    }
  })();

  return {
    headlines,
    events,
    reloads: () => reloads,
    connections: () => connections,
    drop: () => current.abort(),
    async close() {
      stopping.abort();
      await running;
    },
  };
}
