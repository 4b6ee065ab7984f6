/**
 * The live feed's stream as tRPC's subscription client (httpSubscriptionLink) reads it: the
 * timing that tRPC's own SSE path (init.ts) and the lean writer (feed/fast-stream.ts) both
 * announce, and the events the lean writer and the stream registry (feed/live-streams.ts) write
 * themselves, framed as tRPC's producer frames them, with its headers, and the id a reconnecting
 * client sends read where tRPC reads it. tRPC's public API exports none of these (only its
 * internals, which may change in any release), so they are written here once;
 * tests/feed-wire-contract.test.ts runs tRPC's client against both paths and compares the bytes
 * and headers, so a change on either side fails there.
 */

/** Bun closes a response after 10 s without a byte: a ping every 5 s keeps a quiet stream open. */
export const SSE_PING_INTERVAL_MS = 5_000;
/** The client gives up on a stream after this long without any event, pings included, and reconnects. */
export const SSE_RECONNECT_AFTER_INACTIVITY_MS = 12_000;

/** tRPC's `sse` setting (init.ts). */
export const sseOptions = {
  ping: { enabled: true, intervalMs: SSE_PING_INTERVAL_MS },
  client: { reconnectAfterInactivityMs: SSE_RECONNECT_AFTER_INACTIVITY_MS },
};

/** The headers of tRPC's own SSE responses. */
export const SSE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
};

/**
 * The id of the last event a reconnecting client got, where tRPC's handler looks for it: the
 * Last-Event-ID header an EventSource sends by itself, else the query's `lastEventId` or
 * `Last-Event-Id` (for an EventSource that cannot set headers). Null when none is sent.
 */
export function lastEventIdSent(headers: Headers, query: URLSearchParams): string | null {
  return headers.get('last-event-id') ?? query.get('lastEventId') ?? query.get('Last-Event-Id');
}

const encoder = new TextEncoder();

/** One event as tRPC's producer writes it: each field on its line, then a blank line and one more. */
function encodeEvent(fields: { event?: string; data: string; id?: string }): Uint8Array {
  const event = fields.event === undefined ? '' : `event: ${fields.event}\n`;
  const id = fields.id === undefined ? '' : `id: ${fields.id}\n`;
  return encoder.encode(`${event}data: ${fields.data}\n${id}\n\n`);
}

/** First on every stream: tells the client how long to wait for an event before it reconnects. */
export const CONNECTED_EVENT = encodeEvent({ event: 'connected', data: JSON.stringify(sseOptions.client) });
export const PING_EVENT = encodeEvent({ event: 'ping', data: '' });
/** The stream is over: the client does not reconnect by itself. */
export const RETURN_EVENT = encodeEvent({ event: 'return', data: '' });

/** A `tracked(id, data)` item: the client resumes after `id` when it reconnects. */
export function trackedEvent(id: string, data: unknown): Uint8Array {
  return encodeEvent({ data: JSON.stringify(data), id });
}
