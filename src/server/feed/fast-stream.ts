/**
 * The lean writer of the live feed: `GET /trpc/feed.onInsert` from an entitled caller is
 * answered with a plain server-sent-event stream in the format tRPC's subscription client
 * reads (http/sse-wire.ts). Each row is encoded once for all streams (live-streams.ts), not
 * once per stream as tRPC's own producer does, so one instance can hold tens of thousands of
 * subscribers. tRPC's public API offers no writer of that kind (its handler runs the producer
 * for every stream: 3.6 to 6 times the CPU per publish, bench/README.md "Why the lean
 * paths stay"), so this one takes nothing from tRPC: sse-wire.ts writes the wire, and
 * tests/feed-wire-contract.test.ts holds it to what tRPC's own path sends. Anything else (no
 * token, no access, a malformed lastEventId) goes on to tRPC, which gives the usual errors; the
 * id is read with the procedure's own schema, so both agree on what is malformed.
 */
import type { BillingServices } from '../billing/billing-services';
import { entitledCaller } from '../billing/entitlement';
import type { Database } from '../db/client';
import { bearerToken } from '../http/bearer-token';
import { CONNECTED_EVENT, lastEventIdSent, PING_EVENT, RETURN_EVENT, SSE_HEADERS } from '../http/sse-wire';
import { type LiveStreams, TOO_MANY_STREAMS_MESSAGE } from './live-streams';
import { feedStreamInput } from './stream-input';

export const FEED_STREAM_PATH = '/trpc/feed.onInsert';

/**
 * The stream's input as tRPC reads it: the `input` query parameter, with the id a reconnecting
 * EventSource sends (the Last-Event-ID header, or the query's lastEventId) put over it.
 */
function rawInputOf(request: Request, url: URL): unknown {
  const encoded = url.searchParams.get('input');
  let input: unknown = encoded === null ? undefined : JSON.parse(encoded);
  const lastEventId = lastEventIdSent(request.headers, url.searchParams);
  if (lastEventId) {
    if (typeof input === 'object' && input !== null && !Array.isArray(input)) input = { ...input, lastEventId };
    else input ??= { lastEventId };
  }
  return input;
}

/**
 * The revision to resume after (null: from now on), or undefined when the input is malformed:
 * tRPC then refuses it, after the token, as it refuses every bad input to a subscription.
 */
function lastEventIdOf(request: Request, url: URL): number | null | undefined {
  let raw: unknown;
  try {
    raw = rawInputOf(request, url);
  } catch {
    return undefined;
  }
  const parsed = feedStreamInput.safeParse(raw);
  return parsed.success ? (parsed.data?.lastEventId ?? null) : undefined;
}

/** Bun's own ReadableStream constructor, which the DOM library's type (the one the project compiles against) does not list. */
const DirectReadableStream = ReadableStream as unknown as new (source: Bun.DirectUnderlyingSource<Uint8Array>) => ReadableStream<Uint8Array>;

/** `url`: the request's, parsed once by the front door. */
export async function answerFeedStream(
  request: Request,
  url: URL,
  db: Database,
  services: BillingServices & { streams: LiveStreams },
): Promise<Response | null> {
  if (request.method !== 'GET') return null;
  const lastEventId = lastEventIdOf(request, url);
  if (lastEventId === undefined) return null;
  const entitled = await entitledCaller(db, services, bearerToken(request));
  if (!entitled) return null;

  // A direct stream writes each event straight to the socket: with thousands of streams per
  // instance, a queued ReadableStream's per-chunk bookkeeping is most of the cost of a publish.
  // What is sent before Bun starts the body (the backlog, say) waits in `pending`.
  let controller: ReadableStreamDirectController | null = null;
  let pending: Uint8Array[] | null = [CONNECTED_EVENT];
  let close: (() => void) | null = null;
  let ended = false;
  let release = () => {};
  const source: Bun.DirectUnderlyingSource<Uint8Array> = {
    type: 'direct',
    pull(opened) {
      for (const bytes of pending ?? []) opened.write(bytes);
      pending = null;
      // Ended before the body started (a stream refused at once): what it said is out, now close.
      if (ended) return opened.close();
      controller = opened;
      opened.flush();
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    cancel() {
      close?.();
    },
  };
  const body = new DirectReadableStream(source);
  const finish = () => {
    ended = true;
    try {
      controller?.close();
    } catch {
      // already closed by the client
    }
    controller = null;
    release();
  };
  const write = (bytes: Uint8Array) => {
    if (ended) return;
    if (pending) {
      pending.push(bytes);
      return;
    }
    // 0 once the client has gone: its place among the account's streams is free again.
    if (controller?.write(bytes) === 0) {
      finish();
      close?.();
      return;
    }
    controller?.flush();
  };
  close = services.streams.open({
    session: entitled.caller.session,
    entitledUntil: entitled.access.entitledUntil,
    lastEventId,
    sink: {
      send: (event) => write(event.sse),
      ping: () => write(PING_EVENT),
      end: (reason) => {
        // 'return' tells the client not to reconnect with the same token: it re-checks its
        // session and access first. After a shutdown or an unreadable backlog it reconnects
        // (to another instance, or once the database answers).
        if (reason !== 'shutdown' && reason !== 'unavailable') write(RETURN_EVENT);
        finish();
      },
    },
  });
  // A plain 429, not an error event inside a 200 as tRPC reports a refused subscription: one
  // account opening streams by the hundred shows in the request log and metrics as what it is.
  if (!close) return Response.json({ error: TOO_MANY_STREAMS_MESSAGE }, { status: 429 });
  return new Response(body, { headers: SSE_HEADERS });
}
