/**
 * Fuzz: malformed requests to every tRPC procedure (queries, mutations, subscriptions) and
 * every HTTP route of the app, anonymous and signed in, and malformed request lines and headers
 * written to a raw TCP socket, on loopback only. Prints the count per status and every 5xx with
 * the request that caused it. Goal: 0 of 5xx from the app, and every case reaching the server.
 *
 *   bun bench/fuzz.ts [count per database]     (default 20,000)
 *
 * FUZZ_SEED (default 1) picks another sequence of cases; FUZZ_SECONDS (default 900) bounds each run;
 * FUZZ_CONCURRENCY (default 8) requests are in flight at once. Runs on an in-memory PGlite,
 * and again on a scratch database of the Postgres named by TEST_DATABASE_URL when it is set
 * (some inputs, like NUL bytes, only fail on real Postgres); FUZZ_DATABASES=pglite or =postgres
 * runs one of them. The exit code is 1 if the app answers any 5xx or leaves a request unanswered
 * for 30 s, a case never reaches the server, or the fuzz's own accounts do not live through the run.
 * Logs are silent; LOG_LEVEL=error shows the server's own account of each failure.
 */
import './silent-logs';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { createSession } from '../src/server/accounts/sessions';
import { createStripeProvider } from '../src/server/billing/stripe-provider';
import { profiles, type User, users } from '../src/server/db/schema';
import { parseEnv } from '../src/server/env';
import { type RunningServer, startServer } from '../src/server/server';
import { createServices } from '../src/server/services';
import { appRouter } from '../src/server/trpc/router';
import { CONTRACT_NAME } from '../src/shared/contracts';
import { type FakeStripe, startFakeStripe, WEBHOOK_SECRET } from '../tests/fakes/fake-stripe';
import { createTestDatabase } from '../tests/helpers/test-database';
import { nextEvent, settleWithin } from '../tests/helpers/wait';
import { machine } from './lib';

const total = Number(process.argv[2] ?? 20_000);
const seed = Number(process.env.FUZZ_SEED ?? 1);
const secondsPerRun = Number(process.env.FUZZ_SECONDS ?? 900);
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 8);
/**
 * How long a request may go unanswered before it counts as a failure. Generous: a deletion race
 * sends up to five password checks at once, and on a loaded machine the hashing queue alone can
 * take ten seconds.
 */
const REQUEST_TIMEOUT_MS = 30_000;
const FUZZ_PASSWORD = 'fuzz-password-1';
const BODY_LIMIT = 2 * 1024 * 1024;

// ---------------------------------------------------------------- randomness (repeatable)

let state = seed >>> 0 || 1;
function random(): number {
  // mulberry32
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const chance = (p: number) => random() < p;
const integer = (max: number) => Math.floor(random() * max);
function pick<T>(items: readonly T[]): T {
  return items[integer(items.length)] as T;
}
function weighted<T>(entries: readonly [number, T][]): T {
  let roll = random() * entries.reduce((sum, [weight]) => sum + weight, 0);
  for (const [weight, value] of entries) {
    roll -= weight;
    if (roll <= 0) return value;
  }
  return (entries[entries.length - 1] as [number, T])[1];
}

// ---------------------------------------------------------------- nasty values

const controlCharacters = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).concat(['\u007f', '\u0085', '\u009b']);
const nastyStrings: (() => string)[] = [
  () => '',
  () => ' ',
  () => '\u0000',
  () => `a${pick(controlCharacters)}b`,
  () => `${pick(controlCharacters)}`.repeat(1 + integer(50)),
  () => 'x'.repeat(pick([255, 256, 257, 2_001, 10_000, 100_000])),
  () => '\ud800',
  () => 'a\udc00b',
  () => '🚀'.repeat(1 + integer(300)),
  () => '\u202eevil\u202c',
  () => '\ufeff',
  () => "' OR 1=1 --",
  () => "'); drop table users; --",
  () => '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  () => '${7*7}{{7*7}}',
  () => '../../../../etc/passwd',
  () => '%00%ff%fe',
  () => '__proto__',
  () => 'constructor',
  () => 'null',
  () => 'NaN',
  () => '-1',
  () => '1e999',
  () => 'a@b',
  () => `${'a'.repeat(64)}@${'b'.repeat(250)}.com`,
  () => `USER+${integer(1e9)}@EXAMPLE.COM`,
  () => ' spaced@example.com ',
  () => 'ü@ß.de',
  () => pick(['0000-00-00', '2027-02-30', '2027-02-29', '9999-12-31', '0001-01-01', '1900-13-45', '2026-00-10', '2026-11-23', '2099-01-01']),
  () => edgeDate(),
  () => punctuationRun(),
  () => pick(['ordinary', 'extraordinary', 'ORDINARY', 'immediate']),
  () => CONTRACT_NAME,
  () => `${CONTRACT_NAME}\u0000`,
  () => Array.from({ length: 32 }, () => integer(16).toString(16)).join(''),
];
/**
 * Dates at the ends of what JavaScript and Postgres can hold: Postgres has no year 0, and a
 * time zone can shift a date of year 1 or 9999 out of the years it keeps.
 */
const edgeDays = ['0000-01-01', '0001-01-01', '9999-12-31', '-000001-01-01', '+275760-09-13', '+010000-01-01'];
const edgeDay = () => pick(edgeDays);
const edgeDateTime = () => `${pick(edgeDays)}T${pick(['00:00:00', '23:59:59.999'])}${pick(['Z', '+14:00', '-14:00', '+00:00'])}`;
const edgeDate = () => (chance(0.5) ? edgeDay() : edgeDateTime());

/** Runs of search operators and punctuation: each symbol of a run can become a query operator. */
function punctuationRun(): string {
  // 30 to 180: with the words around it, still within the 200 characters a search may have.
  const length = 30 + integer(151);
  const run = chance(0.5)
    ? pick(['-', '"', '(', ')', '&', '|', '!', ':', '*', "'", '<->']).repeat(length)
    : Array.from({ length }, () => pick([...'-"()&|!:*\\'])).join('');
  return chance(0.5) ? run : `fed ${run} rates`;
}

/** Objects where a number or string is expected: what a careless `String(x)` or `Number(x)` turns into a crash. */
const objectLikes: (() => unknown)[] = [
  () => ({ toString: 1 }),
  () => ({ valueOf: 1 }),
  () => ({ toString: 'x', valueOf: 'y' }),
  () => ({}),
  () => ({ '0': 1 }),
  () => [1],
];

function withStrayCharacter(text: string): string {
  const at = integer(text.length + 1);
  // NUL most often: Postgres refuses it, so it is the one that reached a 500.
  const stray = chance(0.4) ? '\u0000' : pick([...controlCharacters, '\ud800', '\udfff', '\u2028', '\ufffe']);
  return `${text.slice(0, at)}${stray}${text.slice(at)}`;
}

function nastyString(): string {
  return pick(nastyStrings)();
}

