import { afterAll, beforeAll, expect, test } from 'bun:test';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { validateAccessToken } from '@/server/accounts/sessions';
import { createStripeProvider } from '@/server/billing/stripe-provider';
import { billingEvents, profiles, subscriptions } from '@/server/db/schema';
import { type RunningServer, startServer } from '@/server/server';
import { createServices } from '@/server/services';
import { createCallerFactory, createContextInner, entitledProcedure, router } from '@/server/trpc/init';
import { type FakeStripe, startFakeStripe, WEBHOOK_SECRET } from './fakes/fake-stripe';
import { createConfirmedUser } from './helpers/accounts';
import { callerFor, testEnv } from './helpers/caller';
import { forEachDatabase } from './helpers/test-database';

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

// One entitled procedure, to see the access rule exactly as every paid procedure applies it.
const probeCaller = createCallerFactory(router({ paid: entitledProcedure.query(() => 'the feed') }));

forEachDatabase((database) => {
  let fake: FakeStripe;
  let server: RunningServer;
  const env = testEnv({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PRICE_ID: 'price_pro_monthly' });
  let services: ReturnType<typeof createServices>;

  beforeAll(() => {
    fake = startFakeStripe();
    const billing = createStripeProvider(fake.stripe, { priceId: 'price_pro_monthly', webhookSecret: WEBHOOK_SECRET, publicUrl: env.PUBLIC_URL });
    services = createServices(env, database().db, { billing });
    server = startServer({ env, database: database(), services, port: 0, distDir: null });
  });
  afterAll(async () => {
    await server.stop();
    fake.stop();
  });

  const db = () => database().db;

  async function signedInUser() {
    const { session } = await createConfirmedUser(services, db());
    const caller = await validateAccessToken(db(), session.access_token);
    if (!caller) throw new Error('no session');
    return { user: caller.user, api: callerFor(services, db(), caller), probe: probeCaller(createContextInner({ db: db(), services, caller })) };
  }

  async function deliver(type: string, object: object, id?: string) {
    const event = await fake.signedEvent(type, object, id);
    const response = await fetch(`${server.url.origin}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'stripe-signature': event.signature, 'content-type': 'application/json' },
      body: event.body,
    });
    return { event, response };
  }

  async function forbidden(call: Promise<unknown>) {
    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('FORBIDDEN');
  }

  /** Checkout, then Stripe's subscription and the checkout.session.completed webhook. */
  async function startTrial() {
    const account = await signedInUser();
    const { url } = await account.api.billing.startCheckout();
    expect(url).toStartWith('https://checkout.stripe.test/');
    const checkout = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions');
    const customer = checkout?.params.customer ?? '';
    const subscription = fake.createSubscription(account.user.id, customer, { status: 'trialing', trial_end: now() + 7 * DAY });
    const { response } = await deliver('checkout.session.completed', {
      id: 'cs_done',
      object: 'checkout.session',
      customer,
      subscription: subscription.id,
      client_reference_id: account.user.id,
    });
    expect(response.status).toBe(200);
    return { ...account, subscription, checkout };
  }

  test('the page behind the premium gate returns with the checkout; a foreign destination does not', async () => {
    const { api } = await signedInUser();
    await api.billing.startCheckout({ destination: '/news-analysis?view=macro#top' });
    expect(fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')?.params).toMatchObject({
      success_url: 'http://app.test/pricing?success=true&redirect=%2Fnews-analysis%3Fview%3Dmacro%23top',
      cancel_url: 'http://app.test/pricing?canceled=true&redirect=%2Fnews-analysis%3Fview%3Dmacro%23top',
    });
    await api.billing.startCheckout({ destination: 'https://evil.example/' });
    expect(fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')?.params).toMatchObject({
      success_url: 'http://app.test/pricing?success=true',
      cancel_url: 'http://app.test/pricing?canceled=true',
    });
  });

  test('trial start: checkout asks for no card, 7 days, pause at trial end; the webhook grants trial access', async () => {
    const { api, probe, checkout } = await startTrial();
    expect(checkout?.params).toMatchObject({
      mode: 'subscription',
      payment_method_collection: 'if_required',
      'line_items[0][price]': 'price_pro_monthly',
      'subscription_data[trial_period_days]': '7',
      'subscription_data[trial_settings][end_behavior][missing_payment_method]': 'pause',
      success_url: 'http://app.test/pricing?success=true',
      cancel_url: 'http://app.test/pricing?canceled=true',
    });
    expect(checkout?.params.client_reference_id).toMatch(/^[0-9a-f-]{36}$/);

    const status = await api.billing.status();
    expect(status.subscribed).toBe(false);
    expect(status.trial_end_date).not.toBeNull();
    expect(new Date(status.trial_end_date ?? 0).getTime()).toBeGreaterThan(Date.now() + 6 * DAY * 1000);
    expect(await api.billing.profile()).toMatchObject({ trial_used: false });
    expect(await probe.paid()).toBe('the feed');
  });

  test('one Stripe customer per user, stored and reused', async () => {
    const { api, user } = await signedInUser();
    const before = fake.requests.filter((r) => r.path === '/v1/customers').length;
    await api.billing.startCheckout();
    await api.billing.startCheckout();
    await api.billing.openPortal();
    expect(fake.requests.filter((r) => r.path === '/v1/customers').length).toBe(before + 1);
    const portal = fake.requests.findLast((r) => r.path === '/v1/billing_portal/sessions');
    expect(portal?.params.return_url).toBe('http://app.test/settings');
    expect(fake.customers.get(portal?.params.customer ?? '')?.email).toBe(user.email);
  });

  test('trial converts to paid: subscribed with the pro tier', async () => {
    const { api, probe, subscription } = await startTrial();
    subscription.status = 'active';
    subscription.trial_end = now() - 60;
    subscription.default_payment_method = 'pm_card';
    fake.setPeriodEnd(subscription, now() + 30 * DAY);
    await deliver('customer.subscription.updated', subscription);
    const status = await api.billing.status();
    expect(status).toMatchObject({ subscribed: true, subscription_tier: 'pro', cancel_at_period_end: false, trial_end_date: null });
    expect(new Date(status.subscription_end ?? 0).getTime()).toBeGreaterThan(Date.now() + 29 * DAY * 1000);
    expect(await probe.paid()).toBe('the feed');
  });

  test('cancel at period end keeps access until the end, then it is gone', async () => {
    const { api, probe, subscription } = await startTrial();
    Object.assign(subscription, { status: 'active', trial_end: now() - 60, default_payment_method: 'pm_card' });
    fake.setPeriodEnd(subscription, now() + 10 * DAY);
    subscription.cancel_at_period_end = true;
    await deliver('customer.subscription.updated', subscription);
    expect(await api.billing.status()).toMatchObject({ subscribed: true, cancel_at_period_end: true });
    expect(await probe.paid()).toBe('the feed');

    subscription.status = 'canceled';
    fake.setPeriodEnd(subscription, now() - 60);
    await deliver('customer.subscription.deleted', subscription);
    expect((await api.billing.status()).subscribed).toBe(false);
    await forbidden(probe.paid());
  });

  test('Resume subscription clears the cancellation at Stripe and reads back what Stripe holds', async () => {
    const { api, subscription } = await startTrial();
    subscription.cancel_at_period_end = true;
    await deliver('customer.subscription.updated', subscription);
    expect((await api.billing.status()).cancel_at_period_end).toBe(true);
    await api.billing.resume();
    const update = fake.requests.findLast((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscription.id}`);
    expect(update?.params.cancel_at_period_end).toBe('false');
    expect(subscription.cancel_at_period_end).toBe(false);
    expect((await api.billing.status()).cancel_at_period_end).toBe(false);
  });

  test('deleting the account cancels the Stripe subscription at once, then deletes the account', async () => {
    const { api, user, subscription } = await startTrial();
    await api.account.delete({ password: 'correct horse' });
    const cancel = fake.requests.findLast((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscription.id}`);
    expect(cancel).toBeDefined();
    expect(subscription.status).toBe('canceled');
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(0);
  });

  test('a trial that ends without a payment method pauses: no access', async () => {
    const { api, probe, subscription } = await startTrial();
    Object.assign(subscription, { status: 'paused', trial_end: now() - 60 });
    await deliver('customer.subscription.paused', subscription);
    expect(await api.billing.status()).toMatchObject({ subscribed: false, trial_end_date: null });
    await forbidden(probe.paid());
  });

  test('a failed payment ends access (past due)', async () => {
    const { api, probe, subscription } = await startTrial();
    Object.assign(subscription, { status: 'active', trial_end: now() - 60, default_payment_method: 'pm_card' });
    fake.setPeriodEnd(subscription, now() + 30 * DAY);
    await deliver('invoice.paid', { id: 'in_1', object: 'invoice', parent: { subscription_details: { subscription: subscription.id } } });
    expect((await api.billing.status()).subscribed).toBe(true);
    subscription.status = 'past_due';
    await deliver('invoice.payment_failed', { id: 'in_2', object: 'invoice', parent: { subscription_details: { subscription: subscription.id } } });
    expect((await api.billing.status()).subscribed).toBe(false);
    await forbidden(probe.paid());
  });

  test('a repeated event is stored once and acted on once', async () => {
    const { subscription } = await startTrial();
    const first = await deliver('customer.subscription.updated', subscription, 'evt_repeat_1');
    const retrievals = fake.retrievals(subscription.id);
    const again = await fetch(`${server.url.origin}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'stripe-signature': first.event.signature },
      body: first.event.body,
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(fake.retrievals(subscription.id)).toBe(retrievals);
    const rows = await db().select().from(billingEvents).where(eq(billingEvents.id, 'evt_repeat_1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.processedAt).toBeInstanceOf(Date);
  });

  test('events out of order converge on what Stripe holds now', async () => {
    const { api, subscription } = await startTrial();
    Object.assign(subscription, { status: 'active', trial_end: now() - 60, default_payment_method: 'pm_card' });
    fake.setPeriodEnd(subscription, now() + 30 * DAY);
    // The newer update arrives first, then the stale "created" event with its old payload.
    await deliver('customer.subscription.updated', { ...subscription });
    await deliver('customer.subscription.created', { ...subscription, status: 'trialing' });
    expect((await api.billing.status()).subscribed).toBe(true);
  });

  test('a bad signature is refused with 400 and changes nothing', async () => {
    const { api, subscription } = await startTrial();
    const before = await db().select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subscription.id));
    subscription.status = 'canceled';
    const event = await fake.signedEvent('customer.subscription.deleted', subscription, 'evt_forged');
    for (const signature of [event.signature.replace(/v1=[0-9a-f]{4}/, 'v1=0000'), 't=1,v1=deadbeef', '']) {
      const response = await fetch(`${server.url.origin}/api/stripe/webhook`, {
        method: 'POST',
        headers: signature ? { 'stripe-signature': signature } : {},
        body: event.body,
      });
      expect(response.status).toBe(400);
    }
    expect(await db().select().from(billingEvents).where(eq(billingEvents.id, 'evt_forged'))).toHaveLength(0);
    const after = await db().select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subscription.id));
    expect(after).toEqual(before);
    subscription.status = 'trialing';
    expect((await api.billing.status()).trial_end_date).not.toBeNull();
  });

  test('signed but malformed events get a 4xx or are closed, never a 500 that Stripe retries for days', async () => {
    const { api } = await startTrial();
    const before = await api.billing.status();
    const post = async (body: string) =>
      fetch(`${server.url.origin}/api/stripe/webhook`, { method: 'POST', headers: { 'stripe-signature': await fake.sign(body) }, body });
    const event = (fields: object) =>
      JSON.stringify({ id: `evt_odd_${Math.random().toString(36).slice(2)}`, object: 'event', type: 'invoice.paid', data: { object: {} }, ...fields });
    for (const body of [
      event({ data: {} }),
      event({ type: 42 }),
      event({ type: 'invoice.paid\u0000' }),
      event({ id: 'evt_\u0000' }),
      event({ data: { object: { id: 'in_1', description: 'Rent \u0000 \udc00', subscription: 'sub_\u0000' } } }),
      event({ data: { object: { '\u0000': { '\ud800': 1 } } } }),
      event({ type: 'checkout.session.completed', data: { object: { customer: 'cus_x', client_reference_id: '00000000-0000-0000-0000-000000000000' } } }),
    ]) {
      const response = await post(body);
      expect(response.status).toBeLessThan(500);
    }
    // A payload with NUL and a broken surrogate in free text is stored (cleaned) and processed.
    const stored = await post(event({ id: 'evt_odd_text', data: { object: { id: 'in_2', description: 'Rent \u0000 \udc00' } } }));
    expect(stored.status).toBe(200);
    const [row] = await db().select().from(billingEvents).where(eq(billingEvents.id, 'evt_odd_text'));
    expect(row?.processedAt).toBeInstanceOf(Date);
    // An id Stripe does not know can never be processed: closed at once, not retried for days.
    const unknown = await deliver('customer.subscription.updated', { id: 'sub_unknown', object: 'subscription' }, 'evt_unknown_sub');
    expect(unknown.response.status).toBe(200);
    const [closed] = await db().select().from(billingEvents).where(eq(billingEvents.id, 'evt_unknown_sub'));
    expect(closed?.processedAt).toBeInstanceOf(Date);
    expect(closed?.error).toContain('No such subscription');
    // A checkout naming something that is not a user id links no customer and fails nothing.
    const checkout = await deliver('checkout.session.completed', {
      id: 'cs_odd',
      object: 'checkout.session',
      customer: 'cus_odd',
      client_reference_id: 'not-a-user',
    });
    expect(checkout.response.status).toBe(200);
    expect(await api.billing.status()).toEqual(before);
  });

  test('a second trial is refused: the next checkout needs a card and has no trial', async () => {
    const { api, user, subscription } = await startTrial();
    await api.billing.endTrial();
    expect(subscription.status).toBe('canceled');
    // What every page offers is what the checkout grants: the price, no trial.
    expect((await api.billing.status()).access.trial_offered).toBe(false);
    await api.billing.startCheckout();
    const checkout = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions');
    expect(checkout?.params.payment_method_collection).toBe('always');
    expect(checkout?.params['subscription_data[trial_period_days]']).toBeUndefined();
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.trialUsed).toBe(true);
  });

  test('End Trial Phase: Stripe subscription cancelled at once, access gone at once, irreversible', async () => {
    const { api, probe, subscription } = await startTrial();
    expect(await probe.paid()).toBe('the feed');
    expect(await api.billing.endTrial()).toEqual({ ok: true });
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscription.id}`)).toBe(true);
    await forbidden(probe.paid());
    expect(await api.billing.profile()).toMatchObject({ trial_used: true });
    expect((await api.billing.status()).trial_end_date).toBeNull();
    const again = await api.billing.endTrial().then(
      () => null,
      (e: TRPCError) => e,
    );
    expect(again?.code).toBe('BAD_REQUEST');
  });

  test('without access: FORBIDDEN; during the trial the checkout takes the card the plan continues with; a paid plan cannot check out again', async () => {
    const { probe } = await signedInUser();
    await forbidden(probe.paid());
    const { api, subscription } = await startTrial();
    // No second subscription and no "trial used": the portal, straight to adding a payment method, back to the welcome.
    const checkouts = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').length;
    expect((await api.billing.startCheckout()).url).toStartWith('https://billing.stripe.test/');
    const portal = fake.requests.findLast((r) => r.path === '/v1/billing_portal/sessions');
    expect(portal?.params['flow_data[type]']).toBe('payment_method_update');
    expect(portal?.params.return_url).toEndWith('/pricing?success=true');
    expect(fake.requests.filter((r) => r.path === '/v1/checkout/sessions')).toHaveLength(checkouts);

    subscription.status = 'active';
    subscription.trial_end = now() - 60;
    subscription.default_payment_method = 'pm_card';
    fake.setPeriodEnd(subscription, now() + 30 * DAY);
    await deliver('customer.subscription.updated', subscription);
    await expect(api.billing.startCheckout()).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
