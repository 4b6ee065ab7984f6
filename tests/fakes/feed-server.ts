/** Serves the fixture feeds over local HTTP, with the behaviours a real publisher shows. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { untilClientHangsUp } from '../helpers/wait';

const fixtures = join(import.meta.dir, '../fixtures/feeds');
const read = (name: string) => readFileSync(join(fixtures, name));

export function startFeedServer() {
  const hits = new Map<string, number>();
  const conditionalHits: string[] = [];
  let rss2Version = 'v1';

  const server = Bun.serve({
    port: 0,
    async fetch(request) {
      const path = new URL(request.url).pathname;
      hits.set(path, (hits.get(path) ?? 0) + 1);
      switch (path) {
        case '/rss2': {
          const etag = `"${rss2Version}"`;
          if (request.headers.get('if-none-match') === etag) {
            conditionalHits.push(path);
            return new Response(null, { status: 304, headers: { ETag: etag } });
          }
          return new Response(read('rss2-oddities.xml'), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', ETag: etag } });
        }
        case '/rdf':
          return new Response(read('rss1-rdf.xml'), { headers: { 'Content-Type': 'application/rdf+xml' } });
        case '/atom':
          return new Response(read('atom.xml'), { headers: { 'Content-Type': 'application/atom+xml', 'Last-Modified': 'Thu, 19 Nov 2026 10:00:00 GMT' } });
        case '/latin1':
          return new Response(read('latin1.xml'), { headers: { 'Content-Type': 'text/xml' } });
        case '/malformed':
          return new Response(read('malformed.xml'), { headers: { 'Content-Type': 'application/rss+xml' } });
        case '/second-outlet':
          return new Response(read('second-outlet.xml'), { headers: { 'Content-Type': 'application/rss+xml' } });
        case '/moved':
          return Response.redirect(new URL('/atom', request.url).toString(), 301);
        case '/slow':
          // A hung publisher, on purpose: no answer until the reader gives up.
          await untilClientHangsUp(request);
          return new Response(read('atom.xml'));
        case '/huge':
          return new Response(`<rss><channel>${'<item><title>x</title></item>'.repeat(100_000)}</channel></rss>`, {
            headers: { 'Content-Type': 'application/rss+xml' },
          });
        case '/down':
          return new Response('Service Unavailable', { status: 503 });
        default:
          return new Response('Not found', { status: 404 });
      }
    },
  });

  return {
    url: (path: string) => `http://127.0.0.1:${server.port}${path}`,
    hits: (path: string) => hits.get(path) ?? 0,
    conditionalHits,
    /** The rss2 feed changes: its ETag no longer matches. */
    bumpRss2: () => {
      rss2Version = `v${Number(rss2Version.slice(1)) + 1}`;
    },
    stop: () => server.stop(true),
  };
}
export type FeedServer = ReturnType<typeof startFeedServer>;
