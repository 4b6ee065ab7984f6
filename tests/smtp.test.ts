import { afterAll, beforeAll, expect, test } from 'bun:test';
import { SMTPServer } from 'smtp-server';
import type { DatabaseHandle } from '@/server/db/client';
import { uniqueEmail } from './helpers/accounts';
import { callerFor, testEnv, testServices } from './helpers/caller';
import { createTestDatabase } from './helpers/test-database';

type Received = { from: string; to: string[]; raw: string };

let smtp: SMTPServer;
let port = 0;
const received: Received[] = [];
let database: DatabaseHandle;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: 'mailer' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as { port: number }).port;
  database = await createTestDatabase('pglite');
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

test('with SMTP_URL set, the confirmation mail goes over SMTP with a text and an HTML part', async () => {
  const env = testEnv({ SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`, MAIL_FROM: 'Impactwire <hello@impactwire.test>' });
  const services = testServices(database.db, env);
  expect(services.mailer.description).toBe(`SMTP 127.0.0.1:${port}`);

  const email = uniqueEmail();
  await callerFor(services, database.db).auth.signUp({ email, password: 'secret12' });

  expect(received).toHaveLength(1);
  const [mail] = received;
  expect(mail?.from).toBe('hello@impactwire.test');
  expect(mail?.to).toEqual([email]);
  const raw = mail?.raw.replace(/=\r?\n/g, '') ?? '';
  expect(raw).toContain('Subject: Confirm your Impactwire account');
  expect(raw).toContain('multipart/alternative');
  expect(raw).toContain('Content-Type: text/plain');
  expect(raw).toContain('Content-Type: text/html');
  expect(raw).toMatch(/http:\/\/app\.test\/#type=3Dsignup&token=3D[a-z2-7]{32}|http:\/\/app\.test\/#type=signup&token=[a-z2-7]{32}/);
});

test('an SMTP failure is a clear 503, not a crash', async () => {
  const env = testEnv({ SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${port}` });
  const services = testServices(database.db, env);
  const error = await callerFor(services, database.db)
    .auth.signUp({ email: uniqueEmail(), password: 'secret12' })
    .then(
      () => null,
      (e: { code: string; message: string }) => e,
    );
  expect(error?.code).toBe('SERVICE_UNAVAILABLE');
  expect(error?.message).toBe('We could not send the confirmation e-mail. Please try again in a moment.');
});

test("a mail's extra headers go out over SMTP: the one-click unsubscribe of RFC 8058", async () => {
  const env = testEnv({ SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`, MAIL_FROM: 'Impactwire <hello@impactwire.test>' });
  const services = testServices(database.db, env);
  const oneClick = 'http://app.test/api/alerts/unsubscribe?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';
  const to = uniqueEmail();
  await services.mailer.send({
    to,
    subject: 'NVDA: Nvidia beats estimates',
    text: 'A new story matches your alerts',
    html: '<p>A new story matches your alerts</p>',
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  const mail = received.find((m) => m.to.includes(to));
  const headerBlock = mail?.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  expect(headerBlock).toContain(`List-Unsubscribe: <${oneClick}>`);
  expect(headerBlock).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
});
