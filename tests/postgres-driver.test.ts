/**
 * The database driver when Postgres ends a connection that a transaction or reserve() is
 * using: the next statement must fail with a catchable error, not end the process. Unpatched
 * postgres.js 3.4.9 throws from a timer there (porsager/postgres#1208; fixed here by
 * patches/postgres@3.4.9.patch). Each case runs in a child process, since the failure it
 * guards against kills whatever process it happens in.
 */
import { describe, expect, test } from 'bun:test';

const url = process.env.TEST_DATABASE_URL;

/** Runs a script against the test database in a child process; returns its exit code and output. */
async function runScript(body: string) {
  const script = `
    import postgres from 'postgres';
    let connectionClosed = () => {};
    const sql = postgres(process.env.TEST_DATABASE_URL, { max: 2, onnotice() {}, onclose: () => connectionClosed() });
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
  const child = Bun.spawn([process.execPath, '-e', script], { stdout: 'pipe', stderr: 'pipe', env: process.env, cwd: process.cwd() });
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
