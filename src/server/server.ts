/**
 * The HTTP front door: one Bun.serve that routes /trpc, health probes, metrics, extra endpoints
 * and the static SPA, adds the security headers, gives every request an id and its own logger,
 * logs one JSON line per request (probes at debug) and counts it in the metrics.
 */

import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Server } from 'bun';
import { MAX_BATCH_SIZE } from '../shared/batching';
import { oneClickUnsubscribeRoutes } from './alerts/unsubscribe-route';
import type { DatabaseHandle } from './db/client';
import { isDatabaseReady, shippedMigrationCount } from './db/migrate';
import { DATABASE_UNAVAILABLE_MESSAGE, isTemporarilyUnavailable, RETRY_AFTER_SECONDS } from './db/unavailable';
import type { Env } from './env';
import { UNEXPECTED_ERROR_MESSAGE } from './errors';
import { answerFeedList, FEED_LIST_PATH } from './feed/fast-list';
import { answerFeedStream, FEED_STREAM_PATH } from './feed/fast-stream';
import { clientAddress, isLoopback } from './http/client-address';
import { publicConfigOf, renderIndexHtml } from './http/index-html';
import { isApiPath, noStore } from './http/no-store';
import { REQUEST_ID_HEADER, requestIdOf } from './http/request-id';
import { routeLabeller } from './http/route-label';
import { securityHeaders } from './http/security-headers';
import { loadStaticSite, type StaticSite } from './http/static-files';
import { type Logger, log, withRequestLogger } from './log';
import { devOutboxRoutes } from './mail/dev-outbox';
import { answerMetrics, METRICS_PATH, metrics } from './metrics';
import { devNewsRoutes } from './news/dev-news';
import { readSourceHealth } from './news/source-health';
import { createOperatorAccess } from './operator/operator-access';
import { operatorRoutes } from './operator/operator-routes';
import { researchRoutes } from './research/routes';
import type { Services } from './services';
import { createContext } from './trpc/init';
import { appRouter } from './trpc/router';

type RouteHandler = (request: Request, server: Server<undefined>) => Response | Promise<Response>;

export type StartServerOptions = {
  env: Env;
  database: DatabaseHandle;
  services: Services;
  port: number;
  /** Directory of the built SPA; null serves the API only (development with Vite). */
  distDir: string | null;
  /** Exact-path endpoints owned by other modules (webhooks, dev outbox). */
  routes?: Record<string, RouteHandler>;
  /** Where the operator token is written (DATA_DIR); unset: no operator routes. */
  operatorDataDir?: string;
};

export type RunningServer = {
  url: URL;
  /** Readiness answers 503 from now on, so load balancers send no new visitors. */
  drain(): void;
  /** Drains, stops accepting, ends live streams, lets in-flight requests finish briefly, cuts the rest. */
  stop(): Promise<void>;
};

/** How long in-flight requests may take to finish once the port is closed. */
const SHUTDOWN_GRACE_MS = 4_000;

/** Load balancers poll these every few seconds: logged at debug, not info. */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

const OPERATOR_ROUTES_LOCAL_ONLY = 'Operator routes answer only requests from this machine.';
const DEV_ROUTES_LOCAL_ONLY = 'Development routes answer only requests from this machine. Set DEV_ROUTES=public to open them to the network.';

