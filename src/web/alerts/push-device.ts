/**
 * This browser's Web Push subscription: the service worker at /sw.js (it shows pushed
 * notifications and caches nothing), the browser's permission, and subscribing with the site's
 * public key. The server keeps the subscription per user; this file only talks to the browser.
 */
import type { PushSubscribeInput } from '@/shared/push';

/** Whether this browser can receive pushes for this site at all (service workers need a secure origin). */
export const pushSupported = () =>
  typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** A failure the page explains in words; `blocked`: the user or the browser refused the permission. */
export class PushDeviceError extends Error {
  constructor(
    message: string,
    readonly blocked = false,
  ) {
    super(message);
    this.name = 'PushDeviceError';
  }
}

/** Registers the worker (a no-op when it already is) and waits until it is active. */
async function pushRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

export async function browserSubscription(): Promise<PushSubscription | null> {
  return (await pushRegistration()).pushManager.getSubscription();
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

const sameKey = (subscription: PushSubscription, publicKey: string) => {
  const key = subscription.options.applicationServerKey;
  if (!key) return false;
  const held = new Uint8Array(key);
  const wanted = bytesOf(publicKey);
  return held.length === wanted.length && held.every((byte, index) => byte === wanted[index]);
};

/** "Firefox on Windows": enough for a user to tell their devices apart in the list. */
function deviceLabel(userAgent = navigator.userAgent): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : 'Browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /CrOS/.test(userAgent)
            ? 'ChromeOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : 'another system';
  return `${browser} on ${system}`;
}

/** Asks for the permission if needed and subscribes this browser; what the server needs to store it. */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscribeInput> {
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') {
    throw new PushDeviceError('Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.', true);
  }
  const registration = await pushRegistration();
  let subscription = await registration.pushManager.getSubscription();
  // Made with another key (the site's keys changed): pushes signed with the new key would be refused.
  if (subscription && !sameKey(subscription, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) });
  } catch (error) {
    throw new PushDeviceError(
      `This browser could not subscribe to notifications (${error instanceof Error ? error.message : String(error)}). Use e-mail alerts on this device.`,
    );
  }
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' }, label: deviceLabel() };
}

/** Ends this browser's subscription; its endpoint, for the server to forget it too (null: there was none). */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  const subscription = await browserSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
