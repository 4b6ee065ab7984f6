/**
 * DNS rebinding against Web Push. A subscription's endpoint names a host whose name server
 * answers one address when the server checks the name and another a moment later: the push must
 * go to the address checked, never to the one answered after, or any user could make the server
 * POST to an internal host and read its answer off the device list (a 404 or 410 removes the
 * device). A local DNS server (tests/fakes/fake-dns.ts) plays the attacker's name server, and an
 * internal host listens beside the push service on another loopback address.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'bun';
import webpush from 'web-push';
import { pushAddresses } from '@/server/push/endpoint-guard';
import { pinnedRequest, sendPush } from '@/server/push/send-push';
import type { PushPayload } from '@/shared/push';
import { type FakeDns, startFakeDns } from './fakes/fake-dns';
import { type FakePushService, startFakePushService } from './fakes/fake-push-service';

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:alerts@app.test' };
const payload: PushPayload = { title: 'ORCL 7.2 ↗ Bullish', body: 'Oracle lifts its cloud revenue forecast', url: '/news-analysis/1', tag: 'story-1' };
const ARRIVAL_MS = 5_000;
/** Addresses from the documentation ranges: public to the guard, and never connected to here. */
const PUBLIC_V4 = '198.51.100.7';
const PUBLIC_V6 = '2001:db8::7';

let dns: FakeDns;
let push: FakePushService;
/** An internal service on 127.0.0.2, on the push service's port: what a rebinding name would reach. */
let internal: Server<undefined>;
const reachedInside: string[] = [];

beforeAll(async () => {
  dns = await startFakeDns();
  push = startFakePushService({ hostname: 'push.rebind.test' });
  push.expectKey(vapid.publicKey);
  internal = Bun.serve({
    hostname: '127.0.0.2',
    port: push.port,
    fetch(request) {
      reachedInside.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Response('no such page', { status: 404 });
    },
  });
});
afterAll(async () => {
  await internal.stop(true);
  await push.stop();
  await dns.stop();
});

/** A self-signed certificate for this name alone (no address in it), made with openssl. */
async function certificateFor(name: string, folder: string): Promise<{ serverName: string; cert: string; key: string }> {
  const [cert, key] = [join(folder, `${name}.pem`), join(folder, `${name}.key`)];
  const made = Bun.spawnSync(
    [
      'openssl',
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${name}`,
      '-addext',
      `subjectAltName=DNS:${name}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdout: 'ignore', stderr: 'pipe' },
  );
  if (made.exitCode !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr.toString()}`);
  return { serverName: name, cert: await readFile(cert, 'utf8'), key: await readFile(key, 'utf8') };
}

const deviceOf = ({ endpoint, keys }: ReturnType<FakePushService['subscribe']>) => ({ endpoint, p256dh: keys.p256dh, auth: keys.auth });

test('a name that answers another address after the check is not asked again: the push reaches the address checked, the internal host nothing', async () => {
  dns.answer('push.rebind.test', ['127.0.0.1'], ['127.0.0.2']);
  const subscription = push.subscribe();
  const arriving = push.next(subscription.id, ARRIVAL_MS);
  expect(await sendPush(deviceOf(subscription), payload, { vapid, production: false, resolve: dns.resolve })).toEqual({ outcome: 'sent', status: 201 });
  const arrived = await arriving;
  expect(arrived.problem).toBeNull();
  expect(arrived.vapid?.audience).toBe(push.origin);
  expect(arrived.payload).toEqual(payload);
  expect(reachedInside).toEqual([]);
  expect(dns.questions.filter(({ name, type }) => name === 'push.rebind.test' && type === 'A')).toHaveLength(1);
  // The name did move: whoever asked it again would have posted to the internal host.
  expect(await dns.resolve('push.rebind.test')).toEqual(['127.0.0.2']);
});

test('in production a name with any internal address is refused before a connection is made', async () => {
  dns.answer('mixed.rebind.test', [PUBLIC_V4, '10.0.0.5']);
  dns.answer('mapped.rebind.test', [PUBLIC_V4, '::ffff:127.0.0.1']);
  dns.answer('public.rebind.test', [PUBLIC_V4, PUBLIC_V6]);
  const production = { production: true, resolve: dns.resolve };
  const refused = 'the endpoint resolves to an internal address';
  await expect(pushAddresses(new URL('https://mixed.rebind.test/push/a'), production)).rejects.toThrow(refused);
  await expect(pushAddresses(new URL('https://mapped.rebind.test/push/a'), production)).rejects.toThrow(refused);
  await expect(pushAddresses(new URL('https://unknown.rebind.test/push/a'), production)).rejects.toThrow('unknown.rebind.test is not known');
  expect(await pushAddresses(new URL('https://public.rebind.test/push/a'), production)).toEqual([PUBLIC_V4, PUBLIC_V6]);

  // The whole send: the name answers the loopback, where the push service listens, and nothing is posted.
  dns.answer('push.rebind.test', ['127.0.0.1']);
  const subscription = push.subscribe();
  const received = push.received.length;
  expect(await sendPush(deviceOf(subscription), payload, { vapid, ...production })).toEqual({ outcome: 'failed', error: refused });
  expect(push.received.length).toBe(received);
});

test('in production an IPv6 address that carries an IPv4 one inside (6to4, Teredo, NAT64) or is never a public host is refused', async () => {
  const forms = ['2002:7f00:1::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2', '64:ff9b:1::a00:5', '::7f00:1', 'fec0::1', '100::1'];
  for (const [i, address] of forms.entries()) {
    dns.answer(`embedded-${i}.rebind.test`, [address]);
    await expect(pushAddresses(new URL(`https://embedded-${i}.rebind.test/push/a`), { production: true, resolve: dns.resolve })).rejects.toThrow(
      'the endpoint resolves to an internal address',
    );
  }
});