function nastyValue(depth = 0): unknown {
  return weighted<() => unknown>([
    [30, () => nastyString()],
    [4, () => null],
    [3, () => pick([true, false])],
    [6, () => pick([0, -1, 1, 2 ** 31, -(2 ** 53), 2 ** 64, 1e308, -1e-308, 0.5, Number.MAX_SAFE_INTEGER + 2])],
    [3, () => (depth < 3 ? Array.from({ length: integer(4) }, () => nastyValue(depth + 1)) : [])],
    [3, () => (depth < 3 ? { [nastyString().slice(0, 40)]: nastyValue(depth + 1), nested: nastyValue(depth + 1) } : {})],
    [1, () => Array.from({ length: 5_000 }, () => 'x')],
    [1, () => ({ __proto__: { admin: true }, constructor: { prototype: { admin: true } } })],
    [2, () => pick(objectLikes)()],
  ])();
}

/** Raw text that is not the JSON a procedure expects (or not JSON at all). */
function nastyRawJson(): string {
  return weighted<() => string>([
    [3, () => pick(['', '{', '[', '{"a":', 'nul', 'undefined', "{'a':1}", '{"a":1,}', '[1,2', '"unterminated', '{"a":"\\x00"}', '{"a":"\\ud800"}'])],
    [2, () => `{"email":"a@b.co","password":"${'\\u0000'.repeat(integer(5) + 1)}"}`],
    [2, () => '['.repeat(pick([100, 1_000, 50_000, 400_000])) + ']'.repeat(pick([0, 100, 50_000]))],
    [2, () => `{"a":${'{"a":'.repeat(pick([50, 5_000, 100_000]))}1${'}'.repeat(pick([0, 5_000, 100_000]))}}`],
    [1, () => `"${'\\u0000'.repeat(10_000)}"`],
    [1, () => `{"json":${JSON.stringify({ email: 'a@b.co' })},"meta":{"values":{"email":["undefined"]}}}`],
    [1, () => `{"0":{"email":"x"},"1":${'9'.repeat(400)}}`],
    [1, () => JSON.stringify({ email: 'a@b.co', password: 'secret123' }).replace('}', `, "x": "${'y'.repeat(900_000)}"}`)],
    [1, () => `\u0000\u0001\u0002\u00ff`],
  ])();
}

// ---------------------------------------------------------------- the app's surface

type ProcedureType = 'query' | 'mutation' | 'subscription';
type InputSchema = { shape?: Record<string, unknown>; _def?: { innerType?: InputSchema } };
type ProcedureDef = { _def: { type: ProcedureType; inputs: InputSchema[] } };
/** The fields of an object input, also when the whole input is optional (feed.onInsert). */
const fieldsOf = (schema: InputSchema | undefined): string[] => Object.keys(schema?.shape ?? schema?._def?.innerType?.shape ?? {});
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>).map(([path, procedure]) => ({
  path,
  type: procedure._def.type,
  fields: fieldsOf(procedure._def.inputs[0]),
}));

/** A plausible value per field name, so that corrupting one field reaches deeper code. */
function plausible(field: string): unknown {
  switch (field) {
    case 'email':
      return `fuzz-${integer(1e9)}@example.com`;
    case 'password':
    case 'currentPassword':
      return FUZZ_PASSWORD;
    case 'token':
    case 'refresh_token':
      return Array.from({ length: 32 }, () => integer(16).toString(16)).join('');
    case 'name':
      return 'Ann Lee';
    case 'contract':
      return CONTRACT_NAME;
    case 'cancellationType':
      return pick(['ordinary', 'extraordinary']);
    case 'reason':
      return 'Moving abroad.\nThank you.';
    case 'requestedEndDate':
      return chance(0.5) ? pick(['2027-01-31', null]) : edgeDay();
    case 'from':
    case 'to':
      return pick([undefined, undefined, '2026-01-01T00:00:00Z', edgeDateTime()]);
    case 'words':
      return chance(0.5) ? 'fed rates' : punctuationRun();
    case 'cancel':
      return pick([true, false]);
    case 'lastEventId':
      return pick([0, null, 5]);
    case 'before':
      return pick([undefined, 1, 50]);
    case 'limit':
      return pick([10, 50]);
    case 'symbols':
      return ['NVDA'];
    case 'symbol':
      return 'NVDA';
    case 'id':
      return 1;
    case 'layout':
      return 'dense';
    case 'timeZone':
      return 'local';
    case 'minImpact':
      return 5;
    case 'watchlist':
      return true;
    default:
      return nastyString();
  }
}

function procedureInput(fields: string[]): unknown {
  if (fields.length === 0 || chance(0.15)) return nastyValue();
  const input: Record<string, unknown> = Object.fromEntries(fields.map((field) => [field, plausible(field)]));
  // Left whole now and then: the edge values among the plausible ones (dates, punctuation runs)
  // reach the database only when nothing else is wrong.
  if (chance(0.3)) return input;
  // An object in place of one field, every field in turn: the rest stays valid, so it gets far.
  if (chance(0.15)) {
    input[pick(fields)] = pick(objectLikes)();
    return input;
  }
  for (let corrupted = 1 + integer(2); corrupted > 0; corrupted--) {
    const field = chance(0.85) ? pick(fields) : nastyString().slice(0, 30);
    const value = input[field];
    if (chance(0.1)) delete input[field];
    // Mostly one stray character in an otherwise valid value: that is what reaches storage.
    else if (typeof value === 'string' && chance(0.5)) input[field] = withStrayCharacter(value);
    else input[field] = nastyValue();
  }
  return input;
}

const routes = ['/healthz', '/readyz', '/api/stripe/webhook', '/api/alerts/unsubscribe', '/dev/outbox', '/dev/outbox.json', '/dev/news'];
const staticPaths = [
  '/',
  '/pricing',
  '/settings',
  '/robots.txt',
  '/assets/app-abc123.js',
  '/assets/app-abc123.js.gz',
  '/assets/missing-000000.js',
  '/assets/',
  '/assets/../../../../etc/passwd',
  '/assets/%2e%2e/%2e%2e/etc/passwd',
  '/%00',
  '/%ff%fe',
  '/index.html',
  `/${'a'.repeat(5_000)}`,
  '/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q',
  '/favicon.ico',
  '/.env',
  '/%',
];
const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
  'application/jsonl',
  '*/*',
  '',
];

// ---------------------------------------------------------------- cases

/** `throwaway`: a fresh account of its own, which the case may delete. */
type Auth = 'anonymous' | 'subscriber' | 'member' | 'recovery' | 'throwaway' | 'garbage';
/** The fuzz's own accounts, which every signed-in case relies on: they must live through the run. */
const OWN_ACCOUNTS: ReadonlySet<Auth> = new Set<Auth>(['subscriber', 'member', 'recovery']);
type HttpCase = {
  kind: 'http';
  server: 'demo' | 'stripe';
  method: string;
  path: string;
  headers: Record<string, string>;
  auth: Auth;
  body?: string | FormData;
  /** Sign this body as Stripe would (the webhook's happy path with a hostile payload). */
  signStripe?: boolean;
};
/** Bytes written to a TCP socket as they are: request lines and headers no HTTP client would send. */
type RawCase = { kind: 'raw'; server: 'demo' | 'stripe'; bytes: string };
/** A fresh account deletes itself while the same account sends other calls at the same moment. */
type DeletionRaceCase = { kind: 'deletion-race'; server: 'demo' | 'stripe'; alongside: string[] };
type Case = HttpCase | RawCase | DeletionRaceCase;

function oddHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  if (chance(0.3))
    headers['x-forwarded-for'] = pick([
      '',
      'not-an-ip',
      '::1',
      '1.2.3.4, 5.6.7.8',
      '999.999.999.999',
      `10.${integer(255)}.${integer(255)}.${integer(255)}`,
      'x'.repeat(2_000),
    ]);
  if (chance(0.15)) headers.accept = pick(['text/event-stream', 'application/jsonl', '*/*', 'text/html', 'garbage']);
  if (chance(0.1)) headers['trpc-accept'] = pick(['application/jsonl', 'x']);
  if (chance(0.1)) headers['last-event-id'] = pick(['', '-1', 'abc', '1e99', '99999999999999999999', '5']);
  if (chance(0.1)) headers['accept-encoding'] = pick(['br', 'gzip', 'identity;q=0', '*', 'x'.repeat(500)]);
  if (chance(0.05)) headers['x-http-method-override'] = pick(methods);
  if (chance(0.05)) headers.cookie = 'session=x';
  if (chance(0.05)) headers.origin = 'https://evil.example';
  return headers;
}

function trpcQueryString(input: unknown, raw: boolean): string {
  const params: string[] = [];
  if (input !== undefined) params.push(`input=${raw ? String(input) : encodeURIComponent(JSON.stringify(input))}`);
  if (chance(0.05)) params.push(`connectionParams=${pick(['1', '%7B', encodeURIComponent('{"a":1}'), 'null'])}`);
  if (chance(0.05)) params.push(`lastEventId=${pick(['x', '-5', '3'])}`);
  return params.length > 0 ? `?${params.join('&')}` : '';
}

function procedureCase(): HttpCase {
  const procedure = pick(procedures);
  const rightMethod = procedure.type === 'mutation' ? 'POST' : 'GET';
  const method = chance(0.9) ? rightMethod : pick(methods);
  const rawText = chance(0.15);
  const input = rawText ? nastyRawJson() : procedureInput(procedure.fields);
  const headers = oddHeaders();
  if (procedure.type === 'subscription' && chance(0.7)) headers.accept = 'text/event-stream';
  const server = chance(0.7) ? 'demo' : 'stripe';
  const auth = weighted<Auth>([
    [4, 'anonymous'],
    [4, 'subscriber'],
    [2, 'member'],
    [1, 'recovery'],
    [1, 'garbage'],
  ]);
  if (method === 'GET' || method === 'HEAD') {
    const encoded = rawText ? encodeURIComponent(String(input)).slice(0, 30_000) : undefined;
    return { kind: 'http', server, method, auth, headers, path: `/trpc/${procedure.path}${trpcQueryString(encoded ?? input, encoded !== undefined)}` };
  }
  headers['content-type'] = chance(0.85) ? 'application/json' : pick(contentTypes);
  let body: HttpCase['body'] = rawText ? String(input) : JSON.stringify(input);
  if (headers['content-type'].startsWith('multipart') && chance(0.5)) {
    const form = new FormData();
    form.set('email', nastyString());
    body = form;
    delete headers['content-type'];
  }
  return { kind: 'http', server, method, auth, headers, body, path: `/trpc/${procedure.path}${chance(0.05) ? '?batch=2' : ''}` };
}

function batchCase(): HttpCase {
  const size = weighted<number>([
    [3, 1 + integer(10)],
    [2, 11 + integer(5)],
    [1, pick([100, 1_500])],
  ]);
  const paths = Array.from({ length: size }, () =>
    chance(0.9) ? pick(procedures).path : pick(['', 'nope', 'auth', 'auth.', '.me', '%00', '__proto__', 'auth.me/x']),
  );
  const inputs = Object.fromEntries(
    paths.map((path, index) => [chance(0.9) ? index : nastyString().slice(0, 10), procedureInput(procedures.find((p) => p.path === path)?.fields ?? [])]),
  );
  const method = chance(0.5) ? 'GET' : 'POST';
  const auth = pick<Auth>(['anonymous', 'subscriber', 'member']);
  const headers = oddHeaders();
  const inputText = chance(0.15) ? nastyRawJson().slice(0, 20_000) : JSON.stringify(chance(0.1) ? nastyValue() : inputs);
  const path = `/trpc/${paths.join(',')}?batch=${chance(0.95) ? '1' : pick(['0', 'true', '1&batch=1'])}`;
  if (method === 'GET') return { kind: 'http', server: 'demo', method, auth, headers, path: `${path}&input=${encodeURIComponent(inputText)}` };
  headers['content-type'] = 'application/json';
  return { kind: 'http', server: 'demo', method, auth, headers, body: inputText, path };
}

function trpcUrlCase(): HttpCase {
  const path = pick([
    '/trpc',
    '/trpc/',
    '/trpc/auth.me/extra',
    '/trpc/auth..me',
    '/trpc/%E0%A4%A',
    '/trpc/auth.me?input=%ZZ',
    `/trpc/auth.me?input=${'x'.repeat(20_000)}`,
    '/trpc/auth.me?input=%00',
    '/trpc/__proto__',
    '/trpc/constructor',
    '/trpc/auth.constructor',
    '/trpc/auth.signUp.toString',
    '/trpc/feed.list?batch=1&input=%7B%220%22%3A%7B%7D%7D',
    '/trpc/feed.list?batch=1&input=%5B%5D',
    '/trpc/feed.list?batch=1&input=null',
    '/trpc/feed.list?x=1',
    '/trpc/feed.onInsert?input=%7B%22lastEventId%22%3A%22-1%22%7D',
    '/trpc/feed.onInsert?input=%7B',
    '/trpc/feed.onInsert?lastEventId=9999999999999999999',
    `/trpc/feed.onInsert?input=${encodeURIComponent('{"lastEventId":{"toString":1}}')}`,
    `/trpc/feed.search?input=${encodeURIComponent(JSON.stringify({ words: '-'.repeat(33) }))}`,
    `/trpc/${'a.'.repeat(3_000)}`,
  ]);
  const headers = oddHeaders();
  if (chance(0.5)) headers.accept = 'text/event-stream';
  return { kind: 'http', server: 'demo', method: chance(0.8) ? 'GET' : pick(methods), auth: pick<Auth>(['anonymous', 'subscriber']), headers, path };
}

