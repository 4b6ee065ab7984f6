/**
 * The HTTP front door: one Bun.serve that routes /trpc, health probes, extra endpoints and
 * the static SPA, adds the security headers and logs one JSON line per request.
 */
import type { Server } from 'bun';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { DATABASE_UNAVAILABLE_MESSAGE, type DatabaseHandle, isDatabaseUnreachable } from './db/client';
import { isDatabaseReady, shippedMigrationCount } from './db/migrate';
import type { Env } from './env';
import { publicConfigOf, renderIndexHtml } from './http/index-html';
import { securityHeaders } from './http/security-headers';
import { loadStaticSite, type StaticSite } from './http/static-files';
import { answerFeedList, FEED_LIST_PATH } from './feed/fast-list';
import { answerFeedStream, FEED_STREAM_PATH } from './feed/fast-stream';
import { log } from './log';
import { devOutboxRoutes } from './mail/dev-outbox';
import { devNewsRoutes } from './news/dev-news';
import type { Services } from './services';
import { createContext } from './trpc/init';
import { appRouter } from './trpc/router';

export type RouteHandler = (request: Request, server: Server<undefined>) => Response | Promise<Response>;

export type StartServerOptions = {
  env: Env;
  database: DatabaseHandle;
  services: Services;
  port: number;
  /** Directory of the built SPA; null serves the API only (development with Vite). */
  distDir: string | null;
  /** Exact-path endpoints owned by other modules (webhooks, dev outbox). */
  routes?: Record<string, RouteHandler>;
};

export type RunningServer = {
  url: URL;
  stop(): Promise<void>;
};

const SHUTDOWN_GRACE_MS = 10_000;

export function startServer(options: StartServerOptions): RunningServer {
  const { env, database, services } = options;
  const routes: Record<string, RouteHandler> = {
    ...devOutboxRoutes(database.db, env),
    ...devNewsRoutes(database.db, services.analyzer, env),
    '/api/stripe/webhook': async (request) => {
      if (services.billing?.kind !== 'stripe') return new Response('Not found', { status: 404 });
      if (request.method !== 'POST') return new Response('Method not allowed', { status: 405, headers: { Allow: 'POST' } });
      // The signature covers the raw body: read it as text, never re-serialise it.
      return services.billing.handleWebhook(database.db, await request.text(), request.headers.get('stripe-signature'));
    },
    ...options.routes,
  };
  const expectedMigrations = shippedMigrationCount();
  const headers = securityHeaders({ https: env.PUBLIC_URL.startsWith('https://'), pixel: env.META_PIXEL_ID !== undefined });
  const site: StaticSite | null = options.distDir
    ? loadStaticSite(options.distDir, (template) => renderIndexHtml(template, publicConfigOf(env)))
    : null;

  async function route(request: Request, server: Server<undefined>, pathname: string): Promise<Response> {
    // The two hot paths of the feed, answered without the general tRPC machinery.
    if (pathname === FEED_LIST_PATH) {
      const fast = await answerFeedList(request, database.db, services);
      if (fast) return fast;
    }
    if (pathname === FEED_STREAM_PATH) {
      const stream = await answerFeedStream(request, database.db, services);
      if (stream) return stream;
    }
    if (pathname === '/trpc' || pathname.startsWith('/trpc/')) {
      const ip = clientIp(request, server, env.TRUST_PROXY);
      return fetchRequestHandler({
        endpoint: '/trpc',
        req: request,
        router: appRouter,
        createContext: (opts) => createContext({ db: database.db, services }, opts, ip),
        onError({ error, path }) {
          if (error.code === 'INTERNAL_SERVER_ERROR') log.error('trpc error', { path, error: error.cause ?? error });
        },
      });
    }
    if (pathname === '/healthz') return Response.json({ status: 'ok' });
    if (pathname === '/readyz') {
      const ready = await isDatabaseReady(database.db, expectedMigrations);
      return Response.json({ status: ready ? 'ready' : 'not ready' }, { status: ready ? 200 : 503 });
    }
    const handler = routes[pathname];
    if (handler) return handler(request, server);
    const response = site?.respond(request, pathname);
    return response ?? new Response('Not found', { status: 404 });
  }

  const server = Bun.serve({
    port: options.port,
    // Streams send pings every few seconds; this only cuts connections that are truly dead.
    idleTimeout: 30,
    maxRequestBodySize: 1024 * 1024,
    async fetch(request, server) {
      const started = performance.now();
      const pathname = new URL(request.url).pathname;
      let response: Response;
      try {
        response = await route(request, server, pathname);
      } catch (error) {
        if (isDatabaseUnreachable(error)) {
          log.warn('database unreachable', { path: pathname, error });
          response = Response.json({ error: DATABASE_UNAVAILABLE_MESSAGE }, { status: 503, headers: { 'Retry-After': '5' } });
        } else {
          log.error('unhandled request error', { path: pathname, error });
          response = Response.json({ error: 'An unexpected error occurred. Please try again.' }, { status: 500 });
        }
      }
      response = withHeaders(response, headers);
      log.info('request', {
        method: request.method,
        path: pathname,
        status: response.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
      return response;
    },
  });

  let stopping: Promise<void> | null = null;
  return {
    url: new URL(`http://localhost:${server.port}`),
    stop() {
      stopping ??= (async () => {
        // Open live streams end now; their clients reconnect to another instance.
        services.streams.closeAll();
        // Stop accepting, let in-flight requests finish, then cut whatever is left.
        const graceful = server.stop(false);
        const timeout = new Promise<void>((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref());
        await Promise.race([graceful, timeout]);
        await server.stop(true);
      })();
      return stopping;
    },
  };
}

/** The caller's address; behind a trusted proxy, the first X-Forwarded-For entry. */
function clientIp(request: Request, server: Server<undefined>, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return server.requestIP(request)?.address ?? null;
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    // Some responses have immutable headers; copy them into a fresh response.
    const copy = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    return copy;
  }
}
