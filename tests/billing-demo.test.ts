import { describe, expect, test } from 'bun:test';
import type { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { validateAccessToken } from '@/server/accounts/sessions';
import { advanceDemoState } from '@/server/billing/demo-provider';
import type { ProviderSubscription } from '@/server/billing/subscription-state';
import { profiles, rateLimitEvents, subscriptions } from '@/server/db/schema';
import { listOutbox } from '@/server/mail/dev-outbox';
import { createConfirmedUser } from './helpers/accounts';
import { callerFor, testEnv, testServices } from './helpers/caller';
import { forEachDatabase } from './helpers/test-database';

describe('demo subscription clock', () => {
  const base: ProviderSubscription = {
    provider: 'demo',
    customerId: 'demo_cus',
    subscriptionId: 'demo_sub',
    status: 'trialing',
    currentPeriodEnd: new Date('2026-01-08T00:00:00Z'),
    cancelAtPeriodEnd: false,
    trialEnd: new Date('2026-01-08T00:00:00Z'),
    hasPaymentMethod: false,
  };
  const later = new Date('2026-01-09T00:00:00Z');

  test('a trial without a payment method pauses at its end', () => {
    expect(advanceDemoState(base, later).status).toBe('paused');
  });
  test('a trial with a payment method becomes a paid month', () => {
    const next = advanceDemoState({ ...base, hasPaymentMethod: true }, later);
    expect(next.status).toBe('active');
    expect(next.currentPeriodEnd?.toISOString()).toBe('2026-02-08T00:00:00.000Z');
  });
  test('a cancelled trial ends at its end', () => {
    expect(advanceDemoState({ ...base, cancelAtPeriodEnd: true }, later).status).toBe('canceled');
  });
  test('paid months renew, or end when cancelled', () => {
    const active = { ...base, status: 'active' as const, trialEnd: null, currentPeriodEnd: new Date('2026-01-08T00:00:00Z') };
    expect(advanceDemoState(active, new Date('2026-03-10T00:00:00Z')).currentPeriodEnd?.toISOString()).toBe('2026-04-08T00:00:00.000Z');
    expect(advanceDemoState({ ...active, cancelAtPeriodEnd: true }, later).status).toBe('canceled');
    expect(advanceDemoState(active, new Date('2026-01-07T00:00:00Z'))).toEqual(active);
  });
});

forEachDatabase((database) => {
  const db = () => database().db;
  const services = testServices(undefined as never, testEnv());

  async function account() {
    const s = testServices(db(), testEnv());
    const { session, email } = await createConfirmedUser(s, db());
    await db().delete(rateLimitEvents);
    const caller = await validateAccessToken(db(), session.access_token);
    return { email, userId: session.user.id, api: callerFor(s, db(), caller), s };
  }

  test('demo checkout starts the trial once; two clicks at once start one', async () => {
    const { api, userId } = await account();
    expect((await api.billing.startCheckout()).url).toBe('/billing/demo/checkout');
    // The page behind the premium gate travels through the checkout; a foreign one is dropped.
    expect((await api.billing.startCheckout({ destination: '/news-analysis?q=rate%20cut' })).url).toBe(
      '/billing/demo/checkout?redirect=%2Fnews-analysis%3Fq%3Drate%2520cut',
    );
    expect((await api.billing.startCheckout({ destination: '//evil.example/phish' })).url).toBe('/billing/demo/checkout');
    // An encoded foreign host is dropped; a NUL byte or a destination longer than any link is refused, and changes nothing.
    expect((await api.billing.startCheckout({ destination: '/%2F%2Fevil.example' })).url).toBe('/billing/demo/checkout');
    const refused = (destination: string) =>
      api.billing.startCheckout({ destination }).then(
        () => null,
        (error: unknown) => error as TRPCError,
      );
    expect((await refused('/news-analysis\u0000/x'))?.message).toBe('destination: Contains a character that is not allowed (U+0000).');
    expect((await refused(`/${'a'.repeat(5000)}`))?.code).toBe('BAD_REQUEST');
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, userId))).toHaveLength(0);
    expect(await api.billing.demo.checkout()).toEqual({ offer: 'trial', trialEnd: null });
    const results = await Promise.allSettled([api.billing.demo.completeCheckout(), api.billing.demo.completeCheckout()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as TRPCError).code).toBe('CONFLICT');
    const rows = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('trialing');
    const status = await api.billing.status();
    expect(status.subscribed).toBe(false);
    expect(status.trial_end_date).not.toBeNull();
  });

  test('the status call decides access for the client: the sign-in check needs an unused trial, the manual re-check only its end date (docs/product.md §4)', async () => {
    const { api, userId } = await account();
    const access = async (check?: 'sign-in' | 'manual') => (await api.billing.status(check ? { check } : undefined)).access;
    expect(await access()).toEqual({ has_access: false, state: 'none', trial: false, trial_until: null, trial_offered: true });

    const until = new Date(Date.now() + 86_400_000);
    await db().update(profiles).set({ trialUntil: until }).where(eq(profiles.id, userId));
    const inTrial = { has_access: true, state: 'trial' as const, trial: true, trial_until: until.toISOString(), trial_offered: false };
    expect(await access('sign-in')).toEqual(inTrial);
    expect(await access('manual')).toEqual(inTrial);

    // trial_used with trial_until still ahead: no access after sign-in, trial access on the re-check.
    await db().update(profiles).set({ trialUsed: true }).where(eq(profiles.id, userId));
    expect(await access()).toEqual({ has_access: false, state: 'none', trial: false, trial_until: until.toISOString(), trial_offered: false });
    expect(await access('manual')).toEqual(inTrial);

    // A trial that is over counts on neither.
    const past = new Date(Date.now() - 1000);
    await db().update(profiles).set({ trialUsed: false, trialUntil: past }).where(eq(profiles.id, userId));
    expect(await access('manual')).toEqual({ has_access: false, state: 'none', trial: false, trial_until: past.toISOString(), trial_offered: false });

    // A paid subscription is access of its own kind.
    await db()
      .insert(subscriptions)
      .values({ userId, provider: 'demo', status: 'active', currentPeriodEnd: new Date(Date.now() + 86_400_000) });
    expect(await access()).toEqual({ has_access: true, state: 'subscribed', trial: false, trial_until: past.toISOString(), trial_offered: false });
  });

  test('checkout during a running trial offers the plan after the trial, not a used trial: it adds the card the trial converts with', async () => {
    const { api, userId } = await account();
    await api.billing.demo.completeCheckout();
    const [trial] = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(trial).toMatchObject({ status: 'trialing', hasPaymentMethod: false });

    // A page still showing the trial's button (started in another tab meanwhile) starts nothing: CONFLICT, and the page re-checks.
    await expect(api.billing.startCheckout({ offer: 'trial' })).rejects.toMatchObject({ code: 'CONFLICT' });
    // The checkout opens (no "already subscribed") and says what it does: the plan after the trial, which runs until its end.
    expect((await api.billing.startCheckout()).url).toBe('/billing/demo/checkout');
    expect((await api.billing.startCheckout({ offer: 'after-trial' })).url).toBe('/billing/demo/checkout');
    expect(await api.billing.demo.checkout()).toEqual({ offer: 'after-trial', trialEnd: trial?.trialEnd?.toISOString() ?? 'none' });
    // A second click on the trial's own button adds nothing: only the action the page offers during the trial does.
    await expect(api.billing.demo.completeCheckout()).rejects.toMatchObject({ code: 'CONFLICT' });
    await api.billing.demo.continueAfterTrial();

    const [kept] = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(kept).toMatchObject({ id: trial?.id, status: 'trialing', hasPaymentMethod: true, cancelAtPeriodEnd: false, trialEnd: trial?.trialEnd });
    expect((await api.billing.status()).access).toMatchObject({ state: 'trial', trial: true });
    // Nothing more to start once it is paid.
    await db().update(subscriptions).set({ status: 'active', trialEnd: null }).where(eq(subscriptions.userId, userId));
    expect(await api.billing.demo.checkout()).toMatchObject({ offer: 'subscribed' });
    await expect(api.billing.demo.continueAfterTrial()).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(api.billing.startCheckout()).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  test('a new subscription is confirmed by mail with its terms (§ 312f BGB)', async () => {
    const { api, email } = await account();
    await api.billing.demo.completeCheckout();
    const mail = (await listOutbox(db())).find((m) => m.to === email && m.subject.startsWith('Vertragsbestätigung'));
    expect(mail?.text).toContain('19,99 EUR pro Monat');
    expect(mail?.text).toContain('Testphase läuft bis');
    expect(mail?.links).toContain('http://app.test/agb');
    expect(mail?.links).toContain('http://app.test/vertrag-widerrufen');
    // Settings changes are not new contracts.
    await api.billing.demo.setCancelAtPeriodEnd({ cancel: true });
    expect((await listOutbox(db())).filter((m) => m.to === email && m.subject.startsWith('Vertragsbestätigung'))).toHaveLength(1);
  });

  test('demo: cancel at period end, resume, add a card, and the trial converts when it ends', async () => {
    const { api, userId } = await account();
    await api.billing.demo.completeCheckout();
    await api.billing.demo.setCancelAtPeriodEnd({ cancel: true });
    expect((await api.billing.status()).cancel_at_period_end).toBe(true);
    await api.billing.demo.setCancelAtPeriodEnd({ cancel: false });
    await api.billing.demo.addPaymentMethod();
    // Let the trial run out.
    await db().update(subscriptions).set({ trialEnd: sql`now() - interval '1 minute'` }).where(eq(subscriptions.userId, userId));
    await db().update(profiles).set({ trialUntil: sql`now() - interval '1 minute'` }).where(eq(profiles.id, userId));
    const status = await api.billing.status();
    expect(status).toMatchObject({ subscribed: true, subscription_tier: 'pro' });
  });

  test('Resume subscription takes back a cancellation at period end, for the trial and for a paid month; nothing to resume is refused', async () => {
    const { api, userId } = await account();
    const refused = (call: Promise<unknown>) =>
      call.then(
        () => null,
        (e: unknown) => e,
      );
    expect(((await refused(api.billing.resume())) as TRPCError).message).toBe('There is no cancelled subscription to resume.');
    await api.billing.demo.completeCheckout();
    expect(((await refused(api.billing.resume())) as TRPCError).code).toBe('BAD_REQUEST');
    await api.billing.demo.setCancelAtPeriodEnd({ cancel: true });
    expect((await api.billing.status()).cancel_at_period_end).toBe(true);
    await api.billing.resume();
    expect(await api.billing.status()).toMatchObject({ cancel_at_period_end: false, access: { state: 'trial' } });
    await api.billing.demo.addPaymentMethod();
    await api.billing.demo.setCancelAtPeriodEnd({ cancel: true });
    await api.billing.resume();
    // Resumed with a card: the trial converts instead of ending.
    await db().update(subscriptions).set({ trialEnd: sql`now() - interval '1 minute'` }).where(eq(subscriptions.userId, userId));
    await db().update(profiles).set({ trialUntil: sql`now() - interval '1 minute'` }).where(eq(profiles.id, userId));
    expect(await api.billing.status()).toMatchObject({ subscribed: true, cancel_at_period_end: false });
    // A paid month cancelled and resumed renews.
    await api.billing.demo.setCancelAtPeriodEnd({ cancel: true });
    await api.billing.resume();
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(row).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });

  test('demo: a trial that runs out without a card pauses; a card resumes it', async () => {
    const { api, userId } = await account();
    await api.billing.demo.completeCheckout();
    await db().update(subscriptions).set({ trialEnd: sql`now() - interval '1 minute'` }).where(eq(subscriptions.userId, userId));
    await db().update(profiles).set({ trialUntil: sql`now() - interval '1 minute'` }).where(eq(profiles.id, userId));
    expect((await api.billing.demo.portal()).subscription?.status).toBe('paused');
    expect((await api.billing.status()).subscribed).toBe(false);
    await api.billing.demo.addPaymentMethod();
    expect((await api.billing.status()).subscribed).toBe(true);
  });

  test('demo: End Trial Phase ends the demo subscription and the access', async () => {
    const { api, userId } = await account();
    await api.billing.demo.completeCheckout();
    await api.billing.endTrial();
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(row?.status).toBe('canceled');
    expect(await api.billing.profile()).toMatchObject({ trial_used: true });
    // A new checkout is a paid one.
    expect(await api.billing.demo.checkout()).toMatchObject({ offer: 'paid' });
    await api.billing.demo.completeCheckout();
    expect((await api.billing.status()).subscribed).toBe(true);
  });

  test('a trial that ran out is never offered again: the status says so and the checkout grants a paid month, no second trial', async () => {
    const { api, userId } = await account();
    expect((await api.billing.status()).access.trial_offered).toBe(true);
    await api.billing.demo.completeCheckout();
    // While the trial runs there is nothing to offer.
    expect((await api.billing.status()).access.trial_offered).toBe(false);

    // The trial's seven days pass without a card: it pauses, access ends, the trial stays used.
    const past = new Date(Date.now() - 60_000);
    await db().update(profiles).set({ trialUntil: past }).where(eq(profiles.id, userId));
    await db().update(subscriptions).set({ status: 'canceled', currentPeriodEnd: past, trialEnd: past }).where(eq(subscriptions.userId, userId));
    const status = await api.billing.status();
    expect(status.access).toMatchObject({ has_access: false, trial_offered: false });
    expect(await api.billing.demo.checkout()).toMatchObject({ offer: 'paid' });

    await api.billing.demo.completeCheckout();
    const [paid] = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(paid).toMatchObject({ status: 'active', trialEnd: null });
    const after = await api.billing.status();
    expect(after).toMatchObject({ subscribed: true, trial_end_date: null, access: { state: 'subscribed', trial_offered: false } });
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, userId));
    expect(profile?.trialUntil?.getTime()).toBe(past.getTime());
  });

  test('the demo is off in production unless enabled', () => {
    expect(testServices(db(), testEnv({ NODE_ENV: 'production' })).billing).toBeNull();
    expect(testServices(db(), testEnv({ NODE_ENV: 'production', BILLING_DEMO_IN_PRODUCTION: 'true' })).billing?.kind).toBe('demo');
    expect(services.billing?.kind).toBe('demo');
  });
});
