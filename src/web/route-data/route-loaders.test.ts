/**
 * The signed-in pages' route loaders, run by the app's own router on an address, with nothing
 * rendered: the data a page reads is in the cache before the page mounts, and a user who may
 * not read it is never sent to ask for it.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from 'bun:test';
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import type { AuthSession } from '@/shared/auth';
import type { SubscriptionStatusResponse } from '@/shared/billing';
import { PUBLIC_CONFIG_ELEMENT_ID } from '@/shared/public-config';
import { waitFor } from '../../../tests/helpers/wait';

const SESSION_KEY = 'impactwire.auth.session';

const sessionOf = (id: string): AuthSession => ({
  access_token: `token-${id}`,
  refresh_token: `refresh-${id}`,
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  token_type: 'bearer',
  user: { id, email: `${id}@example.com`, created_at: '2026-01-01T00:00:00Z', user_metadata: { full_name: null, avatar_url: null } },
  kind: 'normal',
});

const statusOf = (hasAccess: boolean): SubscriptionStatusResponse => ({
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
  cancel_at_period_end: false,
  trial_end_date: hasAccess ? '2099-01-01T00:00:00Z' : null,
  access: { has_access: hasAccess, state: hasAccess ? 'trial' : 'none', trial: hasAccess, trial_until: null, trial_offered: !hasAccess },
});

/** Which users have access; what each paid procedure answers. */
const entitledUsers = new Set(['reader']);
const answers: Record<string, unknown> = {
  'feed.story': { id: 7, headline: 'A story' },
  'preferences.get': { layout: 'cards', timeZone: 'Europe/Berlin' },
  'watchlist.list': ['EURUSD'],
  'alerts.get': { email: false, rules: [] },
};

/** Every procedure the client asked for, in order, with the user whose token it carried. */
let asked: { procedure: string; user: string | null }[] = [];

/** The API as the client sees it: tRPC's batched GETs, answered per procedure; a paid one refuses a user without access. */
async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
  const header = new Headers(init?.headers).get('authorization');
  const user = header?.replace(/^Bearer token-/, '') ?? null;
  const procedures = url.pathname.replace('/trpc/', '').split(',');
  const results = procedures.map((procedure) => {
    asked.push({ procedure, user });
    if (!user) return { error: { message: 'Sign in', code: -32001, data: { code: 'UNAUTHORIZED', httpStatus: 401 } } };
    if (procedure === 'billing.status') return { result: { data: statusOf(entitledUsers.has(user)) } };
    if (!entitledUsers.has(user)) return { error: { message: 'Premium', code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403 } } };
    return { result: { data: answers[procedure] ?? null } };
  });
  return new Response(JSON.stringify(url.searchParams.has('batch') ? results : results[0]), { headers: { 'content-type': 'application/json' } });
}

beforeAll(() => {
  GlobalRegistrator.register({ url: 'http://localhost/' });
  // A reader with access is signed in when the app starts.
  localStorage.setItem(SESSION_KEY, JSON.stringify(sessionOf('reader')));
  // What the server writes into every page, read by the pages' modules when they load.
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = PUBLIC_CONFIG_ELEMENT_ID;
  config.textContent = JSON.stringify({ appName: 'ImpactWire', billingProvider: 'demo', operator: {} });
  document.head.append(config);
  Object.assign(window, { fetch: fakeApi });
  Object.assign(globalThis, { fetch: fakeApi });
});
afterAll(() => GlobalRegistrator.unregister());

type App = {
  open: (path: string) => Promise<string>;
  queryClient: typeof import('@/web/trpc').queryClient;
  trpc: typeof import('@/web/trpc').trpc;
  sessions: typeof import('@/web/lib/session-store');
  /** Resolves once the server's subscription check has answered for the current session. */
  accessChecked: () => Promise<boolean>;
};
let app: App;

// Loaded once the document exists (the session store and the router read it when they load); the
// whole app's routes, so it takes a while on a loaded machine.
beforeAll(async () => {
  const [{ createMemoryHistory, createRouter }, { routeTree }, { queryClient, trpc }, sessions, { accessOnceChecked }] = await Promise.all([
    import('@tanstack/react-router'),
    import('@/web/routeTree.gen'),
    import('@/web/trpc'),
    import('@/web/lib/session-store'),
    import('@/web/billing/subscription-sync'),
    // The loaders' own module, loaded ahead: a loader holds its page back only so long, and a slow first load is not what is tested.
    import('./page-queries'),
  ]);
  // Likewise the reader's subscription check, which the app starts on its own.
  await accessOnceChecked();
  /** Opens an address as the app's router does, rendering nothing: runs its guards and loaders; returns where it ended. */
  const open = async (path: string) => {
    const router = createRouter({ routeTree, context: { queryClient }, history: createMemoryHistory({ initialEntries: [path] }) });
    await router.load();
    return router.state.location.pathname;
  };
  app = { open, queryClient, trpc, sessions, accessChecked: accessOnceChecked };
}, 60_000);

beforeEach(() => {
  asked = [];
});

const paid = () => asked.filter((call) => call.procedure !== 'billing.status');

test('a story link opened by a user with access: the story, the preferences and the watchlist are in the cache before the page renders', async () => {
  const { open, queryClient, trpc } = app;
  expect(await open('/news-analysis/7')).toBe('/news-analysis/7');
  expect(queryClient.getQueryData(trpc.feed.story.queryKey({ id: 7 })) as unknown).toEqual(answers['feed.story']);
  expect(queryClient.getQueryData(trpc.preferences.get.queryKey()) as unknown).toEqual(answers['preferences.get']);
  expect(queryClient.getQueryData(trpc.watchlist.list.queryKey())).toEqual(['EURUSD']);
  expect(paid().map((call) => call.procedure)).toEqual(['feed.story', 'preferences.get', 'watchlist.list']);
});

test('the alerts page opened by a user with access: the alert settings are in the cache before the page renders', async () => {
  const { open, queryClient, trpc } = app;
  expect(await open('/alerts')).toBe('/alerts');
  expect(queryClient.getQueryData(trpc.alerts.get.queryKey()) as unknown).toEqual(answers['alerts.get']);
  // The watchlist is still fresh from the story page: not asked again.
  expect(paid().map((call) => call.procedure)).toEqual(['alerts.get']);
});

test('a user without access opens the story and the alerts: nothing paid is asked for, so nothing is refused', async () => {
  const { open, queryClient, sessions, accessChecked } = app;
  queryClient.clear();
  sessions.setSession(sessionOf('visitor-without-plan'), 'SIGNED_IN');
  expect(await open('/news-analysis/7')).toBe('/news-analysis/7');
  expect(await open('/alerts')).toBe('/alerts');
  // Whatever the loaders would ask once the check has answered is under way by the time the cache is idle.
  expect(await accessChecked()).toBe(false);
  await waitFor(() => queryClient.isFetching() === 0, { message: 'the cache to be idle' });
  expect(asked.map((call) => call.procedure)).toEqual(['billing.status']);
  expect(asked.every((call) => call.user === 'visitor-without-plan')).toBe(true);
});

test('a signed-out visitor who opens the alerts or a story is sent to sign in, and nothing is asked for', async () => {
  const { open, queryClient, sessions } = app;
  queryClient.clear();
  sessions.clearSession();
  expect(await open('/alerts')).toBe('/auth');
  expect(await open('/news-analysis/7')).toBe('/auth');
  expect(asked).toEqual([]);
});
