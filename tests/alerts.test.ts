/**
 * Named alert rules, feed preferences and alert mails: the procedures act only on the caller and
 * refuse bad input without a change (and another user's rule as one that does not exist); a mail carries what the stored story holds; one mail per
 * 15 minutes, also with two instances at once; a failed send loses nothing; the unsubscribe link
 * works without a session, also after access ended.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from 'bun:test';
import type { TRPCError } from '@trpc/server';
import { eq, inArray, sql } from 'drizzle-orm';
import { validateAccessToken } from '@/server/accounts/sessions';
import { alertRuleTexts, listAlertRules } from '@/server/alerts/alert-rules';
import { sendAlertMails } from '@/server/alerts/send-alert-mails';
import { openDatabase } from '@/server/db/client';
import { alertRules, feedPreferences, type NewNewsAnalysis, namedAlertRules, newsAnalysis, profiles } from '@/server/db/schema';
import { createDevOutbox, listOutbox } from '@/server/mail/dev-outbox';
import type { Mail, Mailer } from '@/server/mail/mail';
import { publishStory, reviseStory } from '@/server/news/publish';
import { type RunningServer, startServer } from '@/server/server';
import { createServices, type Services } from '@/server/services';
import { ALERT_MAIL_INTERVAL_MS, alertRuleLimits, unsubscribeTexts } from '@/shared/alerts';
import { defaultFeedPreferences } from '@/shared/preferences';
import { emptyAnalysis } from '@/shared/stored-analysis';
import { createConfirmedUser } from './helpers/accounts';
import { callerFor, testEnv } from './helpers/caller';
import { sampleStory } from './helpers/stories';
import { forEachDatabase } from './helpers/test-database';

const MINUTE = 60_000;

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: TRPCError) => ({ code: error.code, message: error.message }),
  );

forEachDatabase((database, kind) => {
  const db = () => database().db;
  /** Every mail handed to the mailer, with its headers (the outbox keeps no headers). */
  const handedOff: Mail[] = [];
  /** While set, the mailer fails as an unreachable SMTP server would. */
  let mailerDown = false;
  let services: Services;
  let server: RunningServer;

  function recordingMailer(): Mailer {
    const outbox = createDevOutbox(db());
    return {
      description: 'recording outbox',
      async send(mail, via) {
        if (mailerDown && mail.headers?.['List-Unsubscribe']) throw new Error('connect ECONNREFUSED 127.0.0.1:465');
        await outbox.send(mail, via);
        handedOff.push(mail);
      },
    };
  }

  beforeAll(() => {
    services = createServices(testEnv(), db(), { mailer: recordingMailer() });
    server = startServer({ env: services.env, database: database(), services, port: 0, distDir: null });
  });
  afterAll(async () => {
    await server.stop();
  });

  /**
   * The runs of a test pass a clock that only moves forward, so "15 minutes later" needs no
   * waiting. Each test starts it anew: its users are its own.
   */
  let clock = Date.now();
  beforeEach(() => {
    clock = Date.now();
  });
  const later = (ms = 0) => {
    clock = Math.max(clock, Date.now()) + ms;
    return new Date(clock);
  };
  const run = (ms = 0, on: Services = services) => sendAlertMails({ db: db(), services: on, now: later(ms) });

  async function trialUser() {
    const { session, email } = await createConfirmedUser(services, db());
    await db().update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    const caller = await validateAccessToken(db(), session.access_token);
    return { userId: session.user.id, email, token: session.access_token, api: callerFor(services, db(), caller) };
  }
  type User = Awaited<ReturnType<typeof trialUser>>;

  /** A mutation over HTTP, as the browser sends it: the error is the one users read (the formatter's). */
  async function mutate(path: string, input: unknown, token?: string) {
    const response = await fetch(`${server.url.origin}/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(input),
    });
    const body = (await response.json()) as { result?: { data: unknown }; error?: { message: string } };
    return { status: response.status, data: body.result?.data, message: body.error?.message };
  }

  /** A rule as the form sends it: no condition unless given. */
  const ruleInput = (overrides: Record<string, unknown>) => ({
    name: 'A rule',
    keywords: [],
    category: null,
    direction: null,
    minImpact: null,
    instruments: [],
    watchlist: false,
    ...overrides,
  });

  /** Rules as a trader commonly sets them: "My watchlist" and/or "Impact N+", then e-mail on or off. */
  async function alertOn(api: User['api'], { watchlist, minImpact, email }: { watchlist?: boolean; minImpact?: number; email?: boolean }) {
    if (watchlist) await api.alerts.createRule(ruleInput({ name: 'My watchlist', watchlist: true }) as never);
    if (minImpact) await api.alerts.createRule(ruleInput({ name: `Impact ${minImpact}+`, minImpact }) as never);
    if (email !== undefined) await api.alerts.setEmail({ email });
  }

  /** A trial user following ORCL, alerted on the watchlist and on 7.0 or more, by e-mail. */
  async function alertedUser() {
    const user = await trialUser();
    await user.api.watchlist.add({ symbol: 'ORCL' });
    await alertOn(user.api, { watchlist: true, minImpact: 7, email: true });
    return user;
  }

  async function publish(overrides: Partial<NewNewsAnalysis>) {
    const published = await publishStory(db(), sampleStory(overrides));
    if (!published) throw new Error('story not stored');
    return published.id;
  }
  const orcl = (overrides: Partial<NewNewsAnalysis> = {}) =>
    publish({ headline: 'Oracle beats estimates and raises its guidance', symbols: ['ORCL'], impactScore: 0.72, ...overrides });

  const isAlertMail = (mail: Pick<Mail, 'text'>) => mail.text.includes('Unsubscribe from alert e-mails:');
  const mailsTo = (user: User) => handedOff.filter((mail) => mail.to === user.email && isAlertMail(mail));
  const storedMailsTo = async (user: User) => (await listOutbox(db())).filter((mail) => mail.to === user.email && isAlertMail(mail));
  async function rowOf(user: User) {
    const [row] = await db().select().from(alertRules).where(eq(alertRules.userId, user.userId));
    if (!row) throw new Error('no alert rules row');
    return row;
  }

  test('no rules before any change; rules are made, changed, switched and deleted; the unsubscribe token is made once', async () => {
    const { api, userId } = await trialUser();
    expect(await api.alerts.get()).toEqual({ email: false, rules: [] });
    expect(await api.preferences.get()).toEqual(defaultFeedPreferences);
    expect(await db().select().from(alertRules).where(eq(alertRules.userId, userId))).toHaveLength(0);

    const made = await api.alerts.createRule(
      ruleInput({ name: '  Fed   watch ', keywords: [' rate cut ', 'inflation'], category: 'economy', direction: 'bearish' }),
    );
    const [fed] = made.rules;
    expect(made).toEqual({
      email: false,
      rules: [
        {
          ...ruleInput({ name: 'Fed watch', keywords: ['rate cut', 'inflation'], category: 'economy', direction: 'bearish' }),
          id: fed?.id ?? '',
          enabled: true,
        },
      ],
    });
    const [first] = await db().select().from(alertRules).where(eq(alertRules.userId, userId));
    expect(first?.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const withTwo = await api.alerts.createRule(ruleInput({ name: 'Big movers', minImpact: 7, instruments: ['EUR/USD', 'US Treasuries'], watchlist: true }));
    expect(withTwo.rules.map((rule) => rule.name)).toEqual(['Fed watch', 'Big movers']);
    const id = fed?.id ?? '';
    const switched = await api.alerts.updateRule({ id, enabled: false });
    expect(switched.rules[0]).toMatchObject({ name: 'Fed watch', enabled: false, keywords: ['rate cut', 'inflation'] });
    const renamed = await api.alerts.updateRule({ id, name: 'Rates', direction: null, minImpact: 5 });
    expect(renamed.rules[0]).toMatchObject({ name: 'Rates', enabled: false, direction: null, minImpact: 5, category: 'economy' });
    expect((await api.alerts.setEmail({ email: true })).email).toBe(true);
    const afterDelete = await api.alerts.deleteRule({ id });
    expect(afterDelete.rules.map((rule) => rule.name)).toEqual(['Big movers']);
    expect(await api.alerts.get()).toEqual(afterDelete);
    const [again] = await db().select().from(alertRules).where(eq(alertRules.userId, userId));
    expect(again?.unsubscribeToken).toBe(first?.unsubscribeToken ?? 'missing');

    expect(await api.preferences.update({ layout: 'dense' })).toEqual({ layout: 'dense', timeZone: 'local' });
    expect(await api.preferences.update({ timeZone: 'Asia/Tokyo' })).toEqual({ layout: 'dense', timeZone: 'Asia/Tokyo' });
    expect(await api.preferences.update({ layout: 'cards', timeZone: 'Europe/Berlin' })).toEqual({ layout: 'cards', timeZone: 'Europe/Berlin' });
    expect(await api.preferences.get()).toEqual({ layout: 'cards', timeZone: 'Europe/Berlin' });
  });

  test('bad input is a 400 with a message naming the field, and changes nothing', async () => {
    const { api, token } = await trialUser();
    await api.alerts.createRule(ruleInput({ name: 'Big movers', minImpact: 5 }));
    await api.preferences.update({ layout: 'dense', timeZone: 'UTC' });
    const before = await api.alerts.get();
    const [kept] = before.rules;
    const create = (input: unknown) => mutate('alerts.createRule', input, token);
    const update = (input: unknown) => mutate('alerts.updateRule', input, token);
    const preferences = (input: unknown) => mutate('preferences.update', input, token);
    const refused = (message: string | RegExp) => ({
      status: 400,
      data: undefined,
      message: typeof message === 'string' ? message : expect.stringMatching(message),
    });
    const impactMessage = 'minImpact: Choose a whole number from 1 to 10, or null for no impact condition.';

    for (const minImpact of [0, 11, 2.5, -1, '7', Number.MAX_SAFE_INTEGER]) expect(await create(ruleInput({ minImpact }))).toEqual(refused(impactMessage));
    expect(await create(ruleInput({ name: '   ', minImpact: 5 }))).toEqual(refused('name: A name cannot be empty.'));
    expect(await create(ruleInput({ name: 'x'.repeat(61), minImpact: 5 }))).toEqual(refused('name: Keep a name to 60 characters.'));
    expect(await create(ruleInput({ keywords: Array.from({ length: 11 }, (_, i) => `word${i}`) }))).toEqual(
      refused('keywords: A rule holds at most 10 keywords.'),
    );
    expect(await create(ruleInput({ keywords: ['k'.repeat(61)] }))).toEqual(refused('keywords.0: Keep a keyword to 60 characters.'));
    expect(await create(ruleInput({ instruments: Array.from({ length: 21 }, (_, i) => `S${i}`) }))).toEqual(
      refused('instruments: A rule names at most 20 instruments.'),
    );
    expect(await create(ruleInput({ instruments: ["NVDA'; drop table users;--"] }))).toEqual(
      refused('instruments.0: An instrument is a symbol such as NVDA, EUR/USD or US Treasuries.'),
    );
    expect(await create(ruleInput({ category: 'gossip' }))).toEqual(refused(/^category: Choose the category earnings, /));
    expect(await create(ruleInput({ direction: 'neutral' }))).toEqual(refused('direction: Choose the direction bullish or bearish, or null for either.'));
    expect(await create(ruleInput({}))).toEqual(refused('Choose at least one condition: keywords, a category, a direction, a minimum impact or instruments.'));
    expect(await create({ ...ruleInput({ minImpact: 5 }), userId: 'someone' })).toEqual(refused(/./));
    expect(await create(null)).toEqual(refused(/./));
    expect(await update({ id: 'not-an-id', enabled: false })).toEqual(refused('id: This alert rule does not exist.'));
    // A change that would leave the stored rule with no condition.
    expect(await update({ id: kept?.id, minImpact: null })).toEqual(
      refused('Choose at least one condition: keywords, a category, a direction, a minimum impact or instruments.'),
    );
    expect(await mutate('alerts.setEmail', { email: 'yes' }, token)).toEqual(refused(/^email: /));
    expect(await preferences({ layout: 'grid' })).toEqual(refused('layout: Choose the layout cards or dense.'));
    expect(await preferences({ timeZone: 'Mars/Olympus', layout: 'cards' })).toEqual(
      refused('timeZone: Choose the time zone local, UTC, America/New_York, Europe/London, Europe/Berlin or Asia/Tokyo.'),
    );
    expect(await preferences({ timeZone: 'utc' })).toEqual(refused(/^timeZone: /));
    expect(await preferences({})).toEqual(refused('Send the layout, the time zone or both.'));
    // The same through the procedures' own callers: refused, not ignored.
    expect(await refusal(api.alerts.createRule(ruleInput({ minImpact: 0 })))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(api.preferences.update({ layout: 'grid' } as never))).toMatchObject({ code: 'BAD_REQUEST' });

    expect(await api.alerts.get()).toEqual(before);
    expect(await api.preferences.get()).toEqual({ layout: 'dense', timeZone: 'UTC' });
  });

  test(`at most ${alertRuleLimits.rules} rules, counted before the write, also when the last places are asked for at once`, async () => {
    const user = await trialUser();
    for (let i = 0; i < alertRuleLimits.rules - 2; i++) await user.api.alerts.createRule(ruleInput({ name: `Rule ${i}`, minImpact: 5 }));
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, i) => mutate('alerts.createRule', ruleInput({ name: `Late ${i}`, minImpact: 5 }), user.token)),
    );
    expect(burst.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(burst.filter((answer) => answer.status === 409).map((answer) => answer.message)).toEqual(Array(3).fill(alertRuleTexts.full));
    expect((await user.api.alerts.get()).rules).toHaveLength(alertRuleLimits.rules);
    const rows = await db().select().from(namedAlertRules).where(eq(namedAlertRules.userId, user.userId));
    expect(rows).toHaveLength(alertRuleLimits.rules);
  });

  test("each caller reads and changes only their own rules and preferences; another user's rule id is not found and stays as it was", async () => {
    const a = await trialUser();
    const b = await trialUser();
    const own = await a.api.alerts.createRule(ruleInput({ name: 'Mine', minImpact: 9 }));
    await a.api.alerts.setEmail({ email: true });
    await a.api.preferences.update({ layout: 'dense' });
    const theirs = own.rules[0]?.id ?? '';
    const notFound = { code: 'NOT_FOUND', message: alertRuleTexts.notFound } as const;

    expect(await b.api.alerts.get()).toEqual({ email: false, rules: [] });
    expect(await b.api.preferences.get()).toEqual(defaultFeedPreferences);
    expect(await refusal(b.api.alerts.updateRule({ id: theirs, enabled: false }))).toMatchObject(notFound);
    expect(await refusal(b.api.alerts.updateRule({ id: theirs, name: 'Hijacked', minImpact: 1 }))).toMatchObject(notFound);
    expect(await refusal(b.api.alerts.deleteRule({ id: theirs }))).toMatchObject(notFound);
    expect(await mutate('alerts.deleteRule', { id: theirs }, b.token)).toEqual({ status: 404, data: undefined, message: alertRuleTexts.notFound });
    expect(await refusal(b.api.alerts.setEmail({ email: false, userId: a.userId } as never))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(b.api.alerts.createRule({ ...ruleInput({ minImpact: 3 }), userId: a.userId } as never))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(b.api.preferences.update({ layout: 'cards', userId: a.userId } as never))).toMatchObject({ code: 'BAD_REQUEST' });
    // A stranger without a session reaches nothing.
    expect((await mutate('alerts.deleteRule', { id: theirs })).status).toBe(401);
    await b.api.alerts.createRule(ruleInput({ name: 'Theirs', watchlist: true }));
    await b.api.preferences.update({ layout: 'cards', timeZone: 'Asia/Tokyo' });

    expect(await a.api.alerts.get()).toEqual({ email: true, rules: own.rules });
    expect((await b.api.alerts.get()).rules.map((rule) => rule.name)).toEqual(['Theirs']);
    expect(await a.api.preferences.get()).toEqual({ layout: 'dense', timeZone: 'local' });
  });

  test('turning e-mail on starts after the newest story: no backlog, also when the rule comes after', async () => {
    const user = await trialUser();
    await user.api.watchlist.add({ symbol: 'ORCL' });
    const before = await orcl();
    await alertOn(user.api, { watchlist: true, email: true });
    expect((await rowOf(user)).emailAfterId).toBe(before);
    await run();
    expect(mailsTo(user)).toHaveLength(0);

    // E-mail on without a rule mails nothing; setting the rule later does not mail what came meanwhile.
    const late = await trialUser();
    await late.api.watchlist.add({ symbol: 'ORCL' });
    await alertOn(late.api, { email: true });
    const meanwhile = await orcl();
    await run();
    await alertOn(late.api, { watchlist: true });
    expect((await rowOf(late)).emailAfterId).toBe(meanwhile);
    await run();
    expect(mailsTo(late)).toHaveLength(0);
  });

  test('a matching story gives one mail with its figure, why it matched, the time in the chosen zone, and working links', async () => {
    const user = await alertedUser();
    await user.api.preferences.update({ timeZone: 'America/New_York' });
    const id = await orcl({
      headline: 'Oracle <beats> estimates & raises its guidance',
      // The analysis names two instruments moving opposite ways: each shows with its own direction.
      analysis: {
        ...emptyAnalysis,
        patterns: 'p',
        explanation: 'e',
        instruments: [
          { symbol: 'ORCL', market: 'Stock Market', direction: 'bullish', score: 0.72 },
          { symbol: 'SAP', market: 'Stock Market', direction: 'bearish', score: -0.25 },
        ],
      },
      publisherName: 'Northbridge Wire',
      publishedAt: new Date('2026-11-24T15:30:00Z'),
    });
    const result = await run();
    expect(result.failed).toBe(0);
    expect(mailsTo(user)).toHaveLength(1);
    const [mail] = mailsTo(user);
    const { unsubscribeToken, emailSentAt, emailAfterId } = await rowOf(user);
    expect(emailSentAt).not.toBeNull();
    expect(emailAfterId).toBeGreaterThanOrEqual(id);

    expect(mail?.subject).toBe('ORCL: Oracle <beats> estimates & raises its guidance');
    const text = mail?.text ?? '';
    expect(text).toContain('ORCL 7.2 ↗ Bullish · SAP 2.5 ↘ Bearish\nOracle <beats> estimates & raises its guidance');
    expect(text).toContain('Northbridge Wire · 11/24/2026 10:30 New York time');
    expect(text).toContain('Why: Your rules “My watchlist”, “Impact 7+” · Moves ORCL');
    expect(text).toContain(`http://app.test/news-analysis/${id}`);
    expect(text).toContain('Your alert rules that are on: “My watchlist”, “Impact 7+”.');
    expect(text).toContain('At most one e-mail every 15 minutes');
    expect(text).toContain('Change your alerts: http://app.test/alerts');
    expect(text).toContain(`Unsubscribe from alert e-mails: http://app.test/unsubscribe?token=${unsubscribeToken}`);
    expect(text).toContain('It is not financial or investment advice. The analyses are generated automatically (by AI, or by rules)');
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': `<http://app.test/api/alerts/unsubscribe?token=${unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Every text is escaped in the HTML part.
    expect(mail?.html).toContain('Oracle &#60;beats&#62; estimates &#38; raises its guidance');
    expect(mail?.html).not.toContain('<beats>');
    expect(mail?.html).toContain(`href="http://app.test/unsubscribe?token=${unsubscribeToken}"`);
    expect(await storedMailsTo(user)).toHaveLength(1);

    // Nothing new: nothing more.
    await run(20 * MINUTE);
    expect(mailsTo(user)).toHaveLength(1);
  });

  test('a story without a score says "Not scored"; the browser\'s own zone is unknown here, so the time is in UTC', async () => {
    const user = await trialUser();
    await user.api.watchlist.add({ symbol: 'ORCL' });
    await alertOn(user.api, { watchlist: true, email: true });
    await orcl({ headline: 'Oracle names a new chief financial officer', impactScore: null, publishedAt: new Date('2026-11-24T15:30:00Z') });
    await run();
    const [mail] = mailsTo(user);
    expect(mail?.text).toContain('Not scored\nOracle names a new chief financial officer');
    expect(mail?.text).toContain('11/24/2026 15:30 UTC');
    expect(mail?.text).not.toMatch(/(Bullish|Bearish|Neutral)/);
    expect(mail?.text).toContain('Why: Your rule “My watchlist” · Moves ORCL\n');
  });

  test('within 15 minutes a second match waits; after the interval one mail holds it alone', async () => {
    const user = await alertedUser();
    const first = await orcl({ headline: 'Oracle first story' });
    await run();
    expect(mailsTo(user).map((mail) => mail.subject)).toEqual(['ORCL: Oracle first story']);

    const second = await orcl({ headline: 'Oracle second story' });
    await run(MINUTE);
    await run(ALERT_MAIL_INTERVAL_MS - 2 * MINUTE);
    expect(mailsTo(user)).toHaveLength(1);
    await run(2 * MINUTE);
    expect(mailsTo(user).map((mail) => mail.subject)).toEqual(['ORCL: Oracle first story', 'ORCL: Oracle second story']);
    const latest = mailsTo(user)[1]?.text ?? '';
    expect(latest).toContain(`/news-analysis/${second}`);
    expect(latest).not.toContain(`/news-analysis/${first}\n`);
  });

  test('stories that match nothing send nothing and move the cursor past them', async () => {
    const user = await alertedUser();
    const quiet = await publish({ headline: 'Small cap moves', symbols: ['XYZ'], impactScore: 0.3 });
    await run();
    expect(mailsTo(user)).toHaveLength(0);
    const row = await rowOf(user);
    expect(row.emailAfterId).toBeGreaterThanOrEqual(quiet);
    expect(row.emailSentAt).toBeNull();
  });

  test("only the feed's sources alert when FEED_SOURCE_DOMAINS is set", async () => {
    const user = await alertedUser();
    const limited = createServices(testEnv({ FEED_SOURCE_DOMAINS: 'news.test' }), db(), { mailer: recordingMailer() });
    const elsewhere = await orcl({ headline: 'Oracle story from an outlet the feed leaves out', sourceDomain: 'elsewhere.example' });
    await run(0, limited);
    expect(mailsTo(user)).toHaveLength(0);
    expect((await rowOf(user)).emailAfterId).toBeGreaterThanOrEqual(elsewhere);
    await orcl({ headline: 'Oracle story from the feed' });
    await run(0, limited);
    expect(mailsTo(user).map((mail) => mail.subject)).toEqual(['ORCL: Oracle story from the feed']);
  });

  test('many matches: one mail with the ten newest, newest first, and how many more', async () => {
    const user = await alertedUser();
    const ids: number[] = [];
    for (let i = 1; i <= 12; i++) ids.push(await orcl({ headline: `Oracle story number ${i}` }));
    await run();
    expect(mailsTo(user)).toHaveLength(1);
    const [mail] = mailsTo(user);
    expect(mail?.subject).toBe('12 new stories match your alerts');
    const listed = [...(mail?.text ?? '').matchAll(/Oracle story number (\d+)/g)].map((match) => Number(match[1]));
    expect(listed).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(mail?.text).toContain('And 2 more: http://app.test/news-analysis\n');
  });

  test('a send that fails moves nothing: the next run mails the same stories', async () => {
    const user = await alertedUser();
    const before = await rowOf(user);
    const id = await orcl({ headline: 'Oracle story while the mail server is down' });
    mailerDown = true;
    try {
      const failed = await run();
      expect(failed.failed).toBeGreaterThanOrEqual(1);
    } finally {
      mailerDown = false;
    }
    expect(mailsTo(user)).toHaveLength(0);
    expect(await storedMailsTo(user)).toHaveLength(0);
    const after = await rowOf(user);
    expect(after.emailAfterId).toBe(before.emailAfterId);
    expect(after.emailSentAt).toBeNull();

    await run();
    expect(mailsTo(user).map((mail) => mail.subject)).toEqual(['ORCL: Oracle story while the mail server is down']);
    expect(mailsTo(user)[0]?.text).toContain(`/news-analysis/${id}`);
  });

  test('a failed user is named to the runner, and a run told to skip them leaves their stories waiting', async () => {
    const user = await alertedUser();
    await orcl({ headline: 'Oracle story for a refusing mailbox' });
    mailerDown = true;
    try {
      expect((await run()).failedUsers).toContain(user.userId);
    } finally {
      mailerDown = false;
    }
    const skipped = await sendAlertMails({ db: db(), services, now: later(0), skipUsers: new Set([user.userId]) });
    expect(skipped.failedUsers).toEqual([]);
    expect(mailsTo(user)).toHaveLength(0);
    await run();
    expect(mailsTo(user).map((mail) => mail.subject)).toEqual(['ORCL: Oracle story for a refusing mailbox']);
  });

  test('an ended trial gets no mail and keeps its rules; when access returns, nothing from the gap is mailed', async () => {
    const user = await alertedUser();
    await user.api.billing.endTrial();
    await orcl({ headline: 'Oracle story after the trial ended' });
    await run();
    expect(mailsTo(user)).toHaveLength(0);
    expect(await db().select().from(alertRules).where(eq(alertRules.userId, user.userId))).toHaveLength(1);
    expect((await rowOf(user)).email).toBe(true);

    await user.api.billing.demo.completeCheckout();
    expect(await user.api.alerts.get()).toMatchObject({
      email: true,
      rules: [
        { name: 'My watchlist', watchlist: true },
        { name: 'Impact 7+', minImpact: 7 },
      ],
    });
    await run();
    expect(mailsTo(user)).toHaveLength(0);
    await orcl({ headline: 'Oracle story for the subscriber' });
    await run();
    expect(mailsTo(user).map((mail) => mail.subject)).toEqual(['ORCL: Oracle story for the subscriber']);
  });

  test('a story whose AI analysis is on its way is mailed with the analysis it settles on', async () => {
    const user = await trialUser();
    await alertOn(user.api, { minImpact: 8, email: true });
    const id = await publish({ headline: 'Chipmaker cuts outlook', symbols: ['INTC'], impactScore: -0.85, aiPending: true, analysisMethod: 'offline' });
    await run();
    expect(mailsTo(user)).toHaveLength(0);
    await reviseStory(db(), id, { impactScore: -0.91, aiPending: false, analysisMethod: 'claude-haiku-4-5' });
    await run();
    expect(mailsTo(user)).toHaveLength(1);
    expect(mailsTo(user)[0]?.text).toContain('9.1 ↘ Bearish\nChipmaker cuts outlook');

    // An AI analysis that never comes (a restart cut it off) holds the mail back only so long.
    const stuck = await trialUser();
    await alertOn(stuck.api, { minImpact: 8, email: true });
    await publish({ headline: 'Stuck analysis', impactScore: 0.9, aiPending: true, analysisMethod: 'offline' });
    await run(ALERT_MAIL_INTERVAL_MS);
    expect(mailsTo(stuck).map((mail) => mail.subject)).toEqual(['Stuck analysis']);
  });

  test('two runs at once, on one connection pool and on two, send one mail per user', async () => {
    const users = await Promise.all([alertedUser(), alertedUser(), alertedUser(), alertedUser()]);
    await orcl({ headline: 'Oracle story everyone follows' });
    const target = database().target;
    const second = kind === 'postgres' && target.kind === 'postgres' ? await openDatabase({ ...target, maxConnections: 5 }) : null;
    try {
      const otherDb = second?.db ?? db();
      const other = createServices(testEnv(), otherDb, { mailer: recordingMailer() });
      const now = later();
      await Promise.all([
        sendAlertMails({ db: db(), services, now }),
        sendAlertMails({ db: otherDb, services: other, now }),
        sendAlertMails({ db: db(), services, now }),
      ]);
      for (const user of users) {
        expect(mailsTo(user)).toHaveLength(1);
        expect(await storedMailsTo(user)).toHaveLength(1);
      }
    } finally {
      await second?.close();
    }
  });

  test('unsubscribing through tRPC: no session needed, again and again, after access ended; a wrong token changes nothing', async () => {
    const user = await alertedUser();
    const bystander = await alertedUser();
    const { unsubscribeToken } = await rowOf(user);
    const invalid = { status: 400, data: undefined, message: unsubscribeTexts.invalidLink };
    for (const token of ['A'.repeat(43), unsubscribeToken.slice(0, 42), `${unsubscribeToken}x`, '', 'x'.repeat(5000), `${unsubscribeToken.slice(0, 42)}/`]) {
      expect(await mutate('alerts.unsubscribe', { token })).toEqual(invalid);
    }
    // Someone else's session changes nothing either: the token alone decides.
    expect(await mutate('alerts.unsubscribe', { token: 'B'.repeat(43) }, bystander.token)).toEqual(invalid);
    expect(await mutate('alerts.unsubscribe', { token: 42 })).toMatchObject({ status: 400 });
    expect(await mutate('alerts.unsubscribe', { token: unsubscribeToken, userId: bystander.userId })).toMatchObject({ status: 400 });
    expect((await rowOf(user)).email).toBe(true);

    await user.api.billing.endTrial();
    const visitor = callerFor(services, db(), null);
    expect(await visitor.alerts.unsubscribe({ token: unsubscribeToken })).toEqual({ unsubscribed: true });
    expect(await mutate('alerts.unsubscribe', { token: unsubscribeToken })).toEqual({ status: 200, data: { unsubscribed: true }, message: undefined });
    const after = await rowOf(user);
    expect({ email: after.email, rules: (await listAlertRules(db(), user.userId)).length }).toEqual({ email: false, rules: 2 });
    expect((await rowOf(bystander)).email).toBe(true);
  });

  test('one-click unsubscribe (RFC 8058): POST without a session answers 200, again 200; GET does nothing; a wrong token is a 400', async () => {
    const user = await alertedUser();
    const bystander = await alertedUser();
    const { unsubscribeToken } = await rowOf(user);
    const url = (token: string | null) => `${server.url.origin}/api/alerts/unsubscribe${token === null ? '' : `?token=${encodeURIComponent(token)}`}`;
    const oneClick = (token: string | null) =>
      fetch(url(token), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
        redirect: 'manual',
      });

    // A mail scanner opening the link changes nothing.
    const opened = await fetch(url(unsubscribeToken), { redirect: 'manual' });
    expect(opened.status).toBe(405);
    expect(opened.headers.get('allow')).toBe('POST');
    expect((await rowOf(user)).email).toBe(true);

    for (const token of [null, 'A'.repeat(43), 'not a token', `${unsubscribeToken}A`]) {
      const refused = await oneClick(token);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toBe(unsubscribeTexts.invalidLink);
    }
    expect((await rowOf(user)).email).toBe(true);

    for (let i = 0; i < 2; i++) {
      const response = await oneClick(unsubscribeToken);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(unsubscribeTexts.done);
    }
    expect((await rowOf(user)).email).toBe(false);
    expect((await rowOf(bystander)).email).toBe(true);
    expect(await user.api.alerts.get()).toMatchObject({
      email: false,
      rules: [
        { name: 'My watchlist', enabled: true },
        { name: 'Impact 7+', enabled: true },
      ],
    });

    // No mail after that.
    await orcl({ headline: 'Oracle story after unsubscribing' });
    await run();
    expect(mailsTo(user)).toHaveLength(0);
  });

  test('first changes sent at once from several tabs all answer, leave one row each and one token, and keep every rule sent', async () => {
    const user = await trialUser();
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => mutate('alerts.createRule', ruleInput({ name: `Tab ${i}`, minImpact: i + 3 }), user.token)),
      ...Array.from({ length: 6 }, (_, i) => mutate('preferences.update', { layout: i % 2 ? 'dense' : 'cards' }, user.token)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const rules = await db().select().from(alertRules).where(eq(alertRules.userId, user.userId));
    expect(rules).toHaveLength(1);
    expect(rules[0]?.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await user.api.alerts.get()).rules.map((rule) => rule.minImpact).sort()).toEqual([3, 4, 5, 6, 7, 8]);
    expect(await db().select().from(feedPreferences).where(eq(feedPreferences.userId, user.userId))).toHaveLength(1);
  });

  test('one-click unsubscribe refuses a NUL byte and an oversized body, and a burst of the same click answers alike', async () => {
    const user = await alertedUser();
    const { unsubscribeToken } = await rowOf(user);
    const url = (token: string) => `${server.url.origin}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
    const post = (token: string, body: string) => fetch(url(token), { method: 'POST', body, redirect: 'manual' });

    expect((await post(`${unsubscribeToken}\0`, 'List-Unsubscribe=One-Click')).status).toBe(400);
    expect((await post(`${unsubscribeToken.slice(0, 42)}\0`, 'List-Unsubscribe=One-Click')).status).toBe(400);
    const huge = await post(unsubscribeToken, 'x'.repeat(2 * 1024 * 1024)).catch(() => null);
    expect(huge === null || huge.status === 413).toBe(true);
    expect((await rowOf(user)).email).toBe(true);

    const burst = await Promise.all(Array.from({ length: 10 }, () => post(unsubscribeToken, 'List-Unsubscribe=One-Click')));
    expect(burst.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect((await rowOf(user)).email).toBe(false);
  });

  test('the export holds the watchlist, the alert rules without their token, and the feed preferences', async () => {
    const user = await alertedUser();
    await user.api.preferences.update({ layout: 'dense', timeZone: 'Europe/London' });
    await orcl({ headline: 'Oracle story before the export' });
    await run();
    const { unsubscribeToken } = await rowOf(user);
    const data = await user.api.account.exportData();
    expect(data.watchlist.map((w) => w.symbol)).toEqual(['ORCL']);
    expect(data.alert_rules).toMatchObject({
      email: true,
      rules: [
        { name: 'My watchlist', watchlist: true },
        { name: 'Impact 7+', minImpact: 7 },
      ],
      last_alert_mail_at: expect.any(String),
    });
    expect(data.feed_preferences).toMatchObject({ layout: 'dense', time_zone: 'Europe/London' });
    expect(JSON.stringify(data)).not.toContain(unsubscribeToken);

    const fresh = await trialUser();
    const empty = await fresh.api.account.exportData();
    expect({ watchlist: empty.watchlist, alert_rules: empty.alert_rules, feed_preferences: empty.feed_preferences }).toEqual({
      watchlist: [],
      alert_rules: null,
      feed_preferences: null,
    });
  });

  test('named rules in the mail run: a rule switched off mails nothing, keywords match, a macro story names the instrument it moves', async () => {
    const user = await trialUser();
    const made = await user.api.alerts.createRule(
      ruleInput({ name: 'Rates down', keywords: ['policy rate'], instruments: ['US Treasuries'], direction: 'bearish' }),
    );
    const withTwo = await user.api.alerts.createRule(ruleInput({ name: 'Anything big', minImpact: 3 }));
    await user.api.alerts.setEmail({ email: true });
    await user.api.alerts.updateRule({ id: withTwo.rules[1]?.id ?? '', enabled: false });
    expect(made.rules).toHaveLength(1);

    await publish({ headline: 'Grain harvest beats forecasts across the plains', symbols: ['CORN'], impactScore: 0.6 });
    await publish({
      headline: 'Central bank holds its policy rate and signals patience',
      category: 'economy',
      symbols: [],
      impactScore: -0.62,
      analysis: {
        ...emptyAnalysis,
        patterns: 'p',
        explanation: 'e',
        instruments: [
          { symbol: 'US Treasuries', market: 'Bond Market', direction: 'bearish', score: -0.62 },
          { symbol: 'USD', market: 'Forex', direction: 'bullish', score: 0.45 },
        ],
      },
    });
    await run();
    expect(mailsTo(user).map((mail) => mail.subject)).toEqual(['US Treasuries: Central bank holds its policy rate and signals patience']);
    const [mail] = mailsTo(user);
    expect(mail?.text).toContain('US Treasuries 6.2 ↘ Bearish · USD 4.5 ↗ Bullish\nCentral bank holds its policy rate and signals patience');
    expect(mail?.text).toContain('Why: Your rule “Rates down” · Moves US Treasuries\n');
    expect(mail?.text).toContain('Your alert rules that are on: “Rates down”.');
    expect(mail?.text).not.toContain('Grain harvest');

    // Every rule off: the user is no longer due, and switching one on again starts after the newest story.
    await user.api.alerts.updateRule({ id: made.rules[0]?.id ?? '', enabled: false });
    const meanwhile = await publish({ headline: 'Central bank holds its policy rate again', category: 'economy', symbols: [], impactScore: -0.7 });
    await run(ALERT_MAIL_INTERVAL_MS);
    expect(mailsTo(user)).toHaveLength(1);
    await user.api.alerts.updateRule({ id: withTwo.rules[1]?.id ?? '', enabled: true });
    expect((await rowOf(user)).emailAfterId).toBe(meanwhile);
    await run(ALERT_MAIL_INTERVAL_MS);
    expect(mailsTo(user)).toHaveLength(1);
  });

  test('stories are read a bounded number at a time: the rest waits for the next mail', async () => {
    const user = await trialUser();
    await alertOn(user.api, { minImpact: 1, email: true });
    const start = (await rowOf(user)).emailAfterId;
    const values = Array.from({ length: 501 }, (_, i) => sampleStory({ headline: `Bulk story ${i}`, impactScore: 0.5 }));
    await db().insert(newsAnalysis).values(values);
    await run();
    const [mail] = mailsTo(user);
    expect(mail?.subject).toBe('500 new stories match your alerts');
    const row = await rowOf(user);
    const [last] = await db()
      .select({ id: newsAnalysis.id })
      .from(newsAnalysis)
      .where(inArray(newsAnalysis.headline, ['Bulk story 499']));
    expect(row.emailAfterId).toBe(last?.id ?? -1);
    expect(row.emailAfterId).toBeGreaterThan(start);
    await run(ALERT_MAIL_INTERVAL_MS);
    expect(mailsTo(user)[1]?.subject).toBe('Bulk story 500');
  });
});
