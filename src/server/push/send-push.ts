/**
 * Sends one push message: web-push signs it (VAPID) and encrypts the payload to the browser's
 * keys (aes128gcm); the request itself goes through fetch, with a timeout and no redirects
 * followed. The endpoint's name is resolved once and its addresses checked (endpoint-guard.ts);
 * the request then names the address checked in its URL, so nothing resolves the name again,
 * while its Host header, the TLS server name (SNI) and the certificate check keep the name.
 */
import { isIP } from 'node:net';
import webpush from 'web-push';
import type { PushPayload } from '../../shared/push';
import type { PushSubscriptionRow } from '../db/schema';
import { bare, pushAddresses, type ResolveHost } from './endpoint-guard';
import type { VapidKeys } from './vapid-keys';

/** sent: accepted; expired: the push service says the subscription is gone (404/410); failed: anything else. */
export type PushOutcome = { outcome: 'sent' | 'expired' | 'failed'; status?: number; error?: string };

const SEND_TIMEOUT_MS = 5_000;
/** How long a push service keeps a message for a browser that is offline: news older than this is stale. */
const TIME_TO_LIVE_S = 15 * 60;
/** Errors that say no connection was made to an address, so the request never left: the next address checked is tried. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENETUNREACH', 'EHOSTUNREACH', 'EADDRNOTAVAIL']);

type PinnedRequest = { url: string; host: string; tls: { serverName: string } | undefined };

/** The request to one address of the endpoint: the URL names the address; Host and, over https, TLS keep the endpoint's name. */
export function pinnedRequest(endpoint: URL, address: string): PinnedRequest {
  const url = new URL(endpoint);
  url.hostname = isIP(address) === 6 ? `[${address}]` : address;
  // SNI carries a name, never an address, and no root dot; an endpoint named by its address is verified against it as before.
  const name = bare(endpoint.hostname).replace(/\.$/, '');
  const tls = endpoint.protocol === 'https:' && !isIP(name) ? { serverName: name } : undefined;
  return { url: url.href, host: endpoint.host, tls };
}

const notConnected = (error: unknown) => NOT_CONNECTED.has(String((error as { code?: unknown } | null)?.code));

/** Posts to the addresses in turn, moving on only from one that could not be connected to. */
async function firstConnected(addresses: readonly string[], post: (address: string) => Promise<Response>): Promise<Response> {
  let lastError: unknown;
  for (const address of addresses) {
    try {
      return await post(address);
    } catch (error) {
      if (!notConnected(error)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/** `work`'s result, or the signal's reason once it aborts first. */
function beforeAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export async function sendPush(
  device: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
  payload: PushPayload,
  { vapid, production, resolve }: { vapid: VapidKeys; production: boolean; resolve?: ResolveHost },
): Promise<PushOutcome> {
  try {
    const endpoint = new URL(device.endpoint);
    // The deadline covers the name's lookup too: a slow resolver must not hold a send past it.
    const signal = AbortSignal.timeout(SEND_TIMEOUT_MS);
    const addresses = await beforeAbort(pushAddresses(endpoint, { production, resolve }), signal);
    const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(payload), {
      vapidDetails: vapid,
      TTL: TIME_TO_LIVE_S,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
    });
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const body = new Uint8Array(request.body);
    const post = (address: string) => {
      const pinned = pinnedRequest(endpoint, address);
      return fetch(pinned.url, { method: 'POST', headers: { ...headers, host: pinned.host }, body, redirect: 'manual', signal, tls: pinned.tls });
    };
    const response = await firstConnected(addresses, post);
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return { outcome: 'expired', status: response.status };
    if (response.status >= 200 && response.status < 300) return { outcome: 'sent', status: response.status };
    return { outcome: 'failed', status: response.status };
  } catch (error) {
    return { outcome: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}
