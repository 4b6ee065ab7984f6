/**
 * The lean writer of the live feed: `GET /trpc/feed.onInsert` from an entitled caller is
 * answered with a plain server-sent-event stream in the format tRPC's subscription client
 * reads (connected, data with id, ping, return). Each row is encoded once for all streams
 * (live-streams.ts), so one instance can hold tens of thousands of subscribers. Anything
 * else (no token, no access, bad input) goes on to tRPC, which gives the usual errors.
 */
import { entitledCaller } from '../billing/entitlement';
import type { Database } from '../db/client';
import type { Services } from '../services';
import { bearerToken } from '../trpc/init';

export const FEED_STREAM_PATH = '/trpc/feed.onInsert';

const encoder = new TextEncoder();
/** Matches tRPC's client option: it reconnects after this long without any event. */
const CONNECTED = encoder.encode('event: connected\ndata: {"reconnectAfterInactivityMs":12000}\n\n\n');
const PING = encoder.encode('event: ping\ndata: \n\n\n');
const RETURN = encoder.encode('event: return\ndata: \n\n\n');

/** The last id a client has: from the input, the query, or the Last-Event-ID header; undefined if malformed. */
function lastEventIdOf(request: Request, url: URL): number | null | undefined {
  let raw: unknown = url.searchParams.get('lastEventId') ?? request.headers.get('last-event-id');
  const input = url.searchParams.get('input');
  if (input) {
    try {
      const parsed = JSON.parse(input) as { lastEventId?: unknown } | null;
      raw = parsed?.lastEventId ?? raw;
    } catch {
      return undefined;
    }
  }
  if (raw === null || raw === undefined || raw === '') return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= 0 ? id : undefined;
}

export async function answerFeedStream(request: Request, db: Database, services: Services): Promise<Response | null> {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  const lastEventId = lastEventIdOf(request, url);
  if (lastEventId === undefined) return null;
  const caller = await entitledCaller(db, services, bearerToken(request));
  if (!caller) return null;

  let close: (() => void) | null = null;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const write = (bytes: Uint8Array) => {
        if (!open) return;
        try {
          controller.enqueue(bytes);
        } catch {
          open = false;
        }
      };
      write(CONNECTED);
      close = await services.streams.open({
        session: caller.session,
        lastEventId,
        sink: {
          send: (_item, sse) => write(sse),
          ping: () => write(PING),
          end: (reason) => {
            // 'return' tells the client not to reconnect with the same token: it re-checks its
            // session and access first. On shutdown it should reconnect, to another instance.
            if (reason !== 'shutdown') write(RETURN);
            open = false;
            try {
              controller.close();
            } catch {
              // already closed by the client
            }
          },
        },
      });
    },
    cancel() {
      close?.();
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  });
}
