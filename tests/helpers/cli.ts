/** Runs `cli.ts` in its own process without blocking this one: a server started by the test can answer it. */
export async function runCli(args: string[], options: { env?: Record<string, string>; stdin?: string } = {}) {
  const child = Bun.spawn([process.execPath, 'src/server/cli.ts', ...args], {
    stdin: options.stdin === undefined ? 'ignore' : new TextEncoder().encode(options.stdin),
    stdout: 'pipe',
    stderr: 'pipe',
    env: { ...process.env, LOG_LEVEL: 'silent', ANTHROPIC_API_KEY: '', DATABASE_URL: '', ...options.env },
  });
  const [out, err, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  return { code, out, err };
}
