import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { DatabaseHandle } from '@/server/db/client';
import { parseEnv } from '@/server/env';
import { type RunningServer, startServer } from '@/server/server';
import { appRoutePaths } from '@/shared/site-map';
import { testServices } from './helpers/caller';
import { createTestDatabase } from './helpers/test-database';

/** A minimal build output: index.html with the server's placeholders and one hashed asset. */
function makeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'iw-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>__APP_NAME__</title><!--app-config--></head><body><script type="module" src="/assets/app-abc123.js"></script></body></html>',
  );
  const js = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(join(dir, 'assets/app-abc123.js'), js);
  writeFileSync(join(dir, 'assets/app-abc123.js.gz'), gzipSync(js));
  writeFileSync(join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(js));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

describe('HTTP server', () => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let base: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const env = parseEnv({ APP_NAME: 'Tickerline <Pro>', PUBLIC_URL: 'https://app.example.com' });
    server = startServer({ env, database, services: testServices(database.db, env), port: 0, distDir: makeDist() });
    base = server.url.origin;
  });
  afterAll(async () => {
    await server.stop();
    await database.close();
  });

  test('every response carries the security headers, HSTS for an https site', async () => {
    for (const path of ['/', '/pricing', '/healthz', '/trpc/auth.me', '/assets/missing.js']) {
      const response = await fetch(`${base}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    }
  });

  test('no HSTS when the site is plain http', async () => {
    const plain = startServer({ env: parseEnv({}), database, services: testServices(database.db), port: 0, distDir: null });
    try {
      const response = await fetch(`${plain.url.origin}/healthz`);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await plain.stop();
    }
  });

  test('app routes get index.html, never cached, with the configured name escaped', async () => {
    for (const path of ['/', '/pricing', '/news-analysis', '/news-analysis/5b1e', '/some/unknown/page']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(path === '/some/unknown/page' ? 404 : 200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain('<title>Tickerline &#60;Pro&#62;</title>');
      expect(html).toContain('<script type="application/json" id="app-config">{"appName":"Tickerline \\u003cPro>","billingProvider":"demo",');
      const config = JSON.parse(html.match(/id="app-config">(.*?)<\/script>/)?.[1] ?? '{}') as Record<string, unknown>;
      expect(config).toMatchObject({ appName: 'Tickerline <Pro>', supportEmail: null, metaPixelId: null, operator: { name: null, address: null } });
    }
  });

  test('hashed assets are immutable and precompressed', async () => {
    const brotli = await fetch(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'br, gzip' }, decompress: false });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('content-type')).toContain('javascript');

    const gzip = await fetch(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' }, decompress: false });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await gzip.arrayBuffer())).toString()).toStartWith('console.log(');

    const identity = await fetch(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toStartWith('console.log(');
  });

  test('every page of the app and its deep links answer 200 with the app', async () => {
    const pages = [
      ...appRoutePaths.map((route) => route.replace('$id', '7f3a9c')),
      '/news-analysis/5b1e?view=compact',
      '/auth?mode=signup',
      '/Pricing',
      '/settings/',
      '/news-analysis/caf%C3%A9',
    ];
    for (const path of pages) {
      const response = await fetch(`${base}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(await response.text()).toContain('id="app-config"');
    }
  });

  test('a path that is no page answers 404 with the app, which shows its not-found page', async () => {
    for (const path of ['/pricing-plans', '/news-analysis/5b1e/extra', '/settings/billing', '/about/team', '/%E0%A4%A']) {
      const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br' } });
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('<script type="application/json" id="app-config">');
    }
  });

  test('the server knows every page of the route tree, and no page it lacks', () => {
    const generated = readFileSync(join(import.meta.dir, '../src/web/routeTree.gen.ts'), 'utf8');
    const fullPaths = generated.match(/fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/)?.[1] ?? '';
    const routes = [...fullPaths.matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '');
    expect(routes.length).toBeGreaterThan(20);
    expect([...appRoutePaths].sort() as string[]).toEqual(routes.sort());
  });

  test('missing files are a real 404, not the app', async () => {
    for (const path of ['/assets/app-zzz999.js', '/favicon.ico', '/assets/app-abc123.js.gz', '/assets/subdir']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
    }
    expect((await fetch(`${base}/robots.txt`)).status).toBe(200);
  });

  test('a request without Host, or CONNECT, gets a plain 400 with the security headers, never a stack', async () => {
    const requests = [
      'GET / HTTP/1.0\r\n\r\n',
      'GET /trpc/auth.me HTTP/1.0\r\n\r\n',
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
      `CONNECT localhost:${server.url.port} HTTP/1.1\r\nHost: localhost:${server.url.port}\r\n\r\n`,
    ];
    for (const request of requests) {
      const response = await rawRequest(Number(server.url.port), request);
      expect(response).toStartWith('HTTP/1.1 400');
      const [head = '', body = ''] = response.split('\r\n\r\n');
      expect(head.toLowerCase()).toContain("content-security-policy: default-src 'self'");
      expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(body).not.toMatch(/server\.ts|source_lines|stack|at fetch/i);
      expect(body.length).toBeLessThan(200);
    }
  });

  test('health and readiness probes', async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  test('readiness fails while migrations are missing', async () => {
    const empty = await createTestDatabase('pglite', { migrate: false });
    const unready = startServer({ env: parseEnv({}), database: empty, services: testServices(empty.db), port: 0, distDir: null });
    try {
      const response = await fetch(`${unready.url.origin}/readyz`);
      expect(response.status).toBe(503);
    } finally {
      await unready.stop();
      await empty.close();
    }
  });

  test('tRPC answers visitors and refuses unknown tokens with a message', async () => {
    const visitor = await fetch(`${base}/trpc/auth.me`);
    expect(await visitor.json()).toEqual({ result: { data: null } });

    const forged = await fetch(`${base}/trpc/auth.signOut`, {
      method: 'POST',
      headers: { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz234567', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(forged.status).toBe(401);
    const body = (await forged.json()) as { error: { message: string; data: { code: string } } };
    expect(body.error.data.code).toBe('UNAUTHORIZED');
    expect(body.error.message).toBe('Auth session missing!');

    const unknown = await fetch(`${base}/trpc/nothing.here`);
    expect(unknown.status).toBe(404);
  });
});

/** Writes raw bytes to the server and returns everything it answers before closing. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    const done = () => resolve(received);
    socket.on('data', (chunk) => {
      received += chunk.toString();
      // A complete answer: headers and the announced body length.
      const [head, body] = received.split('\r\n\r\n');
      const length = Number(head?.match(/content-length: (\d+)/i)?.[1] ?? NaN);
      if (body !== undefined && body.length >= length) socket.end();
    });
    socket.on('close', done);
    socket.on('error', reject);
    // A deadline for a server that stops answering, not a wait: an answer ends the socket first.
    socket.setTimeout(3_000, () => socket.destroy());
  });
}

describe('instance settings for the page', () => {
  test('operator details, support address and pixel reach the page; the pixel hosts enter the CSP only with a pixel', async () => {
    const { publicConfigOf } = await import('@/server/http/index-html');
    const { contentSecurityPolicy } = await import('@/server/http/security-headers');
    const config = publicConfigOf(
      parseEnv({
        OPERATOR_NAME: 'Erika Mustermann',
        OPERATOR_ADDRESS: 'Musterstraße 1 | 10115 Berlin|Germany',
        META_PIXEL_ID: '123456789',
        SUPPORT_EMAIL: 'help@example.com',
      }),
    );
    expect(config.operator).toMatchObject({ name: 'Erika Mustermann', address: ['Musterstraße 1', '10115 Berlin', 'Germany'], vatId: null });
    expect(config.metaPixelId).toBe('123456789');
    expect(config.supportEmail).toBe('help@example.com');
    expect(contentSecurityPolicy({ pixel: true })).toContain("script-src 'self' https://connect.facebook.net");
    expect(contentSecurityPolicy({ pixel: false })).not.toContain('facebook');
    expect(() => parseEnv({ META_PIXEL_ID: 'not-a-pixel' })).toThrow(/META_PIXEL_ID/);
  });

  test('the page is not told the publishers at start: they are named only once their feeds answer (sources.publishers)', async () => {
    const { publicConfigOf } = await import('@/server/http/index-html');
    const { curatedFeeds } = await import('@/server/news/sources/curated-feeds');
    const written = JSON.stringify(publicConfigOf(parseEnv({ NEWS_FEEDS: 'curated' })));
    for (const feed of curatedFeeds) expect(written).not.toContain(feed.publisher);
  });
});
