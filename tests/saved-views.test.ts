/**
 * Saved views: a user creates, renames, overwrites and deletes their own; the limit and the
 * unique name are checked before the write (also for writes at once); another user's view is
 * "not found" and unchanged; bad input is a 400 with a clear message and changes nothing.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { validateAccessToken } from '@/server/accounts/sessions';
import { profiles } from '@/server/db/schema';
import { type RunningServer, startServer } from '@/server/server';
import { createServices, type Services } from '@/server/services';
import { SAVED_VIEWS_LIMIT, savedViewErrors, VIEW_NAME_MAX_LENGTH } from '@/shared/saved-views';
import { createConfirmedUser } from './helpers/accounts';
import { callerFor, testEnv } from './helpers/caller';
import { forEachDatabase } from './helpers/test-database';

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: TRPCError) => ({ code: error.code, message: error.message }),
  );

forEachDatabase((database) => {
  const db = () => database().db;
  let services: Services;
  let server: RunningServer;

  beforeAll(() => {
    services = createServices(testEnv(), db());
    server = startServer({ env: services.env, database: database(), services, port: 0, distDir: null });
  });
  afterAll(async () => {
    await server.stop();
  });

  async function trialUser() {
    const { session } = await createConfirmedUser(services, db());
    await db().update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    const caller = await validateAccessToken(db(), session.access_token);
    return { userId: session.user.id, token: session.access_token, api: callerFor(services, db(), caller) };
  }

  /** A mutation over HTTP, as the browser sends it: the error is the one users read. */
  async function mutate(path: string, input: unknown, token: string) {
    const response = await fetch(`${server.url.origin}/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(input),
    });
    const body = (await response.json()) as { error?: { message: string } };
    return { status: response.status, message: body.error?.message };
  }

  test('create, rename, overwrite and delete: the list follows, by name', async () => {
    const { api } = await trialUser();
    expect(await api.views.list()).toEqual([]);
    const macro = await api.views.create({ name: '  Macro ', filters: { category: 'economy', minImpact: 5 } });
    expect(macro).toEqual({ id: expect.any(String), name: 'Macro', filters: { category: 'economy', minImpact: 5 } });
    const mine = await api.views.create({ name: 'My tickers', filters: { watchlist: true, sort: 'impact', symbol: 'nvda' } });
    expect(mine.filters).toEqual({ watchlist: true, sort: 'impact', symbol: 'NVDA' });
    expect((await api.views.list()).map((view) => view.name)).toEqual(['Macro', 'My tickers']);

    expect(await api.views.update({ id: macro.id, name: 'Central banks' })).toEqual({ ...macro, name: 'Central banks' });
    // An overwrite replaces the filters whole: what the new set leaves out is gone.
    expect(await api.views.update({ id: macro.id, filters: { q: 'rate decision', direction: 'bearish' } })).toEqual({
      id: macro.id,
      name: 'Central banks',
      filters: { q: 'rate decision', direction: 'bearish' },
    });
    await api.views.delete({ id: mine.id });
    expect(await api.views.list()).toEqual([{ id: macro.id, name: 'Central banks', filters: { q: 'rate decision', direction: 'bearish' } }]);
    expect(await refusal(api.views.delete({ id: mine.id }))).toEqual({ code: 'NOT_FOUND', message: savedViewErrors.notFound });
  });

  test(`at most ${SAVED_VIEWS_LIMIT} views, counted before the write, also for creates at once; a name once per user`, async () => {
    const { api } = await trialUser();
    const results = await Promise.allSettled(Array.from({ length: SAVED_VIEWS_LIMIT + 5 }, (_, i) => api.views.create({ name: `Desk ${i}`, filters: {} })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(SAVED_VIEWS_LIMIT);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refused.map((result) => result.reason.message)).toEqual(Array(5).fill(savedViewErrors.full));
    expect(await api.views.list()).toHaveLength(SAVED_VIEWS_LIMIT);

    const [first, second] = await api.views.list();
    await api.views.delete({ id: (first as { id: string }).id });
    expect(await refusal(api.views.update({ id: (second as { id: string }).id, name: 'Desk 7' }))).toEqual({
      code: 'CONFLICT',
      message: savedViewErrors.nameTaken,
    });
    expect(await refusal(api.views.create({ name: 'Desk 7', filters: {} }))).toEqual({ code: 'CONFLICT', message: savedViewErrors.nameTaken });
    // The same name for the same view is no clash; another user may use any name.
    expect((await api.views.update({ id: (second as { id: string }).id, name: (second as { name: string }).name })).name).toBe(
      (second as { name: string }).name,
    );
    const other = await trialUser();
    expect((await other.api.views.create({ name: 'Desk 7', filters: {} })).name).toBe('Desk 7');
  });

  test("another user's view is not found: not listed, not renamed, not overwritten, not deleted", async () => {
    const owner = await trialUser();
    const stranger = await trialUser();
    const view = await owner.api.views.create({ name: 'Macro', filters: { category: 'economy' } });

    expect(await stranger.api.views.list()).toEqual([]);
    const notFound = { code: 'NOT_FOUND' as const, message: savedViewErrors.notFound };
    expect(await refusal(stranger.api.views.update({ id: view.id, name: 'Taken over' }))).toEqual(notFound);
    expect(await refusal(stranger.api.views.update({ id: view.id, filters: {} }))).toEqual(notFound);
    expect(await refusal(stranger.api.views.delete({ id: view.id }))).toEqual(notFound);
    // Naming the owner changes nothing: the input has no room for a user.
    expect(await refusal(stranger.api.views.create({ name: 'Planted', filters: {}, userId: owner.userId } as never))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await owner.api.views.list()).toEqual([view]);

    // A visitor without entitlement reads nothing at all.
    const visitor = callerFor(services, db());
    expect(await refusal(visitor.views.list())).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  test('bad input is a 400 whose message names the field, and changes nothing', async () => {
    const { api, token } = await trialUser();
    const view = await api.views.create({ name: 'Macro', filters: { category: 'economy' } });
    const create = (input: unknown) => mutate('views.create', input, token);
    const update = (input: unknown) => mutate('views.update', input, token);

    expect(await create({ name: '   ', filters: {} })).toEqual({ status: 400, message: `name: ${savedViewErrors.nameLength}` });
    expect(await create({ name: 'x'.repeat(VIEW_NAME_MAX_LENGTH + 1), filters: {} })).toEqual({
      status: 400,
      message: `name: ${savedViewErrors.nameLength}`,
    });
    expect((await create({ name: 'Odd', filters: { category: 'gossip' } })).message).toMatch(/^filters\.category: /);
    expect((await create({ name: 'Odd', filters: { minImpact: 4 } })).message).toMatch(/^filters\.minImpact: Choose a minimum impact of 3, 5, 7/);
    expect((await create({ name: 'Odd', filters: { from: '2027-02-30' } })).message).toMatch(/^filters\.from: /);
    expect((await create({ name: 'Odd', filters: { symbol: 'not a symbol!' } })).message).toMatch(/^filters\.symbol: /);
    expect((await create({ name: 'Odd', filters: { layout: 'dense' } })).status).toBe(400);
    expect((await create({ name: 'Odd' })).message).toMatch(/^filters: /);
    expect(await update({ id: view.id })).toEqual({ status: 400, message: 'Send a new name, new filters or both.' });
    expect((await update({ id: 'not-an-id', name: 'X' })).message).toMatch(/^id: Name a view by its id\./);
    expect((await update({ id: view.id, filters: { sort: 'oldest' } })).status).toBe(400);

    expect(await api.views.list()).toEqual([view]);
  });
});
