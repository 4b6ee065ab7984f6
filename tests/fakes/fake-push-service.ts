/**
 * A local push service, as Mozilla's or Google's would act for the messages we send: it hands
 * out subscriptions the way a browser makes them (its own P-256 key pair and 16-byte auth
 * secret), checks each message's VAPID header (an ES256 JWT signed by the expected key, for this
 * origin, not expired) and decrypts the aes128gcm body (RFC 8291) with the subscription's
 * private key. It answers 201, or 404/410 for a subscription told to be gone. It listens on
 * 127.0.0.1; its endpoints may carry a name instead (one the test's DNS resolves), and it may
 * speak https with a certificate for that name.
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import type { Server } from 'bun';

type ReceivedPush = {
  subscriptionId: string;
  /** Null when the header did not verify; `problem` says why. */
  vapid: { audience: string; subject: string; expiresAt: number; key: string } | null;
  problem: string | null;
  /** The decrypted payload, parsed as JSON; null when it did not decrypt. */
  payload: unknown;
  headers: Record<string, string>;
  at: number;
};

type Held = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; answer: number };

const b64url = (bytes: Buffer | Uint8Array) => Buffer.from(bytes).toString('base64url');

function verifyVapid(header: string | null, origin: string, expectedKey: string | null): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error('no "vapid t=…, k=…" Authorization header');
  const [token, key] = [match[1], match[2]];
  if (expectedKey && key !== expectedKey) throw new Error('signed with another key than the configured one');
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) throw new Error('the JWT is not three parts');
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') throw new Error(`JWT alg ${header_.alg}, not ES256`);
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) }, format: 'jwk' });
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the JWT signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) throw new Error(`JWT aud ${claims.aud}, not ${origin}`);
  if (!claims.exp || claims.exp * 1000 <= Date.now()) throw new Error('the JWT has expired');
  if (!claims.sub) throw new Error('the JWT has no subject');
  return { audience: claims.aud, subject: claims.sub, expiresAt: claims.exp, key };
}

/** RFC 8291 / RFC 8188, one record: what a browser does with a message it receives. */
function decrypt(body: Buffer, held: Held): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = held.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), held.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, held.auth, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return JSON.parse(padded.subarray(0, end).toString('utf8'));
}

export type FakePushService = {
  origin: string;
  /** The port it listens on, on 127.0.0.1. */
  port: number;
  /** Every message received, in order. */
  received: ReceivedPush[];
  /** A new subscription as a browser's PushSubscription.toJSON() gives it. */
  subscribe(): { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
  /** From now on this subscription's messages are answered with this status (201, 404, 410, 500…). */
  answer(subscriptionId: string, status: number): void;
  /** The key every message must be signed with; null accepts any valid signature. */
  expectKey(publicKey: string | null): void;
  /** Resolves with the first message for this subscription that arrives from now on, or rejects after `ms`. */
  next(subscriptionId: string, ms: number): Promise<ReceivedPush>;
  stop(): Promise<void>;
};

export type FakePushServiceOptions = {
  /** The host name its endpoints carry; 127.0.0.1 by default. */
  hostname?: string;
  /** Serves https instead of plain http: the certificate (PEM) for the server name the client sends (SNI); the first also answers a client that sends none. */
  tls?: { serverName: string; cert: string; key: string }[];
};

export function startFakePushService({ hostname = '127.0.0.1', tls }: FakePushServiceOptions = {}): FakePushService {
  const held = new Map<string, Held>();
  const received: ReceivedPush[] = [];
  const waiters = new Set<{ id: string; resolve: (push: ReceivedPush) => void }>();
  let expectedKey: string | null = null;

  const server: Server<undefined> = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    tls,
    async fetch(request) {
      const url = new URL(request.url);
      const id = /^\/push\/([\w-]+)$/.exec(url.pathname)?.[1];
      const subscription = id ? held.get(id) : undefined;
      if (request.method !== 'POST' || !id || !subscription) return new Response('unknown subscription', { status: 404 });
      const body = Buffer.from(await request.arrayBuffer());
      const push: ReceivedPush = {
        subscriptionId: id,
        vapid: null,
        problem: null,
        payload: null,
        headers: Object.fromEntries(request.headers),
        at: Date.now(),
      };
      try {
        push.vapid = verifyVapid(request.headers.get('authorization'), url.origin, expectedKey);
        if (request.headers.get('content-encoding') !== 'aes128gcm') throw new Error('not aes128gcm');
        push.payload = decrypt(body, subscription);
      } catch (error) {
        push.problem = error instanceof Error ? error.message : String(error);
      }
      received.push(push);
      for (const waiter of [...waiters]) {
        if (waiter.id !== id) continue;
        waiters.delete(waiter);
        waiter.resolve(push);
      }
      if (push.problem) return new Response(push.problem, { status: push.vapid ? 400 : 403 });
      return new Response(null, { status: subscription.answer });
    },
  });
  const origin = `${tls ? 'https' : 'http'}://${hostname}:${server.port}`;

  return {
    origin,
    port: server.port ?? 0,
    received,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      held.set(id, { ecdh, auth, answer: 201 });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    answer(subscriptionId, status) {
      const subscription = held.get(subscriptionId);
      if (subscription) subscription.answer = status;
    },
    expectKey(publicKey) {
      expectedKey = publicKey;
    },
    next(subscriptionId, ms) {
      return new Promise((resolve, reject) => {
        const waiter = { id: subscriptionId, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`no push for ${subscriptionId} within ${ms} ms`));
        }, ms);
      });
    },
    async stop() {
      await server.stop(true);
    },
  };
}
