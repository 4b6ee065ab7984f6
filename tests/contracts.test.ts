/**
 * The cancellation button and the withdrawal function: no password, but a visitor's request
 * changes a contract only once the account's mailbox confirms it, counted from its receipt.
 */
import { expect, test } from 'bun:test';
import type { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { validateAccessToken } from '@/server/accounts/sessions';
import { cancelContract, withdrawContract } from '@/server/billing/contract-requests';
import { contractRequests, rateLimitEvents, subscriptions } from '@/server/db/schema';
import { listOutbox } from '@/server/mail/dev-outbox';
import type { Mailer } from '@/server/mail/mail';
import { createServices } from '@/server/services';
import { CONTRACT_NAME } from '@/shared/contracts';
import { formatContractTime } from '@/shared/format';
import { createConfirmedUser, uniqueEmail } from './helpers/accounts';
import { callerFor, testEnv, testServices } from './helpers/caller';
import { forEachDatabase } from './helpers/test-database';

const DAY_MS = 86_400_000;

forEachDatabase((database) => {
  const db = () => database().db;
  let visitorIp = 0;
  /** A visitor from an address of their own, so that per-IP limits of one test do not leak into another. */
  const visitor = (services = testServices(db())) => callerFor(services, db(), null, `192.0.2.${++visitorIp}`);

  /** A signed-in user with a demo trial running. */
  async function trialUser() {
    const services = testServices(db(), testEnv());
    const { session, email } = await createConfirmedUser(services, db());
    const caller = await validateAccessToken(db(), session.access_token);
    const api = callerFor(services, db(), caller);
    await api.billing.demo.completeCheckout();
    await db().delete(rateLimitEvents);
    return { email, userId: session.user.id, api, services, caller };
  }

  const subscriptionOf = async (userId: string) => (await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
  const requestsFor = (email: string) => db().select().from(contractRequests).where(eq(contractRequests.email, email));
  /** The mails about contract requests an address received (not those of signing up). */
  const mailsTo = async (email: string) =>
    (await listOutbox(db())).filter((mail) => mail.to === email && /^(Eingangs|Kündigungs|Widerrufs)bestätigung/.test(mail.subject));

  /** The token of the newest contract confirmation link mailed to an address. */
  async function confirmationToken(email: string): Promise<string> {
    const link = (await mailsTo(email)).flatMap((mail) => mail.links).find((l) => l.startsWith('http://app.test/contract-confirm#token='));
    if (!link) throw new Error(`no contract confirmation link for ${email}`);
    return new URL(link).hash.slice('#token='.length);
  }

  test("a visitor's withdrawal does not touch a trial user's access until the account's mailbox confirms it", async () => {
    const { email, userId, api } = await trialUser();
    const receipt = await visitor().contracts.withdraw({ name: 'Mallory', email, contract: CONTRACT_NAME });
    expect(receipt.status).toBe('pending_confirmation');
    expect(receipt.effectiveAt).toBeNull();

    // Nothing changed: the feed still answers and the subscription runs.
    expect(Array.isArray(await api.feed.list())).toBe(true);
    expect((await subscriptionOf(userId))?.status).toBe('trialing');
    const [record] = await requestsFor(email);
    expect(record).toMatchObject({ kind: 'withdrawal', outcome: 'pending_confirmation', name: 'Mallory', confirmedAt: null });

    // The link from the account's mailbox carries it out.
    const confirmed = await visitor().contracts.confirm({ token: await confirmationToken(email) });
    expect(confirmed).toMatchObject({ state: 'confirmed', kind: 'withdrawal', outcome: 'applied', receivedAt: receipt.receivedAt });
    expect((await subscriptionOf(userId))?.status).toBe('canceled');
    const denied = await api.feed.list().then(
      () => null,
      (e: TRPCError) => e,
    );
    expect(denied?.code).toBe('FORBIDDEN');
    expect((await mailsTo(email)).some((m) => m.subject.startsWith('Widerrufsbestätigung'))).toBe(true);
    const [after] = await requestsFor(email);
    expect(after?.outcome).toBe('applied');
    expect(after?.confirmedAt).not.toBeNull();

    // The link works once.
    expect(await visitor().contracts.confirm({ token: await confirmationToken(email) })).toEqual({ state: 'used' });
    expect(await visitor().contracts.confirm({ token: 'not-a-token' })).toEqual({ state: 'invalid' });
  });

  test('the answer is the same for a subscriber, an account without a subscription and an unknown address', async () => {
    const subscriber = await trialUser();
    const services = testServices(db());
    const plain = await createConfirmedUser(services, db());
    await db().delete(rateLimitEvents);
    const answers = [];
    for (const email of [subscriber.email, plain.email, uniqueEmail('nobody')]) {
      const { receivedAt, ...rest } = await visitor().contracts.cancel({
        name: 'Max Muster',
        email,
        contract: CONTRACT_NAME,
        cancellationType: 'ordinary',
        requestedEndDate: null,
      });
      expect(Date.parse(receivedAt)).toBeGreaterThan(Date.now() - 60_000);
      answers.push(rest);
    }
    expect(answers[1]).toEqual(answers[0]!);
    expect(answers[2]).toEqual(answers[0]!);
    expect((await subscriptionOf(subscriber.userId))?.cancelAtPeriodEnd).toBe(false);
  });

  test('the receipt with its time goes out at once, to an unknown address too, and only an account gets a link', async () => {
    const { email } = await trialUser();
    const unknown = uniqueEmail('stranger');
    for (const address of [email, unknown]) {
      await visitor().contracts.cancel({ name: 'Erika Mustermann', email: address, contract: CONTRACT_NAME, cancellationType: 'ordinary' });
    }
    const [toAccount] = await mailsTo(email);
    const [toStranger] = await mailsTo(unknown);
    expect(toAccount?.subject).toBe(toStranger?.subject ?? '');
    expect(toAccount?.subject).toStartWith('Eingangsbestätigung');
    for (const mail of [toAccount, toStranger]) {
      expect(mail?.text).toContain('Eingang Ihrer Kündigung am');
      expect(mail?.text).toContain(CONTRACT_NAME);
    }
    expect(toAccount?.links.some((l) => l.includes('/contract-confirm#token='))).toBe(true);
    expect(toStranger?.links.some((l) => l.includes('/contract-confirm'))).toBe(false);
    // The unknown address is on record as received, with nothing to apply it to.
    expect((await requestsFor(unknown))[0]?.outcome).toBe('no_matching_contract');
  });

  test('the mail states the same times as the page that took the cancellation, each naming its zone', async () => {
    const { email, api } = await trialUser();
    const receipt = await api.contracts.cancel({ name: 'Erika', email, contract: CONTRACT_NAME, cancellationType: 'ordinary' });
    // What the page shows for the receipt it got back (contract-request-page.tsx).
    const received = { de: formatContractTime(receipt.receivedAt, 'de'), en: formatContractTime(receipt.receivedAt, 'en') };
    const ends = { de: formatContractTime(receipt.effectiveAt ?? '', 'de'), en: formatContractTime(receipt.effectiveAt ?? '', 'en') };
    expect(received.de).toMatch(/^\d{1,2}\. \p{L}+ \d{4}, \d{2}:\d{2} MES?Z$/u);
    expect(received.en).toMatch(/^\d{1,2} \p{L}+ \d{4}, \d{2}:\d{2} CES?T$/u);
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain(`Eingang Ihrer Kündigung am ${received.de}.`);
    expect(mail?.text).toContain(`received your cancellation on ${received.en}.`);
    expect(mail?.text).toContain(`Ihr Vertrag endet zum ${ends.de}.`);
    expect(mail?.text).toContain(`Your contract ends on ${ends.en}.`);
  });

  test('a signed-in customer cancelling their own contract gets it done at once', async () => {
    const { email, userId, api } = await trialUser();
    const receipt = await api.contracts.cancel({ name: 'Erika', email: email.toUpperCase(), contract: CONTRACT_NAME, cancellationType: 'ordinary' });
    expect(receipt.status).toBe('applied');
    expect(receipt.effectiveAt).not.toBeNull();
    const row = await subscriptionOf(userId);
    expect(row).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject.split(' – ')[0])).toEqual(['Kündigungsbestätigung / Cancellation confirmed']);
    expect(mails[0]?.text).toContain('Eingang Ihrer Kündigung');

    // Signed in, but typing someone else's address: treated like any visitor.
    const other = await trialUser();
    const foreign = await api.contracts.withdraw({ name: 'Erika', email: other.email, contract: CONTRACT_NAME });
    expect(foreign.status).toBe('pending_confirmation');
    expect((await subscriptionOf(other.userId))?.status).toBe('trialing');
  });

  test('a withdrawal confirmed after 14 days still counts from its receipt', async () => {
    const { email, userId } = await trialUser();
    await visitor().contracts.withdraw({ name: 'Erika', email, contract: CONTRACT_NAME });
    // Contract concluded 16 days ago; the declaration arrived on day 13 and is confirmed now.
    await db()
      .update(subscriptions)
      .set({ createdAt: new Date(Date.now() - 16 * DAY_MS) })
      .where(eq(subscriptions.userId, userId));
    await db()
      .update(contractRequests)
      .set({ receivedAt: new Date(Date.now() - 3 * DAY_MS) })
      .where(eq(contractRequests.email, email));
    const confirmed = await visitor().contracts.confirm({ token: await confirmationToken(email) });
    expect(confirmed).toMatchObject({ state: 'confirmed', outcome: 'applied' });
    expect((await subscriptionOf(userId))?.status).toBe('canceled');

    // One that arrived after the 14 days is recorded as such and leaves the contract running.
    const late = await trialUser();
    await db()
      .update(subscriptions)
      .set({ createdAt: new Date(Date.now() - 15 * DAY_MS) })
      .where(eq(subscriptions.userId, late.userId));
    await visitor().contracts.withdraw({ name: 'Late', email: late.email, contract: CONTRACT_NAME });
    expect(await visitor().contracts.confirm({ token: await confirmationToken(late.email) })).toMatchObject({
      state: 'confirmed',
      outcome: 'outside_withdrawal_period',
    });
    expect((await subscriptionOf(late.userId))?.status).toBe('trialing');
  });

  test('a cancellation confirmed after the period it was received in has ended ends the contract at once', async () => {
    const { email, userId } = await trialUser();
    await visitor().contracts.cancel({ name: 'Erika', email, contract: CONTRACT_NAME, cancellationType: 'ordinary' });
    const [pending] = await requestsFor(email);
    expect(pending?.effectiveAt?.getTime()).toBe((await subscriptionOf(userId))?.trialEnd?.getTime() ?? -1);
    // The trial that ran at receipt has ended (and the subscription went on) before the link was used.
    const endedAt = new Date(Date.now() - 60_000);
    await db().update(contractRequests).set({ effectiveAt: endedAt }).where(eq(contractRequests.email, email));
    const confirmed = await visitor().contracts.confirm({ token: await confirmationToken(email) });
    expect(confirmed).toMatchObject({ state: 'confirmed', outcome: 'applied', effectiveAt: endedAt.toISOString() });
    expect((await subscriptionOf(userId))?.status).toBe('canceled');
  });

  test("the operator's copy of a receipt never carries the customer's confirmation link", async () => {
    const { email } = await trialUser();
    const services = testServices(db(), testEnv({ SUPPORT_EMAIL: 'support@app.test' }));
    await visitor(services).contracts.withdraw({ name: 'Erika', email, contract: CONTRACT_NAME });
    const copies = (await listOutbox(db())).filter((m) => m.to === 'support@app.test' && m.text.includes(email));
    expect(copies).toHaveLength(1);
    expect(copies[0]?.subject).toStartWith('[Operator] Eingangsbestätigung Widerruf');
    expect(copies[0]?.text).not.toContain('#token=');
    expect(copies[0]?.html).not.toContain('#token=');
    expect((await mailsTo(email))[0]?.text).toContain('#token=');
  });

  test('an expired link changes nothing and says so', async () => {
    const { email, userId } = await trialUser();
    await visitor().contracts.cancel({ name: 'Erika', email, contract: CONTRACT_NAME, cancellationType: 'ordinary' });
    await db().execute(sql`update one_time_tokens set expires_at = now() - interval '1 second' where purpose = 'contract_confirmation'`);
    expect(await visitor().contracts.confirm({ token: await confirmationToken(email) })).toEqual({ state: 'expired' });
    expect((await subscriptionOf(userId))?.cancelAtPeriodEnd).toBe(false);
  });

  test('per address and per client address, a request past the limit is refused before anything is recorded or mailed', async () => {
    const { email } = await trialUser();
    const sameIp = visitor();
    await sameIp.contracts.cancel({ name: 'Erika', email, contract: CONTRACT_NAME, cancellationType: 'ordinary' });
    const again = await visitor()
      .contracts.withdraw({ name: 'Erika', email, contract: CONTRACT_NAME })
      .then(
        () => null,
        (e: TRPCError) => e,
      );
    expect(again?.code).toBe('TOO_MANY_REQUESTS');
    expect(await requestsFor(email)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);

    const strict = testServices(db(), testEnv({ RATE_LIMIT_MAIL_IP_PER_HOUR: '2' }));
    const oneIp = visitor(strict);
    const addresses = [uniqueEmail('ip'), uniqueEmail('ip'), uniqueEmail('ip')];
    await oneIp.contracts.cancel({ name: 'Max', email: addresses[0]!, contract: CONTRACT_NAME, cancellationType: 'ordinary' });
    await oneIp.contracts.cancel({ name: 'Max', email: addresses[1]!, contract: CONTRACT_NAME, cancellationType: 'ordinary' });
    const third = await oneIp.contracts.cancel({ name: 'Max', email: addresses[2]!, contract: CONTRACT_NAME, cancellationType: 'ordinary' }).then(
      () => null,
      (e: TRPCError) => e,
    );
    expect(third?.code).toBe('TOO_MANY_REQUESTS');
    expect(await requestsFor(addresses[2]!)).toHaveLength(0);
    expect(await mailsTo(addresses[2]!)).toHaveLength(0);
  });

  test('a value the database refuses leaves the contract, the record and the mailbox untouched', async () => {
    const { email, userId, services, caller } = await trialUser();
    for (const request of [
      () => withdrawContract({ db: db(), services, ip: '192.0.2.200', caller }, { name: 'Erika\u0000', email, contract: CONTRACT_NAME }),
      () =>
        cancelContract(
          { db: db(), services, ip: '192.0.2.201', caller },
          { name: 'Erika', email, contract: CONTRACT_NAME, cancellationType: 'ordinary', reason: 'bye\u0000' },
        ),
    ]) {
      await db().delete(rateLimitEvents);
      expect(
        await request().then(
          () => 'done',
          () => 'refused',
        ),
      ).toBe('refused');
    }
    expect(await subscriptionOf(userId)).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: false });
    expect(await requestsFor(email)).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);

    // Over the API the same input is refused as well and changes nothing.
    await db().delete(rateLimitEvents);
    const api = callerFor(services, db(), caller, '192.0.2.202');
    const error = await api.contracts.withdraw({ name: 'Erika\u0000', email, contract: CONTRACT_NAME }).then(
      () => null,
      (e: TRPCError) => e,
    );
    expect(error).not.toBeNull();
    expect((await subscriptionOf(userId))?.status).toBe('trialing');
    expect(await requestsFor(email)).toHaveLength(0);
  });

  test('a mail that cannot be handed off undoes the request: no record, no change, a clear 503', async () => {
    const { email, userId, caller } = await trialUser();
    const failing: Mailer = {
      description: 'failing',
      send: async () => {
        throw new Error('SMTP down');
      },
    };
    const services = createServices(testEnv(), db(), { mailer: failing });
    for (const api of [visitor(services), callerFor(services, db(), caller, '192.0.2.210')]) {
      await db().delete(rateLimitEvents);
      const error = await api.contracts.withdraw({ name: 'Erika', email, contract: CONTRACT_NAME }).then(
        () => null,
        (e: TRPCError) => e,
      );
      expect(error?.code).toBe('SERVICE_UNAVAILABLE');
      expect((await subscriptionOf(userId))?.status).toBe('trialing');
    }
    // The signed-in attempt keeps its receipt on record (a declaration was received) but nothing was applied.
    expect((await requestsFor(email)).map((r) => r.outcome)).toEqual(['pending_confirmation']);
  });

  test('an extraordinary cancellation needs a reason; its details are recorded', async () => {
    const api = visitor();
    const error = await api.contracts.cancel({ name: 'Max', email: 'max@example.com', contract: CONTRACT_NAME, cancellationType: 'extraordinary' }).then(
      () => null,
      (e: TRPCError) => e,
    );
    expect(error?.code).toBe('BAD_REQUEST');
    const email = uniqueEmail('nobody');
    await api.contracts.cancel({
      name: 'Max',
      email,
      contract: CONTRACT_NAME,
      cancellationType: 'extraordinary',
      reason: 'Service was unavailable for weeks',
      requestedEndDate: '2027-01-31',
    });
    const [record] = await requestsFor(email);
    expect(record?.reason).toBe('Service was unavailable for weeks');
    expect(record?.requestedEndDate?.toISOString()).toStartWith('2027-01-31');
  });
});