function routeCase(): HttpCase {
  const path = chance(0.6) ? pick(routes) : pick(staticPaths);
  const method = chance(0.6) ? pick(['GET', 'POST']) : pick(methods);
  const headers = oddHeaders();
  const query = chance(0.2) ? `?${pick(['a=1', '%ff', 'x'.repeat(3_000), 'headline=x', 'token=%00', `token=${'A'.repeat(43)}`])}` : '';
  let body: string | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    headers['content-type'] = pick(contentTypes) || 'application/json';
    body = weighted<() => string>([
      [3, () => JSON.stringify({ headline: nastyValue(), summary: nastyValue() })],
      [2, () => JSON.stringify({ headline: `Fed ${nastyString().slice(0, 200)} rates`, summary: chance(0.5) ? nastyString().slice(0, 3000) : undefined })],
      [2, () => nastyRawJson()],
      [1, () => JSON.stringify(nastyValue())],
    ])();
  }
  const server = path === '/api/stripe/webhook' ? 'stripe' : 'demo';
  return { kind: 'http', server, method, auth: pick<Auth>(['anonymous', 'subscriber']), headers, path: `${path}${query}`, body };
}

const stripeEventTypes = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'invoice.paid',
  'invoice.payment_failed',
  'unknown.event',
];
function webhookCase(): HttpCase {
  const signed = chance(0.6);
  const event = {
    id: chance(0.9) ? `evt_${integer(1e9)}` : nastyValue(),
    object: 'event',
    type: chance(0.85) ? pick(stripeEventTypes) : nastyValue(),
    created: chance(0.9) ? Math.floor(Date.now() / 1000) : nastyValue(),
    data: {
      object: chance(0.2)
        ? nastyValue()
        : {
            id: chance(0.8) ? `sub_${integer(1000)}` : nastyValue(),
            object: pick(['subscription', 'checkout.session', 'invoice']),
            customer: chance(0.8) ? `cus_${integer(1000)}` : nastyValue(),
            subscription: chance(0.5) ? `sub_${integer(1000)}` : nastyValue(),
            client_reference_id: chance(0.5) ? nastyString().slice(0, 100) : '00000000-0000-0000-0000-000000000000',
            metadata: chance(0.5) ? { userId: nastyString().slice(0, 100) } : nastyValue(),
          },
    },
  };
  const body = chance(0.85) ? JSON.stringify(event) : nastyRawJson();
  const headers: Record<string, string> = { 'content-type': chance(0.9) ? 'application/json' : pick(contentTypes) };
  if (!signed && chance(0.7))
    headers['stripe-signature'] = pick(['', 't=1,v1=abc', 'garbage', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`, 'x'.repeat(4_000)]);
  return {
    kind: 'http',
    server: 'stripe',
    method: chance(0.95) ? 'POST' : pick(methods),
    auth: 'anonymous',
    headers,
    path: '/api/stripe/webhook',
    body,
    signStripe: signed,
  };
}

// Raw HTTP: the request line and headers as bytes. Each part is mostly valid, so that a single
// fault (a method, a target, a version, a line end, one header, a body framing) meets the parser
// or the app alone; now and then a whole request is bytes that are not HTTP at all.
const rawMethods = ['GET', 'POST', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'CONNECT', 'PRI', 'BREW', 'M-SEARCH', 'PROPFIND'];
const rawBadMethods = ['get', 'Get', 'G ET', 'GET\u0000', 'GÉT', 'A'.repeat(10_000), '"GET"', 'GET/', '-', '*', '\u0000', '\u00ff\u00fe'];
const rawTargets = ['/healthz', '/readyz', '/', '/pricing', '/trpc/auth.me', '/trpc/feed.list', '/trpc/auth.signUp', '/api/stripe/webhook', '/dev/outbox.json'];
const rawBadTargets = [
  '',
  '*',
  '//',
  '/a b',
  '/a\u0000b',
  '/a\tb',
  '/a\rb',
  '/%',
  '/%zz',
  '/%00',
  '/%ff%fe',
  '/#fragment',
  '/\u00ff\u00fe',
  '/é',
  'healthz',
  '\\\\server\\share',
  '/..%2f..%2f..%2fetc/passwd',
  '/assets/../../../../etc/passwd',
  'http://evil.example/healthz',
  'https://127.0.0.1/trpc/auth.me',
  'http://[::1/healthz',
  'example.com:443',
  `/trpc/auth.me?input=${'%7B'.repeat(3_000)}`,
  `/${'a'.repeat(100_000)}`,
  `/healthz?${'a=1&'.repeat(10_000)}`,
  '/trpc/auth.me?input=%7B%22a%22%3A%22%00%22%7D',
];
const rawVersions = ['HTTP/1.1', 'HTTP/1.0'];
const rawBadVersions = [
  '',
  'HTTP/2.0',
  'HTTP/2',
  'HTTP/0.9',
  'HTTP/1.2',
  'HTTP/1.10',
  'HTTP/01.1',
  'HTTP/1',
  'HTTP/9.9',
  'http/1.1',
  'HTTPS/1.1',
  'HTTP/1.1 extra',
  'HTTP/1.1\u0000',
  'HTTP/-1.1',
  'HTTP/1.1.1',
];
const rawSeparators = ['  ', '\t', '', ' \u0000 ', '\u000b'];
const rawLineEnds = ['\n', '\r', '\r\r\n', '\n\r', ''];

/** One header line that no client library would write. */
function rawBadHeader(): string {
  return weighted<() => string>([
    [1, () => 'NoColon'],
    [1, () => ' X-Leading-Space: a'],
    [1, () => 'X-Space-Before-Colon : a'],
    [1, () => ': empty-name'],
    [1, () => 'X-Bad\u0000Name: a'],
    [1, () => 'X-Ü: a'],
    [1, () => 'X-Bad(Name): a'],
    [1, () => `X-Control: a${pick(controlCharacters)}b`],
    [1, () => 'X-Bytes: \u00ff\u00fe\u0080'],
    [1, () => 'X-Folded: a\r\n b'],
    [1, () => 'X-Folded: a\r\n\tb'],
    [1, () => `X-Big: ${'a'.repeat(pick([8_000, 70_000, 200_000]))}`],
    [1, () => `${'X'.repeat(20_000)}: a`],
    [1, () => Array.from({ length: pick([100, 500, 2_000]) }, (_, index) => `X-${index}: v`).join('\r\n')],
    [1, () => `Authorization: Bearer ${pick(['\u00ff\u00fe', '', ' ', 'a b', 'x'.repeat(10_000), '\u0000'])}`],
    [1, () => `X-Forwarded-For: ${pick(['', 'not-an-ip', '1.2.3.4\u0000', '::1, ::2', 'x'.repeat(5_000)])}`],
    [1, () => `X-Request-Id: ${pick(['', '"} {', 'x'.repeat(300), '\u00ff'])}`],
    [1, () => `Cookie: ${'a=b; '.repeat(2_000)}`],
    [1, () => `Content-Type: ${pick(['', 'application/json; charset=\u0000', 'multipart/form-data', 'multipart/form-data; boundary=', 'x'.repeat(5_000)])}`],
    [1, () => `Accept: ${pick(['text/event-stream', '\u0000', '*/*;q=x', 'x'.repeat(5_000)])}`],
    [1, () => `Accept-Encoding: ${pick(['gzip;q=2', 'br, br, br', '*;q=-1', 'x'.repeat(5_000)])}`],
    [1, () => `Expect: ${pick(['100-continue', '200-ok', ''])}`],
    [1, () => `Connection: ${pick(['close', 'keep-alive', 'Upgrade', 'upgrade, HTTP2-Settings', 'x'.repeat(2_000)])}`],
    [1, () => `Upgrade: ${pick(['websocket', 'h2c', 'HTTP/2.0', 'TLS/1.2', '\u0000'])}`],
    [1, () => `Range: ${pick(['bytes=0-0', 'bytes=-1', 'bytes=5-1', 'bytes=0-1,1-2,2-3', 'bytes=x'])}`],
    [1, () => `If-None-Match: ${pick(['*', '"a"', 'W/', 'x'.repeat(5_000)])}`],
    [1, () => `If-Modified-Since: ${pick(['yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT', '0000'])}`],
  ])();
}

/** How the body is framed: a length, chunks, both, neither, or lies about either. */
function rawFraming(): { headers: string[]; body: string } {
  const json = '{"email":"raw@example.com","password":"fuzz-password-2"}';
  return weighted<() => { headers: string[]; body: string }>([
    [3, () => ({ headers: [], body: '' })],
    [3, () => ({ headers: [`Content-Length: ${json.length}`], body: json })],
    [1, () => ({ headers: ['Content-Length: 5', 'Content-Length: 50'], body: '{"a":1}' })],
    [1, () => ({ headers: [`Content-Length: ${json.length}, ${json.length}`], body: json })],
    [1, () => ({ headers: [`Content-Length: ${pick(['-1', 'abc', '1e3', '0x10', ' 5', '+5', '5 5', '99999999999999999999999', ''])}`], body: '12345' })],
    [1, () => ({ headers: ['Content-Length: 2000000'], body: '{}' })],
    [1, () => ({ headers: ['Content-Length: 40'], body: '{"email":"a\u0000@b.co","password":"x\u0000y"}' })],
    [1, () => ({ headers: [`Content-Length: ${json.length - 10}`], body: json })],
    [2, () => ({ headers: ['Transfer-Encoding: chunked'], body: `${json.length.toString(16)}\r\n${json}\r\n0\r\n\r\n` })],
    [
      2,
      () => ({
        headers: ['Transfer-Encoding: chunked'],
        body: pick([
          'ZZ\r\nxx\r\n0\r\n\r\n',
          'FFFFFFFFFFFFFFFFFFFF\r\nxx\r\n',
          '5;ext=\u0000\r\nhello\r\n0\r\n\r\n',
          '5\r\nhello\r\n',
          '-5\r\nhello\r\n0\r\n\r\n',
          '5\nhello\n0\n\n',
          '0\r\nX-Trailer: a\r\nBad Trailer\r\n\r\n',
          `${'0'.repeat(1_000)}5\r\nhello\r\n0\r\n\r\n`,
          '3\r\nhello\r\n0\r\n\r\n',
        ]),
      }),
    ],
    [
      1,
      () => ({
        headers: [
          `Transfer-Encoding: ${pick(['Chunked', 'chunked, gzip', 'gzip, chunked', ' chunked', 'chunked\u0000', 'xchunked', 'identity', 'gzip', 'chunked, chunked'])}`,
        ],
        body: '0\r\n\r\n',
      }),
    ],
    [1, () => ({ headers: ['Transfer-Encoding: chunked', 'Transfer-Encoding: identity'], body: '0\r\n\r\n' })],
    // Request smuggling: a length and chunks at once, either way round.
    [1, () => ({ headers: ['Content-Length: 4', 'Transfer-Encoding: chunked'], body: '0\r\n\r\nGET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n' })],
    [1, () => ({ headers: ['Transfer-Encoding: chunked', 'Content-Length: 6'], body: '0\r\n\r\nX' })],
  ])();
}

/** Bytes that are not an HTTP/1 request at all. */
const notHttp = [
  '',
  '\r\n',
  'GARBAGE\r\n\r\n',
  'GET\r\n\r\n',
  'GET /healthz\r\n\r\n',
  'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
  '\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003',
  'SSH-2.0-OpenSSH_9.6\r\n',
  '\u0000'.repeat(100),
  '\r\n'.repeat(1_000),
  'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
];

function rawCase(): RawCase {
  const server = chance(0.8) ? 'demo' : 'stripe';
  if (chance(0.08)) return { kind: 'raw', server, bytes: pick(notHttp) };
  // One fault at a time, mostly: the request line's parts, its line end, a header, the framing.
  const faults = new Set(
    Array.from({ length: chance(0.8) ? 1 : 2 }, () =>
      weighted<string>([
        [1, 'method'],
        [2, 'target'],
        [1, 'version'],
        [1, 'separator'],
        [1, 'line end'],
        [1, 'host'],
        [4, 'header'],
        [4, 'framing'],
      ]),
    ),
  );
  const method = faults.has('method') ? pick(rawBadMethods) : pick(rawMethods);
  const target = faults.has('target') ? pick(rawBadTargets) : pick(rawTargets);
  const version = faults.has('version') ? pick(rawBadVersions) : pick(rawVersions);
  const separator = faults.has('separator') ? pick(rawSeparators) : ' ';
  const eol = faults.has('line end') ? pick(rawLineEnds) : '\r\n';
  const host = faults.has('host')
    ? pick([
        [],
        ['Host:'],
        ['Host: 127.0.0.1', 'Host: evil.example'],
        ['Host: a b'],
        ['Host: \u0000'],
        [`Host: ${'h'.repeat(10_000)}`],
        ['host: 127.0.0.1:99999'],
      ])
    : ['Host: 127.0.0.1'];
  const framing = faults.has('framing') ? rawFraming() : method === 'POST' ? { headers: ['Content-Length: 2'], body: '{}' } : { headers: [], body: '' };
  const headers = [...host, ...(faults.has('header') ? [rawBadHeader()] : []), 'Content-Type: application/json', ...framing.headers];
  const head = `${method}${separator}${target}${separator}${version}${eol}${headers.map((line) => `${line}${eol}`).join('')}${eol}`;
  return { kind: 'raw', server, bytes: `${head}${framing.body}` };
}

/** What a user may still be doing in another tab while the account is being deleted. */
const callsDuringDeletion = [
  'account.exportData',
  'account.delete',
  'preferences.update',
  'alerts.update',
  'auth.signIn',
  'auth.updatePassword',
  'auth.me',
  'feed.list',
];
function deletionRaceCase(): DeletionRaceCase {
  const alongside = Array.from({ length: 1 + integer(4) }, () => pick(callsDuringDeletion));
  return { kind: 'deletion-race', server: chance(0.7) ? 'demo' : 'stripe', alongside };
}

/** The procedures a tRPC path calls: one, or a batch's list, decoded as a server might. */
function proceduresCalled(path: string): string[] {
  const called = /^\/trpc\/([^?]*)/.exec(path)?.[1];
  if (called === undefined) return [];
  let decoded = called;
  try {
    decoded = decodeURIComponent(called);
  } catch {
    // left encoded: a path no procedure has
  }
  return decoded.split(',');
}

/**
 * The fuzz's own accounts live through the run: a deleted one turns every later case signed in
 * as it into a request that never reaches the server. A case that calls account.delete in any
 * form (alone or anywhere in a batch of any size, by any method, with any input) is sent as a
 * throwaway account of its own instead, which it may delete.
 */
function spareOwnAccounts(testCase: Case): Case {
  if (testCase.kind !== 'http' || !OWN_ACCOUNTS.has(testCase.auth)) return testCase;
  const deletes = proceduresCalled(testCase.path).some((procedure) => procedure.includes('account.delete'));
  return deletes ? { ...testCase, auth: 'throwaway' } : testCase;
}

function nextCase(): Case {
  return spareOwnAccounts(
    weighted<() => Case>([
      [2, deletionRaceCase],
      [55, procedureCase],
      [12, batchCase],
      [6, trpcUrlCase],
      [14, routeCase],
      [8, webhookCase],
      [12, rawCase],
    ])(),
  );
}

// ---------------------------------------------------------------- running one case

type Outcome = { status: string; embedded5xx: number[]; body: string };

async function readCapped(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  // Streams (SSE) never end by themselves: the first second is enough to see an error.
  const stop = setTimeout(() => void reader.cancel().catch(() => {}), 1_000);
  try {
    while (text.length < BODY_LIMIT) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // cancelled
  } finally {
    clearTimeout(stop);
    await reader.cancel().catch(() => {});
  }
  return text;
}

/** 5xx statuses reported inside a 2xx/207 body (a batch, or an error event of a stream). */
function embeddedServerErrors(body: string): number[] {
  return [...body.matchAll(/"httpStatus":(5\d\d)/g)].map((match) => Number(match[1]));
}

type Tokens = Record<Exclude<Auth, 'anonymous' | 'garbage'>, () => Promise<string>>;

async function runHttp(target: { server: RunningServer; tokens: Tokens }, signer: FakeStripe['stripe'], testCase: HttpCase): Promise<Outcome> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(testCase.headers)) {
    try {
      headers.set(name, value);
    } catch {
      // a value fetch itself refuses to send
    }
  }
  if (testCase.auth === 'garbage')
    headers.set('authorization', pick(['Bearer ', 'Bearer x', `Bearer ${'a'.repeat(5_000)}`, 'Basic YTpi', 'Bearer a b', `bearer  ${'f'.repeat(64)}`]));
  else if (testCase.auth !== 'anonymous') headers.set('authorization', `Bearer ${await target.tokens[testCase.auth]()}`);
  if (testCase.signStripe && typeof testCase.body === 'string') {
    headers.set('stripe-signature', await signer.webhooks.generateTestHeaderStringAsync({ payload: testCase.body, secret: WEBHOOK_SECRET }));
  }
  const url = `http://127.0.0.1:${target.server.url.port}${testCase.path}`;
  try {
    const response = await fetch(url, {
      method: testCase.method,
      headers,
      body: testCase.method === 'GET' || testCase.method === 'HEAD' ? undefined : testCase.body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      redirect: 'manual',
      decompress: true,
    });
    const body = await readCapped(response);
    return { status: String(response.status), embedded5xx: response.status < 500 ? embeddedServerErrors(body) : [], body };
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    return { status: name === 'TimeoutError' ? 'timeout' : `failed (${name})`, embedded5xx: [], body: String(error) };
  }
}

/** The one valid input of each call sent during a deletion; a null body for those that take none. */
function inputDuring(path: string, email: string): unknown {
  switch (path) {
    case 'account.delete':
      return { password: FUZZ_PASSWORD };
    case 'preferences.update':
      return { layout: 'dense' };
    case 'alerts.update':
      return { minImpact: 5 };
    case 'auth.signIn':
      return { email, password: FUZZ_PASSWORD };
    case 'auth.updatePassword':
      return { password: FUZZ_PASSWORD, currentPassword: FUZZ_PASSWORD };
    default:
      return undefined;
  }
}

async function runDeletionRace(target: Instance, testCase: DeletionRaceCase): Promise<Outcome> {
  const { email, token } = await target.doomedAccount();
  const base = `http://127.0.0.1:${target.server.url.port}/trpc`;
  const call = async (path: string) => {
    const input = inputDuring(path, email);
    const query = ['auth.me', 'feed.list'].includes(path);
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (!query) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}/${path}`, {
      method: query ? 'GET' : 'POST',
      headers,
      body: query || input === undefined ? undefined : JSON.stringify(input),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { path, status: response.status, body: await response.text() };
  };
  const answers = await Promise.all(
    ['account.delete', ...testCase.alongside].map((path) =>
      call(path).catch((error: unknown) => ({
        path,
        status: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'failed',
        body: String(error),
      })),
    ),
  );
  // The worst answer speaks for the case: a 5xx, then no answer, then the last one.
  const rank = ({ status }: { status: number | string }) => (typeof status === 'string' ? 2 : status >= 500 ? 3 : 1);
  const worst = answers.reduce((a, b) => (rank(b) >= rank(a) ? b : a));
  const status = typeof worst.status === 'string' ? (worst.status === 'failed' ? 'failed (Error)' : 'timeout') : String(worst.status);
  return { status, embedded5xx: [], body: `${answers.map((a) => `${a.path} ${a.status}`).join(', ')}: ${worst.body}` };
}

/** How long a raw request may go unanswered before the fuzz says it has no more to send, and then before it gives up. */
const RAW_ANSWER_MS = 1_000;
const RAW_CLOSE_MS = 5_000;

/**
 * Writes the case's bytes to a TCP socket and reads the first final answer's status line and
 * headers. A server waiting for more (a declared body that never comes) is told there is no
 * more (the socket is half-closed) and may then answer or close. Bun's own HTTP parser answers
 * some faults before the app sees them: those answers carry none of the app's headers, and are
 * counted apart from the app's.
 */
async function runRaw(server: RunningServer, testCase: RawCase): Promise<Outcome> {
  const socket: Socket = connect({ host: '127.0.0.1', port: Number(server.url.port) });
  socket.on('error', () => {
    // a reset after a refusal: the answer, if any, is already read
  });
  try {
    await nextEvent(socket, 'connect', { timeout: RAW_CLOSE_MS, message: 'the connection to the server' });
  } catch (error) {
    socket.destroy();
    return { status: 'fuzz harness error', embedded5xx: [], body: String(error) };
  }
  let received = '';
  const answered = Promise.withResolvers<'answered' | 'closed'>();
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
    if (finalHead(received) !== null) answered.resolve('answered');
  });
  socket.on('close', () => answered.resolve('closed'));
  socket.write(Buffer.from(testCase.bytes, 'latin1'));
  try {
    let outcome = await settleWithin(answered.promise, RAW_ANSWER_MS, 'waiting' as const);
    if (outcome === 'waiting') {
      socket.end();
      outcome = await settleWithin(answered.promise, RAW_CLOSE_MS, 'waiting' as const);
    }
    const head = finalHead(received);
    if (head === null) return { status: outcome === 'waiting' ? 'held open' : 'closed without answer', embedded5xx: [], body: received.slice(0, 300) };
    const status = head.match(/^HTTP\/1\.[01] (\d{3})/)?.[1] ?? 'not HTTP';
    // Every answer of the app carries its security headers, the error handler's too.
    const fromApp = /\r\nx-content-type-options:/i.test(head);
    return { status: fromApp ? status : `${status} (Bun's parser)`, embedded5xx: [], body: received.slice(0, 300) };
  } finally {
    socket.destroy();
  }
}

/** The status line and headers of the first answer that is not an interim 1xx, once complete. */
function finalHead(received: string): string | null {
  let rest = received;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const head = rest.slice(0, end);
    if (!/^HTTP\/1\.[01] 1\d\d/.test(head)) return head;
    rest = rest.slice(end + 4);
  }
}

/** Where a case lands, for the summary: the 5xx of each surface have different owners. */
function surfaceOf(testCase: Case): string {
  if (testCase.kind === 'raw') return 'raw HTTP';
  if (testCase.kind === 'deletion-race') return 'during a deletion';
  if (testCase.path.startsWith('/trpc')) return 'tRPC';
  if (testCase.path.startsWith('/api/stripe/webhook')) return testCase.signStripe ? 'webhook, validly signed' : 'webhook, unsigned';
  return 'other routes';
}

function describeCase(testCase: Case): string {
  const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  if (testCase.kind === 'raw') return `raw ${JSON.stringify(clip(testCase.bytes))} [${testCase.server} server]`;
  if (testCase.kind === 'deletion-race') return `account.delete with ${testCase.alongside.join(', ')} at once [${testCase.server} server]`;
  const body = typeof testCase.body === 'string' ? ` body ${JSON.stringify(clip(testCase.body))}` : testCase.body ? ' body <form data>' : '';
  const headers = Object.keys(testCase.headers).length > 0 ? ` headers ${JSON.stringify(testCase.headers).slice(0, 300)}` : '';
  return `${testCase.method} ${clip(testCase.path)} [${testCase.server} server, ${testCase.auth}${testCase.signStripe ? ', signed' : ''}]${headers}${body}`;
}

// ---------------------------------------------------------------- setting up an instance

function makeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'iw-fuzz-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>__APP_NAME__</title><!--app-config--></head><body></body></html>');
  writeFileSync(join(dir, 'assets/app-abc123.js'), 'console.log(1);');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

