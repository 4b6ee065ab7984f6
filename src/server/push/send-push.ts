/**
 * Sends one push message: web-push signs it (VAPID) and encrypts the payload to the browser's
 * keys (aes128gcm); the request itself goes through fetch, with a timeout and no redirects
 * followed, so the address checked is the address reached.
 */
import webpush from 'web-push';
import type { PushPayload } from '../../shared/push';
import type { PushSubscriptionRow } from '../db/schema';
import { resolvesToPublicAddresses } from './endpoint-guard';
import type { VapidKeys } from './vapid-keys';

/** sent: accepted; expired: the push service says the subscription is gone (404/410); failed: anything else. */
export type PushOutcome = { outcome: 'sent' | 'expired' | 'failed'; status?: number; error?: string };

const SEND_TIMEOUT_MS = 5_000;
/** How long a push service keeps a message for a browser that is offline: news older than this is stale. */
const TIME_TO_LIVE_S = 15 * 60;

export async function sendPush(
  device: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
  payload: PushPayload,
  { vapid, production }: { vapid: VapidKeys; production: boolean },
): Promise<PushOutcome> {
  try {
    if (production && !(await resolvesToPublicAddresses(new URL(device.endpoint))))
      return { outcome: 'failed', error: 'endpoint resolves to an internal address' };
    const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(payload), {
      vapidDetails: vapid,
      TTL: TIME_TO_LIVE_S,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
    });
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return { outcome: 'expired', status: response.status };
    if (response.status >= 200 && response.status < 300) return { outcome: 'sent', status: response.status };
    return { outcome: 'failed', status: response.status };
  } catch (error) {
    return { outcome: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}
