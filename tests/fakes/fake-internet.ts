/**
 * The internet as the curated feeds meet it, without leaving the machine: every request for a
 * curated feed goes to a local port nobody listens on (a machine without internet), except the
 * feeds routed to a local fake publisher. Other requests pass untouched.
 */
import { spyOn } from 'bun:test';
import { curatedFeeds } from '@/server/news/sources/curated-feeds';

/** A port that was just free: nothing listens there. */
function closedPort(): number {
  const probe = Bun.serve({ port: 0, fetch: () => new Response() });
  const port = probe.port as number;
  probe.stop(true);
  return port;
}

export function fakeInternet() {
  const unreachable = `http://127.0.0.1:${closedPort()}/feed.xml`;
  const curated = new Set(curatedFeeds.map((feed) => feed.url));
  const routes = new Map<string, string>();
  const realFetch = globalThis.fetch;
  const spy = spyOn(globalThis, 'fetch').mockImplementation(((input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!curated.has(url)) return realFetch(input, init);
    return realFetch(routes.get(url) ?? unreachable, init);
  }) as typeof fetch);
  return {
    /** The curated feed at `url` answers from now on, with what the local `answerFrom` serves. */
    route: (url: string, answerFrom: string) => routes.set(url, answerFrom),
    /** No curated feed answers any more. */
    cutOff: () => routes.clear(),
    restore: () => spy.mockRestore(),
  };
}
