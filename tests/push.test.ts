/**
 * Web Push against a local push service (tests/fakes/fake-push-service.ts), which verifies the
 * VAPID signature and decrypts each message as a browser would: a subscribed device gets a
 * signed, decryptable notification naming a matching story within 5 s of its publication; a
 * story that does not match, an unsubscribed device, a user without access get nothing; a
 * subscription the push service calls gone is removed; one instance of two pushes each story;
 * a stranger's device id and bad endpoints are refused with nothing changed.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { validateAccessToken } from '@/server/accounts/sessions';
import { type NewNewsAnalysis, profiles, pushSubscriptions } from '@/server/db/schema';
import { announceAccessChange, type LiveBus, startLiveBus } from '@/server/lib/live-bus';
import { publishStory } from '@/server/news/publish';
import { startPushRunner } from '@/server/push/push-runner';
import { pushSettings } from '@/server/push/vapid-keys';
import { createServices, type Services } from '@/server/services';
import { MAX_PUSH_DEVICES, type PushPayload, pushTexts } from '@/shared/push';
import { emptyAnalysis } from '@/shared/stored-analysis';
import { type FakePushService, startFakePushService } from './fakes/fake-push-service';
import { createConfirmedUser } from './helpers/accounts';
import { callerFor, testEnv } from './helpers/caller';
import { sampleStory } from './helpers/stories';
import { forEachDatabase } from './helpers/test-database';
import { waitFor } from './helpers/wait';

const DELIVERY_PROMISE_MS = 5_000;

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: TRPCError) => ({ code: error.code, message: error.message }),
  );

forEachDatabase((database) => {
  const db = () => database().db;
  let services: Services;
  let bus: LiveBus;
  let runner: Awaited<ReturnType<typeof startPushRunner>>;
  let fake: FakePushService;
  let publicKey: string;

  beforeAll(async () => {
    services = createServices(testEnv(), db());
    bus = await startLiveBus(database());
    runner = await startPushRunner({ db: db(), services, bus });
    fake = startFakePushService();
    publicKey = (await pushSettings({ db: db(), env: services.env })).publicKey ?? '';
    fake.expectKey(publicKey);
  });
  afterAll(async () => {
    await runner?.stop();
    await bus.close();
    await fake.stop();
  });

  async function trialUser() {
    const { session } = await createConfirmedUser(services, db());
    await db().update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    const caller = await validateAccessToken(db(), session.access_token);
    return { userId: session.user.id, token: session.access_token, api: callerFor(services, db(), caller) };
  }
  type User = Awaited<ReturnType<typeof trialUser>>;

  /** A trial user following ORCL and alerted on their watchlist, with one subscribed device. */
  async function alertedUser() {
    const user = await trialUser();
    await user.api.watchlist.add({ symbol: 'ORCL' });
    await user.api.alerts.createRule({ name: 'My tickers', keywords: [], category: null, direction: null, minImpact: null, instruments: [], watchlist: true });
    return { ...user, device: await subscribe(user) };
  }

  async function subscribe(user: User, label = 'Firefox on Linux') {
    const { id, endpoint, keys } = fake.subscribe();
    const stored = await user.api.push.subscribe({ endpoint, keys, label });
    return { id, deviceId: stored.id, endpoint };
  }

  async function publish(overrides: Partial<NewNewsAnalysis>) {
    const published = await publishStory(db(), sampleStory(overrides));
    if (!published) throw new Error('story not stored');
    return published.id;
  }
  const orcl = (headline: string) =>
    publish({
      headline,
      symbols: ['ORCL'],
      impactScore: 0.72,
      analysis: {
        ...emptyAnalysis,
        patterns: 'p',
        explanation: 'e',
        instruments: [
          { symbol: 'ORCL', market: 'Stock Market', direction: 'bullish', score: 0.72 },
          { symbol: 'SAP', market: 'Stock Market', direction: 'bearish', score: -0.25 },
        ],
      },
    });
  const pushesTo = (subscriptionId: string) => fake.received.filter((push) => push.subscriptionId === subscriptionId);
  const storiesPushedTo = (subscriptionId: string) => pushesTo(subscriptionId).map((push) => (push.payload as PushPayload | null)?.url);

  /**
   * Returns once every push of the stories published so far has been made: an instance runs one
   * delivery at a time, in story order, so when a story published now reaches this device, the
   * deliveries of the earlier ones have ended. Gives the later story's page.
   */
  async function afterEarlierDeliveries(subscriptionId: string): Promise<string> {
    const later = `/news-analysis/${await orcl('Oracle files its quarterly report')}`;
    await waitFor(() => storiesPushedTo(subscriptionId).includes(later), { timeout: DELIVERY_PROMISE_MS, message: `${later} pushed to the device` });
    return later;
  }

  test('a subscribed device gets a signed, encrypted notification naming the matching story within 5 s', async () => {
    const user = await alertedUser();
    expect((await user.api.push.devices()).map((device) => device.label)).toEqual(['Firefox on Linux']);
    const arriving = fake.next(user.device.id, DELIVERY_PROMISE_MS);
    const publishedAt = Date.now();
    const id = await orcl('Oracle lifts its cloud revenue forecast for the year');
    const push = await arriving;
    expect(push.at - publishedAt).toBeLessThan(DELIVERY_PROMISE_MS);
    expect(push.problem).toBeNull();
    expect(push.vapid).toMatchObject({ audience: fake.origin, key: publicKey, subject: 'mailto:no-reply@app.test' });
    expect(push.headers.ttl).toBeDefined();
    expect(push.payload).toEqual({
      title: 'ORCL 7.2 ↗ Bullish · SAP ↘ Bearish',
      body: 'Oracle lifts its cloud revenue forecast for the year\nYour rule “My tickers” · Moves ORCL',
      url: `/news-analysis/${id}`,
      tag: `story-${id}`,
    } satisfies PushPayload);
  });

  test('a story that matches no rule is not pushed', async () => {
    const user = await alertedUser();
    await publish({ headline: 'A utility in Ohio renames its holding company', symbols: ['AEP'], impactScore: 0.9 });
    const arriving = fake.next(user.device.id, DELIVERY_PROMISE_MS);
    const id = await orcl('Oracle signs a multi-year cloud deal with a carmaker');
    expect(((await arriving).payload as PushPayload).url).toBe(`/news-analysis/${id}`);
    const later = await afterEarlierDeliveries(user.device.id);
    expect(storiesPushedTo(user.device.id)).toEqual([`/news-analysis/${id}`, later]);
  });

  test('a device unsubscribed gets nothing while the user’s other device still does, and the list shows only that one', async () => {
    const user = await alertedUser();
    const phone = await subscribe(user, 'Chrome on Android');
    expect(await user.api.push.unsubscribe({ endpoint: user.device.endpoint })).toEqual({ removed: true });
    expect((await user.api.push.devices()).map((device) => device.label)).toEqual(['Chrome on Android']);
    const arriving = fake.next(phone.id, DELIVERY_PROMISE_MS);
    await orcl('Oracle opens two new data centres in Europe');
    await arriving;
    await afterEarlierDeliveries(phone.id);
    expect(pushesTo(user.device.id)).toHaveLength(0);
    // Removing from the device list works the same way.
    await user.api.push.removeDevice({ deviceId: phone.deviceId });
    expect(await user.api.push.devices()).toEqual([]);
  });

  test('a subscription the push service calls gone (410) is removed, and one answering 404 too', async () => {
    const gone = await alertedUser();
    const missing = await alertedUser();
    fake.answer(gone.device.id, 410);
    fake.answer(missing.device.id, 404);
    const arriving = Promise.all([fake.next(gone.device.id, DELIVERY_PROMISE_MS), fake.next(missing.device.id, DELIVERY_PROMISE_MS)]);
    await orcl('Oracle raises its dividend by a tenth');
    await arriving;
    await waitFor(async () => (await gone.api.push.devices()).length === 0 && (await missing.api.push.devices()).length === 0, {
      timeout: DELIVERY_PROMISE_MS,
      interval: 50,
    }).catch(() => {});
    expect(await gone.api.push.devices()).toEqual([]);
    expect(await missing.api.push.devices()).toEqual([]);
  });

  test('a user whose access ended gets no push; a user with access does', async () => {
    const lapsed = await alertedUser();
    const active = await alertedUser();
    await db().update(profiles).set({ trialUntil: sql`now() - interval '1 minute'` }).where(eq(profiles.id, lapsed.userId));
    await announceAccessChange(db(), lapsed.userId);
    const arriving = fake.next(active.device.id, DELIVERY_PROMISE_MS);
    await orcl('Oracle names a new head of its health unit');
    await arriving;
    await afterEarlierDeliveries(active.device.id);
    expect(pushesTo(lapsed.device.id)).toHaveLength(0);
  });

  test('with two instances on one database, each story is pushed once', async () => {
    const second = createServices(testEnv(), db());
    const secondBus = await startLiveBus(database());
    const secondRunner = await startPushRunner({ db: db(), services: second, bus: secondBus });
    try {
      const user = await alertedUser();
      const arriving = fake.next(user.device.id, DELIVERY_PROMISE_MS);
      const id = await orcl('Oracle completes the purchase of a chip designer');
      await arriving;
      // Stopping waits for the second instance's delivery under way; the first is waited for by a later story.
      await secondRunner?.stop();
      const later = await afterEarlierDeliveries(user.device.id);
      expect(storiesPushedTo(user.device.id)).toEqual([`/news-analysis/${id}`, later]);
    } finally {
      await secondRunner?.stop();
      await secondBus.close();
    }
  });

  test('another user’s device id is refused as unknown and the device stays', async () => {
    const owner = await alertedUser();
    const stranger = await trialUser();
    expect(await refusal(stranger.api.push.removeDevice({ deviceId: owner.device.deviceId }))).toEqual({ code: 'NOT_FOUND', message: pushTexts.noDevice });
    expect(await stranger.api.push.unsubscribe({ endpoint: owner.device.endpoint })).toEqual({ removed: false });
    expect((await owner.api.push.devices()).map((device) => device.id)).toEqual([owner.device.deviceId]);
  });

  test('bad endpoints and keys are refused with a clear message and nothing is stored', async () => {
    const user = await trialUser();
    const { keys } = fake.subscribe();
    const tryEndpoint = (endpoint: string) => refusal(user.api.push.subscribe({ endpoint, keys, label: 'Safari on macOS' }));
    const insecure = { code: 'BAD_REQUEST' as const, message: pushTexts.insecureEndpoint };
    expect(await tryEndpoint('http://push.example.com/send/abc')).toEqual(insecure);
    expect(await tryEndpoint('ftp://127.0.0.1/push')).toEqual(insecure);
    expect(await tryEndpoint('https://user:secret@push.example.com/send/abc')).toEqual(insecure);
    expect((await tryEndpoint('not a url'))?.message).toContain('The push endpoint is not a URL.');
    const shortAuth = await refusal(user.api.push.subscribe({ endpoint: 'https://push.example.com/a', keys: { ...keys, auth: 'c2hvcnQ' }, label: 'x' }));
    expect(shortAuth?.message).toContain("The subscription's auth key must be 16 bytes.");
    const longLabel = await refusal(user.api.push.subscribe({ endpoint: 'https://push.example.com/a', keys, label: 'x'.repeat(81) }));
    expect(longLabel?.message).toContain('A device name has at most 80 characters.');

    // In production the server never posts to this machine or a private network.
    const production = createServices(
      testEnv({ NODE_ENV: 'production', VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: 'A'.repeat(43), SMTP_URL: 'smtp://mail.test' }),
      db(),
    );
    const inProduction = callerFor(production, db(), await validateAccessToken(db(), user.token));
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://10.1.2.3/push',
      'https://[::1]/push',
      'https://169.254.169.254/latest',
      'https://metadata.internal/x',
      `${fake.origin}/push/x`,
    ]) {
      expect(await refusal(inProduction.push.subscribe({ endpoint, keys, label: 'Edge on Windows' }))).toEqual(insecure);
    }
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.userId))).toEqual([]);
  });

  test(`a user may have at most ${MAX_PUSH_DEVICES} devices; the same browser again replaces its row`, async () => {
    const user = await trialUser();
    const devices = [];
    for (let i = 0; i < MAX_PUSH_DEVICES; i++) devices.push(await subscribe(user, `Device ${i + 1}`));
    const { endpoint, keys } = fake.subscribe();
    expect(await refusal(user.api.push.subscribe({ endpoint, keys, label: 'One too many' }))).toEqual({ code: 'CONFLICT', message: pushTexts.tooManyDevices });
    const first = devices[0];
    if (!first) throw new Error('no device');
    await user.api.push.subscribe({ endpoint: first.endpoint, keys, label: 'Device 1 renewed' });
    const listed = await user.api.push.devices();
    expect(listed).toHaveLength(MAX_PUSH_DEVICES);
    expect(listed.map((device) => device.label)).toContain('Device 1 renewed');
  });

  test('in production without VAPID keys push is off: no key is offered, no device can subscribe, no runner starts', async () => {
    const env = testEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.test' });
    expect(await pushSettings({ db: db(), env })).toEqual({ publicKey: null });
    const production = createServices(env, db());
    expect(await startPushRunner({ db: db(), services: production, bus })).toBeNull();
    const user = await trialUser();
    const inProduction = callerFor(production, db(), await validateAccessToken(db(), user.token));
    const { keys } = fake.subscribe();
    expect(await refusal(inProduction.push.subscribe({ endpoint: 'https://push.example.com/send/abc', keys, label: 'Chrome on Windows' }))).toEqual({
      code: 'BAD_REQUEST',
      message: pushTexts.off,
    });
    // One key without the other is a configuration error that names both.
    expect(() => testEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both to use Web Push, or neither');
  });

  test('outside production the key pair made on first use is kept in the database: every later read signs with it', async () => {
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await pushSettings({ db: db(), env: testEnv() })).publicKey).toBe(publicKey);
  });
});