export function startServer(options: StartServerOptions): RunningServer {
  const { env, database, services } = options;
  // They read live reset links and publish news: loopback clients only unless opened on purpose.
  const devRoutes: Record<string, RouteHandler> = env.DEV_ROUTES === 'off' ? {} : { ...devOutboxRoutes(database.db, env), ...devNewsRoutes(services.pipeline) };
  const routes: Record<string, RouteHandler> = {
    '/api/stripe/webhook': async (request) => {
      if (services.billing?.kind !== 'stripe') return new Response('Not found', { status: 404 });
      if (request.method !== 'POST') return new Response('Method not allowed', { status: 405, headers: { Allow: 'POST' } });
      // The signature covers the raw body: read it as text, never re-serialise it.
      const response = await services.billing
        .handleWebhook(database.db, await request.text(), request.headers.get('stripe-signature'))
        .catch((error: unknown) => {
          metrics.webhookFailure('stripe', 'failed');
          throw error;
        });
      if (response.status >= 400) metrics.webhookFailure('stripe', response.status < 500 ? 'rejected' : 'failed');
      return response;
    },
    ...oneClickUnsubscribeRoutes(database.db),
    ...researchRoutes(database.db, services),
    ...options.routes,
  };
  // Loopback clients with the token the server writes at start, in every mode: never opened to the network.
  const operatorAccess = options.operatorDataDir ? createOperatorAccess(options.operatorDataDir) : null;
  const operator: Record<string, RouteHandler> = operatorAccess ? operatorRoutes(operatorAccess, database.db, services) : {};
  const routeLabel = routeLabeller({
    procedures: Object.keys(appRouter._def.procedures),
    exactPaths: [...PROBE_PATHS, METRICS_PATH, ...Object.keys(routes), ...Object.keys(devRoutes), ...Object.keys(operator)],
  });
  const stopWatchingStreams = metrics.watchStreams(services.streams);
  const stopWatchingSources = metrics.watchSources(() => readSourceHealth(database.db, services.news));
  const expectedMigrations = shippedMigrationCount();
  const headers = securityHeaders({ https: env.PUBLIC_URL.startsWith('https://'), pixel: env.META_PIXEL_ID !== undefined });
  const site: StaticSite | null = options.distDir ? loadStaticSite(options.distDir, (template) => renderIndexHtml(template, publicConfigOf(env))) : null;

  async function route(request: Request, server: Server<undefined>, url: URL, requestLog: Logger): Promise<Response> {
    const { pathname } = url;
    // The two hot paths of the feed, answered without the general tRPC machinery.
    if (pathname === FEED_LIST_PATH) {
      const fast = await answerFeedList(request, url, database.db, services, appRouter);
      if (fast) return fast;
    }
    if (pathname === FEED_STREAM_PATH) {
      const stream = await answerFeedStream(request, url, database.db, services);
      if (stream) return stream;
    }
    if (pathname === '/trpc' || pathname.startsWith('/trpc/')) {
      const ip = clientIp(request, server, env.TRUST_PROXY);
      return fetchRequestHandler({
        endpoint: '/trpc',
        req: request,
        router: appRouter,
        // Refused as soon as the path is read: a 15 KB URL must not fan out into 1,500 calls.
        maxBatchSize: MAX_BATCH_SIZE,
        createContext: (opts) => createContext({ db: database.db, services }, opts, ip),
        // A 503 (database out of reach or out of space) tells the client when to try again.
        responseMeta: ({ errors }) => (errors.some((error) => error.code === 'SERVICE_UNAVAILABLE') ? { headers: { 'Retry-After': RETRY_AFTER_SECONDS } } : {}),
        onError({ error, path }) {
          if (error.code === 'INTERNAL_SERVER_ERROR') requestLog.error('trpc error', { path, error: error.cause ?? error });
        },
      });
    }
    if (pathname === '/healthz') return Response.json({ status: 'ok' });
    if (pathname === METRICS_PATH) return answerMetrics(request, env.METRICS_TOKEN);
    if (pathname === '/readyz') {
      if (draining) return Response.json({ status: 'stopping' }, { status: 503 });
      const ready = await isDatabaseReady(database.db, expectedMigrations);
      return Response.json({ status: ready ? 'ready' : 'not ready' }, { status: ready ? 200 : 503 });
    }
    const devHandler = devRoutes[pathname];
    if (devHandler) {
      if (env.DEV_ROUTES === 'public' || isLocalRequest(request, server)) return devHandler(request, server);
      return Response.json({ error: DEV_ROUTES_LOCAL_ONLY }, { status: 403 });
    }
    const operatorHandler = operator[pathname];
    if (operatorHandler) {
      if (!isLocalRequest(request, server)) return Response.json({ error: OPERATOR_ROUTES_LOCAL_ONLY }, { status: 403 });
      return operatorHandler(request, server);
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
    // Bun's development error page shows source lines and paths: never serve it.
    development: false,
    error(error) {
      log.error('unhandled server error', { error });
      return withHeaders(Response.json({ error: UNEXPECTED_ERROR_MESSAGE }, { status: 500 }), headers);
    },
    fetch(request, server) {
      const requestId = requestIdOf(request);
      const requestLog = log.child({ requestId });
      // Every line logged while answering, and by what the answer starts, carries the id.
      return withRequestLogger(requestLog, () => answer(request, server, requestId, requestLog));
    },
  });

  async function answer(request: Request, server: Server<undefined>, requestId: string, requestLog: Logger): Promise<Response> {
    const responseHeaders = { ...headers, [REQUEST_ID_HEADER]: requestId };
    const malformed = refuseMalformedRequest(request);
    if (malformed) {
      requestLog.info('request refused', { method: request.method, status: malformed.status });
      return withHeaders(malformed, responseHeaders);
    }
    const started = performance.now();
    const url = new URL(request.url);
    const { pathname } = url;
    let response: Response;
    try {
      response = await route(request, server, url, requestLog);
    } catch (error) {
      if (isTemporarilyUnavailable(error)) {
        requestLog.warn('database unavailable', { path: pathname, error });
        response = Response.json({ error: DATABASE_UNAVAILABLE_MESSAGE }, { status: 503, headers: { 'Retry-After': RETRY_AFTER_SECONDS } });
      } else {
        requestLog.error('unhandled request error', { path: pathname, error });
        response = Response.json({ error: UNEXPECTED_ERROR_MESSAGE }, { status: 500 });
      }
    }
    const cacheHeaders: Record<string, string> = isApiPath(pathname) ? { 'Cache-Control': noStore(response.headers.get('cache-control')) } : {};
    response = withHeaders(response, { ...responseHeaders, ...cacheHeaders });
    const seconds = (performance.now() - started) / 1000;
    metrics.httpRequest(routeLabel(pathname, response.status), response.status, seconds);
    requestLog[PROBE_PATHS.has(pathname) ? 'debug' : 'info']('request', {
      method: request.method,
      path: pathname,
      status: response.status,
      ms: Math.round(seconds * 10_000) / 10,
    });
    return response;
  }

  try {
    operatorAccess?.publish(server.port ?? options.port);
  } catch (error) {
    log.warn('operator commands are off: the operator token cannot be written', { dir: options.operatorDataDir, error });
  }

  let draining = false;
  let stopping: Promise<void> | null = null;
  return {
    url: new URL(`http://localhost:${server.port}`),
    drain() {
      draining = true;
    },
    stop() {
      stopping ??= (async () => {
        draining = true;
        stopWatchingStreams();
        stopWatchingSources();
        operatorAccess?.withdraw();
        // Stop accepting first, so that clients of the streams ended next reconnect elsewhere.
        const graceful = server.stop(false);
        services.streams.closeAll();
        const timeout = new Promise<void>((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref());
        await Promise.race([graceful, timeout]);
        await server.stop(true);
      })();
      return stopping;
    },
  };
}

function clientIp(request: Request, server: Server<undefined>, trustedHops: number): string | null {
  return clientAddress(server.requestIP(request)?.address ?? null, request.headers.get('x-forwarded-for'), trustedHops);
}

/**
 * From this machine: the socket peer is loopback, and so is every address a proxy says it
 * forwards for (a proxy on the same host makes every socket peer loopback, whether or not
 * TRUST_PROXY is set). Forwarding headers can only refuse access here, never grant it.
 */
function isLocalRequest(request: Request, server: Server<undefined>): boolean {
  if (!isLoopback(server.requestIP(request)?.address ?? null) || request.headers.has('forwarded')) return false;
  const forwardedFor = [request.headers.get('x-forwarded-for'), request.headers.get('x-real-ip')].flatMap((value) => value?.split(',') ?? []);
  return forwardedFor.every((address) => isLoopback(address.trim()));
}

/**
 * No Host header (HTTP/1.0) leaves no URL to route, and CONNECT asks for a tunnel this server
 * never opens: both get a plain 400 before anything tries to read the URL.
 */
function refuseMalformedRequest(request: Request): Response | null {
  if (request.method === 'CONNECT' || !request.headers.get('host') || !URL.canParse(request.url)) {
    return Response.json({ error: 'Bad request.' }, { status: 400 });
  }
  return null;
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
