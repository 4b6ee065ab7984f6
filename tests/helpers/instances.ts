/** Runs the real entry point as separate processes, as instances behind a load balancer run. */
import type { Subprocess } from 'bun';

type LogLine = Record<string, unknown> & { msg: string };

export type Instance = {
  origin: string;
  lines: LogLine[];
  /** null while the process runs. */
  exitCode(): number | null;
  stop(): Promise<void>;
};

/** Starts `bun src/server/main.ts --api-only` on the given database and waits until it serves. */
export async function startInstance(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<Instance> {
  const child: Subprocess<'ignore', 'pipe', 'pipe'> = Bun.spawn([process.execPath, 'src/server/main.ts', '--api-only'], {
    env: {
      ...process.env,
      PORT: '0',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      // Ingestion would add rows of its own; the tests publish what they need.
      INGEST_INTERVAL_SECONDS: '86400',
      ...extraEnv,
    },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const lines: LogLine[] = [];
  const reader = child.stdout.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let started: LogLine | undefined;
  const deadline = Date.now() + 20_000;
  while (!started) {
    if (Date.now() > deadline) throw new Error(`instance did not start: ${JSON.stringify(lines)}`);
    const { value, done } = await reader.read();
    if (done) throw new Error(`instance ended early: ${JSON.stringify(lines)} ${await new Response(child.stderr).text()}`);
    buffered += decoder.decode(value);
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const part of parts) {
      if (!part.trim()) continue;
      const line = JSON.parse(part) as LogLine;
      lines.push(line);
      if (line.msg === 'server started') started = line;
    }
  }
  // Keep reading both logs so that the process never blocks on a full pipe (it writes them
  // synchronously); warnings and errors (stderr) are kept, for a test to show what the server
  // said when it fails.
  void (async () => {
    for (;;) {
      const { done } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
    }
  })();
  void (async () => {
    let pending = '';
    const errors = new TextDecoder();
    for await (const chunk of child.stderr) {
      pending += errors.decode(chunk, { stream: true });
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      for (const part of parts) if (part.startsWith('{')) lines.push(JSON.parse(part) as LogLine);
    }
  })().catch(() => {});
  return {
    origin: `http://127.0.0.1:${String(started.port)}`,
    lines,
    exitCode: () => child.exitCode,
    async stop() {
      child.kill('SIGTERM');
      await child.exited;
    },
  };
}