async function json(response: Response): Promise<{ result: { data: unknown } }> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { result: { data: unknown } };
}

/** A real account: signed up over HTTP and confirmed with the link from the dev outbox. */
async function signUpThroughOutbox(base: string, email: string): Promise<void> {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${base}/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  await json(await post('auth.signUp', { email, password: FUZZ_PASSWORD }));
  const outbox = (await (await fetch(`${base}/dev/outbox.json`)).json()) as { to: string; links: string[] }[];
  const link = outbox.find((mail) => mail.to === email)?.links.find((l) => l.includes('type=signup')) ?? '';
  const token = new URL(link).hash.split('token=')[1];
  const session = (await json(await post('auth.confirmEmail', { token }))).result.data as { access_token: string };
  await json(await post('billing.demo.completeCheckout', {}, session.access_token));
}

type Instance = {
  server: RunningServer;
  tokens: Tokens;
  /** The fuzz's own accounts that no longer exist or cannot sign in: none, after a run. */
  lostAccounts(): Promise<string[]>;
  /** A new confirmed account in a trial, signed in, for a case that deletes it. */
  doomedAccount(): Promise<{ email: string; token: string }>;
  stop(): Promise<void>;
};

/**
 * One instance on its own scratch database, with a subscriber (in a trial), a member (signed
 * in, no subscription) and the recovery session of that member. On the demo instance the
 * subscriber is a real account, signed up and confirmed through the dev outbox.
 */
