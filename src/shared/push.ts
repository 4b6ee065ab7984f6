/**
 * Web Push: the input of the subscribe procedure (the page validates the browser's
 * subscription with it before sending), the payload the service worker shows, and the limits.
 * The endpoint's host is checked on the server (push/endpoint-guard.ts): only it knows whether
 * this is production.
 */
import { z } from 'zod';

/** Devices (browsers) one user may have subscribed at once. */
export const MAX_PUSH_DEVICES = 10;
/** Push services' endpoints run to a few hundred characters; far beyond that is no endpoint. */
const MAX_ENDPOINT_LENGTH = 1024;
const MAX_LABEL_LENGTH = 80;

const base64url = (name: string, bytes: number) =>
  z
    .string({ error: `The subscription's ${name} key is missing.` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `The subscription's ${name} key is not base64url.` })
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes, { error: `The subscription's ${name} key must be ${bytes} bytes.` });

export const pushSubscribeInput = z.strictObject({
  endpoint: z
    .string({ error: 'The subscription has no endpoint.' })
    .max(MAX_ENDPOINT_LENGTH, { error: 'The push endpoint is too long.' })
    .refine((value) => URL.canParse(value), { error: 'The push endpoint is not a URL.' }),
  keys: z.strictObject({ p256dh: base64url('p256dh', 65), auth: base64url('auth', 16) }),
  /** What the device list shows, e.g. "Firefox on Windows". */
  label: z
    .string()
    .trim()
    .min(1, { error: 'Name the device.' })
    .max(MAX_LABEL_LENGTH, { error: `A device name has at most ${MAX_LABEL_LENGTH} characters.` }),
});
export type PushSubscribeInput = z.infer<typeof pushSubscribeInput>;

export const pushEndpointInput = z.strictObject({ endpoint: z.string().max(MAX_ENDPOINT_LENGTH) });
export const pushDeviceInput = z.strictObject({ deviceId: z.uuid({ error: 'No such device.' }) });

/** What a push message carries; the service worker shows it and opens `url` on a click. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

/** More matching stories than this in one delivery become one summary notification. */
export const MAX_PUSHES_PER_DELIVERY = 3;

export const pushTexts = {
  tooManyDevices: `You can receive notifications on at most ${MAX_PUSH_DEVICES} devices. Remove one under Alerts first.`,
  insecureEndpoint: 'This push endpoint is not accepted: it must be an https address of a push service.',
  off: 'Notifications with the tab closed are not available on this site: the operator has not configured Web Push.',
  noDevice: 'No such device.',
} as const;
