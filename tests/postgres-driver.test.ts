/**
 * The database driver when Postgres ends a connection at an awkward moment: while a
 * transaction or reserve() uses it, or while it is still starting (reading the array types,
 * its first statement). Whatever was asked must fail with a catchable error or be answered,
 * and the process must go on. Unpatched postgres.js 3.4.9 ends the process there: it throws
 * from a timer (porsager/postgres#1208), or leaves the startup statement's failure unhandled
 * (porsager/postgres#1192, #1223); patches/postgres@3.4.9.patch fixes both. Each case runs in a
 * child process, since the failure it guards against kills whatever process it happens in.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import postgres from 'postgres';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';

const url = process.env.TEST_DATABASE_URL;

/**
 * Runs a script in a child process; returns its exit code and output. Its `sql` client goes to
 * `through` (a proxy) when given, else straight to the test database.
 */
async function runScript(body: string, through?: string) {
  const script = `
    import postgres from 'postgres';
    let connectionClosed = () => {};
    const sql = postgres(process.env.SCRIPT_DATABASE_URL, { max: 2, onnotice() {}, onclose: () => connectionClosed() });
    const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice() {} });
    // Returns once the client has seen its connection close: the next statement meets a closed socket.
    const killOwnBackend = async (query) => {
      const [{ pid }] = await query\`select pg_backend_pid() as pid\`;
      const closed = new Promise((resolve) => (connectionClosed = resolve));
      await admin\`select pg_terminate_backend(\${pid})\`;
      await closed;
    };
    ${body}
    const [{ two }] = await sql\`select 2 as two\`;
    console.log('pool answers', two);
    await sql.end();
    await admin.end();
  `;
  const child = Bun.spawn([process.execPath, '-e', script], {
    stdout: 'pipe',
    stderr: 'pipe',
    env: { ...process.env, SCRIPT_DATABASE_URL: through ?? url },
    cwd: process.cwd(),
  });
  const timer = setTimeout(() => child.kill(), 30_000);
  const [stdout, stderr, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  clearTimeout(timer);
  return { code, output: stdout + stderr };
}

describe.skipIf(!url)('postgres.js when Postgres ends a pinned connection', () => {
  test('a transaction gets CONNECTION_CLOSED, and the pool goes on', async () => {
    const { code, output } = await runScript(`
      // The transaction fails as soon as its connection closes, while its body goes on.
      let body;
      await sql.begin((tx) => (body = (async () => {
        await killOwnBackend(tx);
        await tx\`select 1\`.catch((error) => console.log('statement failed', error.code));
        await tx\`select 2\`.catch((error) => console.log('statement failed', error.code));
      })())).catch((error) => console.log('transaction failed', error.code));
      await body;
    `);
    expect(output).toContain('transaction failed CONNECTION_CLOSED');
    expect(output.match(/statement failed CONNECTION_CLOSED/g)?.length).toBe(2);
    expect(output).toContain('pool answers 2');
    expect(code).toBe(0);
  }, 60_000);

  test('a reserved connection gets CONNECTION_CLOSED on every later statement, and its release leaves the pool whole', async () => {
    const { code, output } = await runScript(`
      const reserved = await sql.reserve();
      await killOwnBackend(reserved);
      for (let i = 0; i < 2; i++) await reserved\`select 1\`.catch((error) => console.log('reserved failed', error.code));
      reserved.release();
    `);
    expect(output.match(/reserved failed CONNECTION_CLOSED/g)?.length).toBe(2);
    expect(output).toContain('pool answers 2');
    expect(code).toBe(0);
  }, 60_000);
});

describe.skipIf(!url)('postgres.js when a connection is lost while it starts', () => {
  let proxy: TcpProxy;
  let proxied: string;
  let admin: postgres.Sql;
  beforeAll(() => {
    const target = new URL(url ?? '');
    proxy = startTcpProxy({ hostname: target.hostname, port: Number(target.port || 5432) });
    target.hostname = '127.0.0.1';
    target.port = String(proxy.port);
    proxied = target.toString();
    admin = postgres(url ?? '', { max: 1, onnotice: () => {} });
  });
  afterAll(async () => {
    proxy.close();
    await admin.end();
  });

  /** A new connection's first statement of its own: it reads the array types (fetch_types). */
  const readsArrayTypes = (bytes: Uint8Array) => new TextDecoder().decode(bytes).includes('typarray');

  test('reset while it reads the array types: the query that opened it fails with ECONNRESET, and the process goes on', async () => {
    proxy.interceptOnce(readsArrayTypes, (connection) => connection.reset());
    const { code, output } = await runScript(
      `await sql\`select 1\`.then(() => console.log('first query answered'), (error) => console.log('first query failed', error.code));`,
      proxied,
    );
    expect(output).toContain('first query failed ECONNRESET');
    expect(output).toContain('pool answers 2');
    expect(code).toBe(0);
  }, 60_000);

  test('its session terminated while it reads the array types: the query that opened it is answered on the next connection', async () => {
    // Postgres sends the session its 57P01 and closes it, with the startup statement unanswered.
    let terminated = null as Promise<number> | null;
    proxy.interceptOnce(readsArrayTypes, ({ upstreamPort }) => {
      terminated = admin`select pg_terminate_backend(pid) from pg_stat_activity where client_port = ${upstreamPort}`.then((rows) => rows.length);
    });
    const { code, output } = await runScript(
      `await sql\`select 1 as one\`.then(([{ one }]) => console.log('first query answers', one), (error) => console.log('first query failed', error.code));`,
      proxied,
    );
    expect(await terminated).toBe(1);
    expect(output).toContain('first query answers 1');
    expect(output).toContain('pool answers 2');
    expect(code).toBe(0);
  }, 60_000);
});
