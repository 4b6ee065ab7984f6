import { expect, test } from 'bun:test';
import type { TRPCError } from '@trpc/server';
import { eq, like } from 'drizzle-orm';
import { pruneDeletionRecords } from '@/server/account-data/delete-account';
import { validateAccessToken } from '@/server/accounts/sessions';
import {
  accountDeletions,
  alertRules,
  billingEvents,
  contractRequests,
  feedPreferences,
  namedAlertRules,
  profiles,
  pushSubscriptions,
  rateLimitEvents,
  sessions,
  subscriptions,
  users,
  watchlistSymbols,
} from '@/server/db/schema';
import { listOutbox } from '@/server/mail/dev-outbox';
import { CONTRACT_NAME } from '@/shared/contracts';
import { createConfirmedUser } from './helpers/accounts';
import { callerFor, testEnv, testServices } from './helpers/caller';
import { forEachDatabase } from './helpers/test-database';

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (e: unknown) => e as TRPCError,
  );

forEachDatabase((database) => {
  const db = () => database().db;

  async function account() {
    const services = testServices(db(), testEnv());
    const { session, email, password } = await createConfirmedUser(services, db());
    await db().delete(rateLimitEvents);
    const caller = await validateAccessToken(db(), session.access_token);
    return { email, password, userId: session.user.id, token: session.access_token, api: callerFor(services, db(), caller), services };
  }

  test('deletion: the password first, the demo subscription cancelled, the data gone, an anonymous contract record kept, a mail sent', async () => {
    const { api, userId, email, password, token, services } = await account();
    await api.billing.demo.completeCheckout();
    await api.contracts.cancel({ name: 'Ada Trader', email, contract: CONTRACT_NAME, cancellationType: 'ordinary' });
    await api.watchlist.add({ symbol: 'NVDA' });
    await api.alerts.createRule({ name: 'My watchlist', keywords: [], category: null, direction: null, minImpact: null, instruments: [], watchlist: true });
    await api.alerts.setEmail({ email: true });
    await api.preferences.update({ layout: 'dense' });
    const held = async () =>
      (
        await Promise.all([
          db().select().from(watchlistSymbols).where(eq(watchlistSymbols.userId, userId)),
          db().select().from(alertRules).where(eq(alertRules.userId, userId)),
          db().select().from(namedAlertRules).where(eq(namedAlertRules.userId, userId)),
          db().select().from(feedPreferences).where(eq(feedPreferences.userId, userId)),
        ])
      ).map((rows) => rows.length);
    expect(await held()).toEqual([1, 1, 1, 1]);
    const [subscription] = await db().select().from(subscriptions).where(eq(subscriptions.userId, userId));

    // A wrong password deletes nothing.
    const wrong = await refusal(api.account.delete({ password: 'not my password' }));
    expect(wrong?.message).toBe('Your current password is incorrect.');
    expect(await db().select().from(users).where(eq(users.id, userId))).toHaveLength(1);

    await api.account.delete({ password });
    expect(await db().select().from(users).where(eq(users.id, userId))).toHaveLength(0);
    expect(await db().select().from(profiles).where(eq(profiles.id, userId))).toHaveLength(0);
    expect(await db().select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, userId))).toHaveLength(0);
    expect(await held()).toEqual([0, 0, 0, 0]);
    expect(await validateAccessToken(db(), token)).toBeNull();
    // The provider cancelled it before the rows went.
    const events = await db()
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.objectId, subscription?.providerSubscriptionId ?? ''));
    expect(events.map((e) => e.type)).toContain('subscription.deleted');

    const [record] = await db()
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.providerSubscriptionId, subscription?.providerSubscriptionId ?? ''));
    expect(record).toMatchObject({ provider: 'demo', subscriptionStatus: 'canceled' });
    expect(JSON.stringify(record)).not.toContain(email);
    expect(record?.retainUntil.getUTCFullYear()).toBe(new Date().getUTCFullYear() + 10);
    // The cancellation the user declared is kept as received, detached from the deleted subscription.
    const [request] = await db().select().from(contractRequests).where(eq(contractRequests.email, email));
    expect(request?.subscriptionId).toBeNull();

    // The counters that name the account went with it, the wrong password above included.
    expect(
      await db()
        .select()
        .from(rateLimitEvents)
        .where(like(rateLimitEvents.key, `%${email}%`)),
    ).toEqual([]);

    const mails = (await listOutbox(db())).filter((m) => m.to === email);
    expect(mails.map((m) => m.subject)).toEqual(['Your Impactwire account has been deleted']);
    // The address is free again.
    await callerFor(services, db(), null, '10.9.9.9').auth.signUp({ email, password });
  });

  test('a stranger cannot delete or export another account: the caller is always the account', async () => {
    const victim = await account();
    const stranger = await account();
    // The victim's password from the stranger's session checks against the stranger's account.
    const wrong = await refusal(stranger.api.account.delete({ password: victim.password === stranger.password ? 'guess' : victim.password }));
    expect(wrong?.code).toBe('BAD_REQUEST');
    // Naming the victim is refused, not ignored.
    const named = await refusal(stranger.api.account.delete({ password: stranger.password, userId: victim.userId } as never));
    expect(named?.code).toBe('BAD_REQUEST');
    const exported = await stranger.api.account.exportData();
    expect(exported.account.id).toBe(stranger.userId);
    expect(JSON.stringify(exported)).not.toContain(victim.email);
    // Without a session: nothing.
    const visitor = callerFor(stranger.services, db(), null);
    expect((await refusal(visitor.account.delete({ password: victim.password })))?.code).toBe('UNAUTHORIZED');
    expect((await refusal(visitor.account.exportData()))?.code).toBe('UNAUTHORIZED');
    expect(await db().select().from(users).where(eq(users.id, victim.userId))).toHaveLength(1);
  });

  test('export: the own profile, subscription, sessions, contract requests and mail metadata; limited to 5 an hour', async () => {
    const { api, email, userId } = await account();
    await api.billing.demo.completeCheckout();
    await api.contracts.withdraw({ name: 'Ada Trader', email, contract: CONTRACT_NAME });
    const data = await api.account.exportData();
    expect(data.account).toMatchObject({ id: userId, email });
    expect(data.subscription.access).toBe('none');
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.contract_requests.map((r) => r.kind)).toEqual(['withdrawal']);
    expect(data.mails.map((m) => m.subject)).toContain('Confirm your Impactwire account');
    expect(JSON.stringify(data)).not.toMatch(/password_hash|\$argon2/);
    for (let i = 0; i < 4; i += 1) await api.account.exportData();
    const limited = await refusal(api.account.exportData());
    expect(limited?.code).toBe('TOO_MANY_REQUESTS');
  });

  test("export: the user's saved views and push devices, without the devices' endpoints or keys", async () => {
    const { api, userId } = await account();
    await api.billing.demo.completeCheckout();
    await api.views.create({ name: 'Rates desk', filters: { category: 'economy', minImpact: 7 } });
    const endpoint = 'https://push.example.net/send/device-secret-path-0123';
    await db()
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh: 'public-key-of-the-device', auth: 'auth-secret-of-device', label: 'Firefox on Linux' });
    const data = await api.account.exportData();
    expect(data.saved_views).toEqual([expect.objectContaining({ name: 'Rates desk', filters: { category: 'economy', minImpact: 7 } })]);
    expect(data.push_devices).toEqual([expect.objectContaining({ label: 'Firefox on Linux', push_service: 'push.example.net' })]);
    const text = JSON.stringify(data);
    for (const secret of ['device-secret-path', 'public-key-of-the-device', 'auth-secret-of-device']) expect(text).not.toContain(secret);
  });

  test('repeated wrong passwords on deletion are rate-limited like sign-in', async () => {
    const { api, password, userId } = await account();
    let last: TRPCError | null = null;
    for (let i = 0; i < 12 && last?.code !== 'TOO_MANY_REQUESTS'; i += 1) last = await refusal(api.account.delete({ password: `wrong-${i}` }));
    expect(last?.code).toBe('TOO_MANY_REQUESTS');
    expect((await refusal(api.account.delete({ password })))?.code).toBe('TOO_MANY_REQUESTS');
    expect(await db().select().from(users).where(eq(users.id, userId))).toHaveLength(1);
  });

  test("a deleted account's contract record goes once its retention period has ended, not before", async () => {
    const day = 24 * 60 * 60 * 1000;
    const [expired] = await db()
      .insert(accountDeletions)
      .values({ accountCreatedAt: new Date('2015-01-01'), retainUntil: new Date(Date.now() - day) })
      .returning();
    const [kept] = await db()
      .insert(accountDeletions)
      .values({ accountCreatedAt: new Date('2025-01-01'), retainUntil: new Date(Date.now() + day) })
      .returning();
    expect(await pruneDeletionRecords(db())).toBeGreaterThanOrEqual(1);
    const left = (await db().select({ id: accountDeletions.id }).from(accountDeletions)).map((row) => row.id);
    expect(left).toContain(kept?.id ?? 'missing');
    expect(left).not.toContain(expired?.id ?? 'missing');
  });
});
