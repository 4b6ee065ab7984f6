/**
 * The log an operator reads, from the real entry point: every line a request causes carries
 * its id (also sent back in X-Request-Id), and no line holds an e-mail address or a token,
 * even in development, where mails are logged with their links.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Subprocess } from 'bun';
import { seededDataDir } from './helpers/database-snapshot';
import { waitFor } from './helpers/wait';

type LogLine = Record<string, unknown> & { level: string; msg: string };

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** This product's tokens: 160 random bits in base32 (accounts/tokens.ts). */
const OWN_TOKEN = /\b[a-z2-7]{32}\b/;

describe('request logs', () => {
  let child: Subprocess<'ignore', 'pipe', 'pipe'>;
  let origin: string;
  const raw: string[] = [];
  const lines: LogLine[] = [];

  /** Reads a stream line by line for as long as the process runs. */
  async function collect(stream: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const chunk of stream) {
      buffered += decoder.decode(chunk);
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const part of parts.filter((p) => p.trim())) {
        raw.push(part);
        lines.push(JSON.parse(part) as LogLine);
      }
    }
  }

  function waitForLine(predicate: (line: LogLine) => boolean, ms = 15_000): Promise<LogLine> {
    return waitFor(() => lines.find(predicate), { timeout: ms, message: () => `a log line among ${JSON.stringify(lines)}` });
  }

  const call = (procedure: string, input: unknown, requestId?: string) =>
    fetch(`${origin}/trpc/${procedure}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(requestId ? { 'x-request-id': requestId } : {}) },
      body: JSON.stringify(input),
    });

  beforeAll(async () => {
    child = Bun.spawn([process.execPath, 'src/server/main.ts', '--api-only'], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'debug',
        PORT: '0',
        DATABASE_URL: '',
        DATA_DIR: await seededDataDir('iw-logs-'),
        INGEST_INTERVAL_SECONDS: '86400',
        // The reset mail follows the confirmation mail to the same address within seconds.
        RATE_LIMIT_MAIL_INTERVAL_SECONDS: '1',
      },
      stdin: 'ignore',
      stdout: 'pipe',
      stderr: 'pipe',
    });
    void collect(child.stdout);
    void collect(child.stderr);
    // The embedded database boots first: on a loaded machine that can take a minute.
    origin = `http://127.0.0.1:${String((await waitForLine((line) => line.msg === 'server started', 90_000)).port)}`;
  }, 120_000);
  afterAll(async () => {
    child.kill('SIGTERM');
    await child.exited;
  });

  test('sign-up, confirmation and password reset: ids on every line they cause, no address or token in any line', async () => {
    const email = `log-reader.${Date.now().toString(36)}@example.com`;
    const password = 'market-mover-1';

    const signUp = await call('auth.signUp', { email, password }, 'signup-journey.1');
    expect(signUp.status).toBe(200);
    expect(signUp.headers.get('x-request-id')).toBe('signup-journey.1');
    // One mail per address a second: a reset asked for sooner is refused (429, and nothing
    // counted), and the visitor asks again, as the product's message says.
    let attempts = 0;
    const reset = await waitFor(
      async () => {
        const response = await call('auth.requestPasswordReset', { email }, `reset-journey.${++attempts}`);
        return response.status === 429 ? null : response;
      },
      { interval: 200, message: 'the mail interval to let a reset through' },
    );
    const resetId = `reset-journey.${attempts}`;
    expect(reset.status).toBe(200);
    expect(reset.headers.get('x-request-id')).toBe(resetId);
    // The reset mail leaves after the response: its line still names the request.
    for (const requestId of ['signup-journey.1', resetId]) {
      await waitForLine((line) => line.requestId === requestId && line.msg === 'mail (dev outbox)');
      expect(
        lines
          .filter((line) => line.requestId === requestId)
          .map((line) => line.msg)
          .sort(),
      ).toEqual(['mail (dev outbox)', 'request']);
    }

    // Use every secret once: the mails' tokens, and the sessions they open.
    const outbox = (await (await fetch(`${origin}/dev/outbox.json`)).json()) as { to: string; links: string[] }[];
    const tokenOf = (type: string) => {
      const link = outbox
        .filter((mail) => mail.to === email)
        .flatMap((mail) => mail.links)
        .find((l) => l.includes(`type=${type}&`));
      return new URLSearchParams(new URL(link ?? 'http://x/').hash.slice(1)).get('token') ?? '';
    };
    const secrets = [tokenOf('signup'), tokenOf('recovery')];
    for (const [procedure, token] of [
      ['auth.confirmEmail', secrets[0]],
      ['auth.exchangeRecoveryToken', secrets[1]],
    ] as const) {
      const session = (await (await call(procedure, { token })).json()) as { result: { data: { access_token: string; refresh_token: string } } };
      secrets.push(session.result.data.access_token, session.result.data.refresh_token);
      await fetch(`${origin}/trpc/auth.me?token=${session.result.data.refresh_token}`, {
        headers: { authorization: `Bearer ${session.result.data.access_token}` },
      });
    }
    expect(secrets.every((secret) => secret.length >= 20)).toBe(true);
    await waitForLine((line) => line.msg === 'request' && line.path === '/trpc/auth.me');

    // The mails were logged, with their addresses and link tokens scrubbed.
    const mailLines = lines.filter((line) => line.msg === 'mail (dev outbox)');
    expect(mailLines).toHaveLength(2);
    for (const line of mailLines) {
      expect(line.to).toBe('[email]');
      expect(String(line.links)).toContain('token=[redacted]');
    }
    const log = raw.join('\n');
    expect(log).not.toMatch(EMAIL);
    expect(log).not.toMatch(OWN_TOKEN);
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  test('an id that is not a short plain token is replaced by a new one', async () => {
    const response = await fetch(`${origin}/healthz`, { headers: { 'x-request-id': `forged"} ${'x'.repeat(80)}` } });
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // A probe: logged at debug.
    expect(await waitForLine((line) => line.requestId === id)).toMatchObject({ level: 'debug', msg: 'request', path: '/healthz' });
    const fresh = await fetch(`${origin}/healthz`);
    expect(fresh.headers.get('x-request-id')).not.toBe(id);
  });
});
