/**
 * Two instances on one Postgres: what one instance revokes or takes away ends the other
 * instance's live streams within 2 s, and its caches forget at once; both run the alert mails,
 * and a story still alerts once.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { applySubscriptionState } from '@/server/billing/subscription-state';
import type { DatabaseHandle } from '@/server/db/client';
import { subscriptions } from '@/server/db/schema';
import { listOutbox } from '@/server/mail/dev-outbox';
import { publishStory } from '@/server/news/publish';
import { createServices, type Services } from '@/server/services';
import { createConfirmedUser } from './helpers/accounts';
import { testEnv } from './helpers/caller';
import { type Instance, startInstance } from './helpers/instances';
import { openFeedStream } from './helpers/sse';
import { sampleStory } from './helpers/stories';
import { createTestDatabase } from './helpers/test-database';
import { holdsFor, waitFor } from './helpers/wait';

const STREAM_END_LIMIT_MS = 2000;

if (!process.env.TEST_DATABASE_URL) {
  console.log('multi-instance tests skipped: set TEST_DATABASE_URL to run two instances on a real Postgres');
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one Postgres', () => {
  let database: DatabaseHandle;
  let services: Services;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    if (database.target.kind !== 'postgres') throw new Error('expected Postgres');
    services = createServices(testEnv(), database.db);
    [a, b] = await Promise.all([startInstance(database.target.url), startInstance(database.target.url)]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
  });

  const call = (instance: Instance, path: string, token: string, body?: unknown) =>
    fetch(`${instance.origin}/trpc/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** A confirmed user in a demo trial, whose feed instance B has just served (so B remembers the caller and the access). */
  async function trialUserSeenByB() {
    const { session } = await createConfirmedUserInTrial();
    expect((await call(b, 'feed.list', session.access_token)).status).toBe(200);
    return session;
  }
  async function createConfirmedUserInTrial() {
    const user = await createConfirmedUser(services, database.db);
    expect((await call(a, 'billing.demo.completeCheckout', user.session.access_token, {})).status).toBe(200);
    return user;
  }

  test('sign-out on A ends the stream on B within 2 s, and B refuses the token at once', async () => {
    const session = await trialUserSeenByB();
    const stream = await openFeedStream(b.origin, session.access_token);
    const signedOutAt = performance.now();
    expect((await call(a, 'auth.signOut', session.access_token, {})).status).toBe(200);
    const ended = await stream.endsWithin(STREAM_END_LIMIT_MS + 1000, signedOutAt);
    await stream.close();
    console.log(`sign-out on A: the stream on B ended after ${ended} ms`);
    expect(ended).not.toBeNull();
    expect(ended ?? Infinity).toBeLessThan(STREAM_END_LIMIT_MS);
    expect(stream.text()).toContain('event: return');
    expect((await call(b, 'feed.list', session.access_token)).status).toBe(401);
  }, 60_000);

  test('a password change on A ends the streams of the other sessions on B within 2 s', async () => {
    const { email, password, session } = await createConfirmedUserInTrial();
    const signIn = await fetch(`${b.origin}/trpc/auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const other = ((await signIn.json()) as { result: { data: { access_token: string } } }).result.data;
    expect((await call(b, 'feed.list', other.access_token)).status).toBe(200);
    const stream = await openFeedStream(b.origin, other.access_token);
    const changed = await call(a, 'auth.updatePassword', session.access_token, { password: 'another secret', currentPassword: password });
    // Counted from the answer: the change is stored by then, and hashing the new password on a busy machine is not the stream's delay.
    const changedAt = performance.now();
    expect(changed.status).toBe(200);
    const ended = await stream.endsWithin(STREAM_END_LIMIT_MS + 1000, changedAt);
    await stream.close();
    console.log(`password change on A: the other session's stream on B ended after ${ended} ms`);
    expect(ended ?? Infinity).toBeLessThan(STREAM_END_LIMIT_MS);
    expect((await call(b, 'feed.list', other.access_token)).status).toBe(401);
  }, 60_000);

  test('End Trial on A ends the stream on B within 2 s, and B refuses the feed at once', async () => {
    const session = await trialUserSeenByB();
    const stream = await openFeedStream(b.origin, session.access_token);
    const endedTrialAt = performance.now();
    expect((await call(a, 'billing.endTrial', session.access_token, {})).status).toBe(200);
    const ended = await stream.endsWithin(STREAM_END_LIMIT_MS + 1000, endedTrialAt);
    await stream.close();
    console.log(`End Trial on A: the stream on B ended after ${ended} ms`);
    expect(ended).not.toBeNull();
    expect(ended ?? Infinity).toBeLessThan(STREAM_END_LIMIT_MS);
    expect((await call(b, 'feed.list', session.access_token)).status).toBe(403);
  }, 60_000);

  test('a failed payment recorded by another instance (the one that got the webhook) ends the stream on B within 2 s', async () => {
    const session = await trialUserSeenByB();
    const stream = await openFeedStream(b.origin, session.access_token);
    const [subscription] = await database.db.select().from(subscriptions).where(eq(subscriptions.userId, session.user.id));
    if (!subscription?.providerSubscriptionId) throw new Error('no subscription');
    const failedAt = performance.now();
    // This test process plays the instance that processed the provider's event.
    await applySubscriptionState(database.db, session.user.id, {
      provider: 'demo',
      customerId: subscription.providerCustomerId,
      subscriptionId: subscription.providerSubscriptionId,
      status: 'past_due',
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: false,
      trialEnd: null,
      hasPaymentMethod: true,
    });
    const ended = await stream.endsWithin(STREAM_END_LIMIT_MS + 1000, failedAt);
    await stream.close();
    console.log(`failed payment: the stream on B ended after ${ended} ms`);
    expect(ended ?? Infinity).toBeLessThan(STREAM_END_LIMIT_MS);
    expect((await call(b, 'feed.list', session.access_token)).status).toBe(403);
  }, 60_000);

  // A withdrawal within the withdrawal period takes the same path: the provider cancels at once.
  test('cancel-now on A ends the stream on B within 2 s', async () => {
    const session = await trialUserSeenByB();
    const stream = await openFeedStream(b.origin, session.access_token);
    const cancelledAt = performance.now();
    expect((await call(a, 'billing.demo.cancelNow', session.access_token, {})).status).toBe(200);
    const ended = await stream.endsWithin(STREAM_END_LIMIT_MS + 1000, cancelledAt);
    await stream.close();
    console.log(`cancel-now on A: the stream on B ended after ${ended} ms`);
    expect(ended ?? Infinity).toBeLessThan(STREAM_END_LIMIT_MS);
  }, 60_000);

  test('both instances hear of a new story and run the alert mails: the story is mailed once, within a second or two', async () => {
    const { session, email } = await createConfirmedUserInTrial();
    expect((await call(a, 'watchlist.add', session.access_token, { symbol: 'ORCL' })).status).toBe(200);
    const myWatchlist = { name: 'My watchlist', keywords: [], category: null, direction: null, minImpact: null, instruments: [], watchlist: true };
    expect((await call(b, 'alerts.createRule', session.access_token, myWatchlist)).status).toBe(200);
    expect((await call(b, 'alerts.setEmail', session.access_token, { email: true })).status).toBe(200);
    const alertMails = async () => (await listOutbox(database.db)).filter((mail) => mail.to === email && mail.subject.startsWith('ORCL:'));

    const publishedAt = performance.now();
    await publishStory(database.db, sampleStory({ headline: 'Oracle beats estimates and raises its guidance', symbols: ['ORCL'], impactScore: 0.72 }));
    const arrived = await waitFor(async () => (await alertMails()).length > 0 && Math.round(performance.now() - publishedAt), {
      timeout: 5_000,
      interval: 50,
      message: 'the alert mail',
    }).catch(() => null);
    console.log(`alert mail: in the outbox ${arrived} ms after the story was published`);
    expect(arrived ?? Infinity).toBeLessThan(2_000);
    // Both instances were nudged by the same announcement, and the slower one sends nothing: time
    // under test, since no event marks a mail that is rightly never sent.
    await holdsFor(async () => (await alertMails()).length === 1, 1_500, { interval: 100, message: 'one alert mail' });
    expect((await alertMails()).map((mail) => mail.subject)).toEqual(['ORCL: Oracle beats estimates and raises its guidance']);
  }, 60_000);
});
