/** Opens the live feed over HTTP as a browser does and watches it: what arrived, and when it ended. */
import { expect } from 'bun:test';

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
  for (let i = 0; i < 100 && !text.includes('event: connected'); i++) await Bun.sleep(10);
  return {
    text: () => text,
    async endsWithin(withinMs, since = performance.now()) {
      await Promise.race([reading, Bun.sleep(Math.max(0, since + withinMs - performance.now()))]);
      return endedAt === null ? null : Math.round(endedAt - since);
    },
    async close() {
      await reader.cancel().catch(() => {});
      await reading;
    },
  };
}
