/**
 * Runs after every journey (its project depends on theirs) and reads what every server logged
 * meanwhile, at debug level: no line may hold an e-mail address or a token, and the lines a
 * request causes carry its id.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { baseURL, MAIL_INTERVAL_MS, secondURL, serverLogFiles } from '../../playwright.config';
import { linkFromOutbox, uniqueEmail } from './helpers';

type LogLine = Record<string, unknown> & { level: string; msg: string };

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** This product's tokens: 160 random bits in base32 (accounts/tokens.ts). */
const OWN_TOKEN = /\b[a-z2-7]{32}\b/;

const readLog = (file: string) => readFileSync(file, 'utf8');
const linesOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as LogLine);

test('the servers log no e-mail address or token, and each line of a request carries its id', async ({ request }) => {
  // A sign-up and a password reset of its own: mails with addresses and links are logged even
  // when this spec runs alone.
  const email = uniqueEmail('log-reader');
  const signUp = await request.post('/trpc/auth.signUp', { data: { email, password: 'market-mover-1' }, headers: { 'X-Request-Id': 'log-audit-signup' } });
  expect(signUp.ok()).toBe(true);
  expect(signUp.headers()['x-request-id']).toBe('log-audit-signup');
  await linkFromOutbox(request, email, 'signup');
  // One mail per address per interval: a reset asked for sooner is refused (429, and nothing
  // counted), and is asked for again, each time under an id of its own, until the interval has passed.
  let attempts = 0;
  await expect
    .poll(
      async () =>
        (await request.post('/trpc/auth.requestPasswordReset', { data: { email }, headers: { 'X-Request-Id': `log-audit-reset.${++attempts}` } })).status(),
      { intervals: [MAIL_INTERVAL_MS / 4], timeout: MAIL_INTERVAL_MS + 20_000 },
    )
    .toBe(200);
  const resetId = `log-audit-reset.${attempts}`;
  await linkFromOutbox(request, email, 'recovery');
  await expect
    .poll(() => linesOf(readLog(serverLogFiles[0] as string)).some((line) => line.requestId === resetId && line.msg === 'mail (dev outbox)'))
    .toBe(true);

  // Every token the run's mails carried, on both servers of the desktop journeys: in the hash (sign-in and reset links) or the query (unsubscribe links).
  const outbox: { links: string[] }[] = [];
  for (const origin of [baseURL, secondURL]) outbox.push(...((await (await request.get(`${origin}/dev/outbox.json`)).json()) as { links: string[] }[]));
  const tokens = outbox
    .flatMap((mail) => mail.links)
    .flatMap((link) => [new URLSearchParams(new URL(link).hash.slice(1)).get('token'), new URL(link).searchParams.get('token')])
    .filter((token): token is string => !!token);
  expect(tokens.length).toBeGreaterThanOrEqual(2);

  for (const file of serverLogFiles) {
    const text = readLog(file);
    const lines = linesOf(text);
    expect(lines.length, file).toBeGreaterThan(0);
    expect(text.match(EMAIL)?.[0], file).toBeUndefined();
    expect(text.match(OWN_TOKEN)?.[0], file).toBeUndefined();
    for (const token of tokens) expect(text.includes(token), file).toBe(false);
  }

  const main = linesOf(readLog(serverLogFiles[0] as string));
  for (const requestId of ['log-audit-signup', resetId]) {
    expect(
      main
        .filter((line) => line.requestId === requestId)
        .map((line) => line.msg)
        .sort(),
    ).toEqual(['mail (dev outbox)', 'request']);
  }
  const mails = main.filter((line) => line.msg === 'mail (dev outbox)');
  expect(mails.length).toBeGreaterThanOrEqual(2);
  for (const mail of mails) expect(mail.to).toBe('[email]');
});
