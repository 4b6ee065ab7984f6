/** Runs the real entry point as separate processes, as instances behind a load balancer run. */
import type { Subprocess } from 'bun';
import { NO_MARKET_DATA } from './no-market-data';
import { collectLogLines, type LogLine } from './process-log';

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
      // Never the network's price sources, whatever the stories name.
      ...NO_MARKET_DATA,
      ...extraEnv,
    },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const log = collectLogLines(child.stdout);
  const lines = log.lines;
  // A loaded machine may take long to boot: the deadline only matters when the start fails.
  const started = await log
    .waitForLine((line) => line.msg === 'server started', 'the instance to start', 60_000)
    .catch(async (error: Error) => {
      child.kill('SIGKILL');
      throw new Error(`${error.message} ${await new Response(child.stderr).text()}`);
    });
  // Keep reading stderr too, so that the process never blocks on a full pipe (it writes its
  // logs synchronously); warnings and errors are kept, for a test to show what the server said
  // when it fails, and so is what the runtime printed there (the error that ended the process).
  void (async () => {
    let pending = '';
    const errors = new TextDecoder();
    for await (const chunk of child.stderr) {
      pending += errors.decode(chunk, { stream: true });
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      for (const part of parts) if (part.trim()) lines.push(part.startsWith('{') ? (JSON.parse(part) as LogLine) : { msg: part, level: 'stderr' });
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