async function startInstance(kind: 'pglite' | 'postgres', billingKind: 'demo' | 'stripe', distDir: string): Promise<Instance> {
  const database = await createTestDatabase(kind);
  // Limits far above the run, and TRUST_PROXY so that varied X-Forwarded-For headers count.
  const env = parseEnv({
    NODE_ENV: 'development',
    TRUST_PROXY: 'true',
    RATE_LIMIT_SIGNIN_ATTEMPTS: '1000000',
    RATE_LIMIT_SIGNIN_IP_ATTEMPTS: '1000000',
    RATE_LIMIT_SIGNIN_ACCOUNT_PER_HOUR: '100000000',
    RATE_LIMIT_MAIL_INTERVAL_SECONDS: '1',
    RATE_LIMIT_MAIL_PER_HOUR: '1000000',
    RATE_LIMIT_MAIL_IP_PER_HOUR: '1000000',
  });
  const fakeStripe = billingKind === 'stripe' ? startFakeStripe() : null;
  const billing = fakeStripe
    ? createStripeProvider(fakeStripe.stripe, { priceId: 'price_pro_monthly', webhookSecret: WEBHOOK_SECRET, publicUrl: env.PUBLIC_URL })
    : undefined;
  const server = startServer({ env, database, services: createServices(env, database.db, { billing }), port: 0, distDir });

  const passwordHash = await Bun.password.hash(FUZZ_PASSWORD);
  const subscriberEmail = `fuzz-subscriber-${billingKind}@example.com`;
  if (billingKind === 'demo') await signUpThroughOutbox(`http://127.0.0.1:${server.url.port}`, subscriberEmail);
  else await database.db.insert(users).values({ email: subscriberEmail, passwordHash, emailConfirmedAt: new Date() });
  const [subscriber] = await database.db.select().from(users).where(eq(users.email, subscriberEmail));
  const [member] = await database.db
    .insert(users)
    .values({ email: `fuzz-member-${billingKind}@example.com`, passwordHash, emailConfirmedAt: new Date() })
    .returning();
  if (!subscriber || !member) throw new Error('no fuzz accounts');
  const renewTrial = () =>
    database.db
      .insert(profiles)
      .values({ id: subscriber.id, trialUntil: sql`now() + interval '1 day'` })
      .onConflictDoUpdate({ target: profiles.id, set: { trialUntil: sql`now() + interval '1 day'`, trialUsed: false } });
  await renewTrial();

  // A password change running at the same moment can end a session while it is being made.
  async function sessionFor(user: User, kind: 'normal' | 'recovery' = 'normal'): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      try {
        return (await createSession(database.db, user, kind)).access_token;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  }

  // A fresh session per signed-in request: sign-out and password changes end sessions as they
  // go; the trial is renewed often, since End Trial Phase is among what the fuzz calls.
  let sessionsMade = 0;
  const tokens: Tokens = {
    subscriber: async () => {
      if (++sessionsMade % 50 === 0) await renewTrial();
      return sessionFor(subscriber);
    },
    member: () => sessionFor(member),
    recovery: () => sessionFor(member, 'recovery'),
    throwaway: async () => (await doomedAccount()).token,
  };
  let doomed = 0;
  async function doomedAccount() {
    const [user] = await database.db
      .insert(users)
      .values({ email: `fuzz-doomed-${billingKind}-${++doomed}@example.com`, passwordHash, emailConfirmedAt: new Date() })
      .returning();
    if (!user) throw new Error('no account to delete');
    await database.db.insert(profiles).values({ id: user.id, trialUntil: sql`now() + interval '1 day'` });
    return { email: user.email, token: await sessionFor(user) };
  }
  async function lostAccounts() {
    const lost: string[] = [];
    for (const [name, token] of [
      ['subscriber', tokens.subscriber],
      ['member', tokens.member],
    ] as const) {
      const session = await token().catch(() => null);
      if (session === null) {
        lost.push(`${billingKind} ${name} (no session can be made: the account is gone)`);
        continue;
      }
      const me = await fetch(`http://127.0.0.1:${server.url.port}/trpc/auth.me`, { headers: { authorization: `Bearer ${session}` } });
      const answer = (await me.json().catch(() => null)) as { result?: { data?: { email?: string } | null } } | null;
      if (!answer?.result?.data?.email) lost.push(`${billingKind} ${name} (auth.me ${me.status})`);
    }
    return lost;
  }
  return {
    server,
    tokens,
    lostAccounts,
    doomedAccount,
    async stop() {
      await server.stop();
      fakeStripe?.stop();
      await database.close();
    },
  };
}