test('a name whose lookup never answers fails the send at its deadline instead of holding it', async () => {
  const subscription = push.subscribe();
  const started = performance.now();
  const outcome = await sendPush(deviceOf(subscription), payload, { vapid, production: false, resolve: () => new Promise<string[]>(() => {}) });
  // Time under test: the send's own 5 s deadline.
  const elapsed = performance.now() - started;
  expect(outcome.outcome).toBe('failed');
  expect(elapsed).toBeGreaterThan(4_000);
  expect(elapsed).toBeLessThan(15_000);
});

test('the request names the address checked, and keeps the endpoint’s name for the Host header, SNI and the certificate check', () => {
  expect(pinnedRequest(new URL('https://push.rebind.test/wpush/v2/abc'), PUBLIC_V4)).toEqual({
    url: `https://${PUBLIC_V4}/wpush/v2/abc`,
    host: 'push.rebind.test',
    tls: { serverName: 'push.rebind.test' },
  });
  expect(pinnedRequest(new URL('https://Push.Rebind.Test.:8443/abc'), PUBLIC_V6)).toEqual({
    url: `https://[${PUBLIC_V6}]:8443/abc`,
    host: 'push.rebind.test.:8443',
    tls: { serverName: 'push.rebind.test' },
  });
  // An endpoint named by its address is verified against that address, as any https client does.
  expect(pinnedRequest(new URL(`https://[${PUBLIC_V6}]/abc`), PUBLIC_V6)).toEqual({
    url: `https://[${PUBLIC_V6}]/abc`,
    host: `[${PUBLIC_V6}]`,
    tls: undefined,
  });
  expect(pinnedRequest(new URL('http://push.rebind.test:8080/abc'), '127.0.0.1')).toEqual({
    url: 'http://127.0.0.1:8080/abc',
    host: 'push.rebind.test:8080',
    tls: undefined,
  });
});

test('an address checked that refuses the connection gives way to the next one checked', async () => {
  dns.answer('push.rebind.test', ['127.0.0.3', '127.0.0.1']);
  const subscription = push.subscribe();
  const arriving = push.next(subscription.id, ARRIVAL_MS);
  expect(await sendPush(deviceOf(subscription), payload, { vapid, production: false, resolve: dns.resolve })).toEqual({ outcome: 'sent', status: 201 });
  expect((await arriving).payload).toEqual(payload);
});

test('over https the push connects to the address checked, sends the endpoint’s name (SNI) and verifies the certificate against it', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'push-tls-'));
  // A client that does not send the name (SNI) is shown the first certificate, for another name, and refuses it.
  const certificates = [await certificateFor('decoy.rebind.test', folder), await certificateFor('push.rebind.test', folder)];
  const trusted = join(folder, 'trusted.pem');
  await writeFile(trusted, certificates.map(({ cert }) => cert).join(''));
  const tlsPush = startFakePushService({ hostname: 'push.rebind.test', tls: certificates });
  try {
    tlsPush.expectKey(vapid.publicKey);
    const subscription = tlsPush.subscribe();
    // The same server under a name none of its certificates carries.
    const otherName = { ...deviceOf(subscription), endpoint: subscription.endpoint.replace('push.rebind.test', 'other.rebind.test') };
    const arriving = tlsPush.next(subscription.id, ARRIVAL_MS * 2);
    // A process of its own, since a process reads the roots it trusts (NODE_EXTRA_CA_CERTS) when it starts.
    const script = join(folder, 'send.ts');
    await writeFile(
      script,
      `import { sendPush } from ${JSON.stringify(join(import.meta.dir, '../src/server/push/send-push.ts'))};
const { devices, payload, vapid } = JSON.parse(process.env.PUSH_CASE ?? '');
const resolve = async () => ['127.0.0.1'];
const outcomes = [];
for (const device of devices) outcomes.push(await sendPush(device, payload, { vapid, production: false, resolve }));
console.log(JSON.stringify(outcomes));
`,
    );
    const sender = Bun.spawn([process.execPath, script], {
      env: {
        ...process.env,
        NODE_EXTRA_CA_CERTS: trusted,
        PUSH_CASE: JSON.stringify({ devices: [deviceOf(subscription), otherName], payload, vapid }),
      },
      stdout: 'pipe',
      stderr: 'pipe',
    });
    const [output, errors, exitCode] = await Promise.all([new Response(sender.stdout).text(), new Response(sender.stderr).text(), sender.exited]);
    expect({ exitCode, errors }).toEqual({ exitCode: 0, errors: '' });
    const [named, misnamed] = JSON.parse(output) as { outcome: string; status?: number; error?: string }[];
    expect(named).toEqual({ outcome: 'sent', status: 201 });
    const arrived = await arriving;
    expect(arrived.vapid?.audience).toBe(tlsPush.origin);
    expect(arrived.payload).toEqual(payload);
    expect(misnamed?.outcome).toBe('failed');
    expect(misnamed?.error).toContain('ERR_TLS_CERT_ALTNAME_INVALID');
    expect(tlsPush.received).toHaveLength(1);
  } finally {
    await tlsPush.stop();
    await rm(folder, { recursive: true, force: true });
  }
});
