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

/**
 * How long the browser gets to hand out a subscription once permission is given. It asks its
 * push service (Google's for Chrome, Mozilla's for Firefox) first, and Chrome waits without end
 * when that service cannot be reached (a network or profile that blocks it).
 */
export const PUSH_SUBSCRIBE_DEADLINE_MS = 15_000;

export const pushDeviceTexts = {
  blocked: 'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.',
  noAnswer: `Your browser’s push service did not answer within ${PUSH_SUBSCRIBE_DEADLINE_MS / 1000} seconds, so notifications with the tab closed are still off on this device. Check your connection and try again, or use e-mail alerts.`,
} as const;

/** This browser's subscription made with `publicKey`: the one it holds, or a new one. */
async function subscriptionWith(publicKey: string): Promise<PushSubscription> {
  const registration = await pushRegistration();
  const held = await registration.pushManager.getSubscription();
  if (held && sameKey(held, publicKey)) return held;
  // Made with another key (the site's keys changed): pushes signed with the new key would be refused.
  await held?.unsubscribe();
  try {
    return await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) });
  } catch (error) {
    throw new PushDeviceError(
      `This browser could not subscribe to notifications (${error instanceof Error ? error.message : String(error)}). Use e-mail alerts on this device.`,
    );
  }
}

/**
 * `work`, or a PushDeviceError once the deadline passes. A subscription the browser still hands
 * out later is only held by the browser: the next try finds it and sends it to the server.
 */
function beforeDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushDeviceError(pushDeviceTexts.noAnswer)), PUSH_SUBSCRIBE_DEADLINE_MS);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Asks for the permission if needed and subscribes this browser; what the server needs to store it. */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscribeInput> {
  // No deadline on the permission: that is the user's answer, which takes what it takes.
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') throw new PushDeviceError(pushDeviceTexts.blocked, true);
  const subscription = await beforeDeadline(subscriptionWith(publicKey));
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