/** A status that says the case never reached the server: the fuzz failed before sending it. */
const neverSent = (status: string) => status === 'fuzz harness error';

async function runOn(kind: 'pglite' | 'postgres', count: number) {
  const distDir = makeDist();
  const instances = { demo: await startInstance(kind, 'demo', distDir), stripe: await startInstance(kind, 'stripe', distDir) };
  const signer = startFakeStripe();

  const statusCounts = new Map<string, number>();
  const rawStatusCounts = new Map<string, number>();
  const serverErrors: { case: string; status: string; body: string }[] = [];
  /** The first few failures of the fuzz itself: they hide what the server would have answered. */
  const harnessErrors: string[] = [];
  const started = performance.now();
  const deadline = started + secondsPerRun * 1000;
  let sent = 0;
  let unsent = 0;
  let embedded = 0;
  const surfaces = new Map<string, { requests: number; failed: number }>();
  const count1 = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  async function worker() {
    while (sent < count && performance.now() < deadline) {
      sent += 1;
      const testCase = nextCase();
      const outcome = await (testCase.kind === 'raw'
        ? runRaw(instances[testCase.server].server, testCase)
        : testCase.kind === 'deletion-race'
          ? runDeletionRace(instances[testCase.server], testCase)
          : runHttp(instances[testCase.server], signer.stripe, testCase)
      ).catch((error: unknown): Outcome => ({ status: 'fuzz harness error', embedded5xx: [], body: String(error) }));
      if (neverSent(outcome.status)) {
        unsent += 1;
        if (harnessErrors.length < 3) harnessErrors.push(`${describeCase(testCase)}: ${outcome.body.slice(0, 300)}`);
      }
      count1(statusCounts, outcome.status);
      if (testCase.kind === 'raw') count1(rawStatusCounts, outcome.status);
      embedded += outcome.embedded5xx.length;
      // A 5xx of Bun's own parser ("505 (Bun's parser)") is the runtime's answer to a request line, not the app's.
      const appError = /^5\d\d$/.test(outcome.status);
      const unanswered = outcome.status === 'timeout' || outcome.status === 'held open' || outcome.status.startsWith('failed');
      const failed = appError || unanswered || neverSent(outcome.status) || outcome.embedded5xx.length > 0;
      const surface = surfaces.get(surfaceOf(testCase)) ?? { requests: 0, failed: 0 };
      surfaces.set(surfaceOf(testCase), { requests: surface.requests + 1, failed: surface.failed + (failed ? 1 : 0) });
      if (failed) {
        const status = outcome.embedded5xx.length > 0 ? `${outcome.status} with ${outcome.embedded5xx.join(',')} inside` : outcome.status;
        serverErrors.push({ case: describeCase(testCase), status, body: outcome.body.slice(0, 300) });
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const lost = [...(await instances.demo.lostAccounts()), ...(await instances.stripe.lostAccounts())];

  await instances.demo.stop();
  await instances.stripe.stop();
  signer.stop();
  rmSync(distDir, { recursive: true, force: true });

  const appFiveXx = [...statusCounts].filter(([status]) => /^5\d\d$/.test(status)).reduce((sum, [, n]) => sum + n, 0);
  const byStatus = (counts: Map<string, number>) => [...counts].sort(([a], [b]) => a.localeCompare(b));
  console.log(`\n${kind}: ${sent.toLocaleString('en')} requests in ${seconds.toFixed(1)} s (seed ${seed})`);
  for (const [status, n] of byStatus(statusCounts)) console.log(`  ${status.padEnd(28)} ${n.toLocaleString('en')}`);
  console.log(`  5xx from the app: ${appFiveXx}; 5xx inside batch or stream bodies: ${embedded}`);
  console.log(`  cases that never reached the server: ${unsent}; own accounts lost: ${lost.length > 0 ? lost.join(', ') : 'none'}`);
  for (const [surface, { requests, failed }] of [...surfaces].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${surface.padEnd(28)} ${requests.toLocaleString('en').padStart(6)} requests, ${failed} with a 5xx or no answer`);
  }
  console.log(
    `  raw HTTP by answer: ${byStatus(rawStatusCounts)
      .map(([status, n]) => `${n.toLocaleString('en')} × ${status}`)
      .join(', ')}`,
  );
  for (const error of harnessErrors) console.log(`  harness error: ${error}`);
  for (const error of serverErrors) console.log(`  ! ${error.status} ← ${error.case}\n      ${JSON.stringify(error.body)}`);
  return serverErrors.length + lost.length;
}

console.log(`machine: ${machine()}; ${total.toLocaleString('en')} requests per database, ${concurrency} at once`);
// FUZZ_DATABASES (default both) picks the databases to run on, e.g. `postgres` alone.
const databases = (process.env.FUZZ_DATABASES ?? 'pglite,postgres').split(',');
let failures = databases.includes('pglite') ? await runOn('pglite', total) : 0;
if (!databases.includes('postgres')) console.log('\nPostgres not asked for (FUZZ_DATABASES).');
else if (process.env.TEST_DATABASE_URL) failures += await runOn('postgres', total);
else console.log('\nTEST_DATABASE_URL is unset: Postgres skipped.');
process.exit(failures > 0 ? 1 : 0);
