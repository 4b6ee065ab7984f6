/**
 * feed.list for a signed-in subscriber at 64 concurrent connections for 20 s, against a bare
 * Bun.serve handler returning the same bytes, in the same run on the same machine.
 * Needs wrk (apt-get install -y wrk). Prints requests/s, p50 and p99 latency, and the ratio.
 * Goal: ratio at least 0.5, p99 under 50 ms.
 *
 *   bun bench/feed-load.ts [--seconds 20] [--connections 64]
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild, machine, startApp, subscriberToken } from './lib';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const seconds = arg('seconds', 20);
const connections = arg('connections', 64);

if (Bun.spawnSync(['which', 'wrk']).exitCode !== 0) {
  console.error('wrk is not installed: apt-get install -y wrk');
  process.exit(1);
}

type WrkResult = { rps: number; p50: number; p99: number; errors: string };

/** Runs wrk and reads its --latency report. */
async function wrk(url: string, headers: Record<string, string>): Promise<WrkResult> {
  const args = ['wrk', '-t2', `-c${connections}`, `-d${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
  const child = Bun.spawn(args, { stdout: 'pipe' });
  const output = await new Response(child.stdout).text();
  await child.exited;
  const ms = (label: string) => {
    const match = output.match(new RegExp(`${label}%\\s+([\\d.]+)(us|ms|s)`));
    if (!match) return Number.NaN;
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  return {
    rps: Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
    p50: ms('50'),
    p99: ms('99'),
    errors: [output.match(/Non-2xx or 3xx responses: \d+/)?.[0], output.match(/Socket errors: .*/)?.[0]].filter(Boolean).join('; '),
  };
}

await ensureBuild();
const app = await startApp(4392);
try {
  const token = await subscriberToken(app.url);
  // Wait for the demo source's first batch so the page has rows.
  for (let i = 0; i < 50; i++) {
    const response = await fetch(`${app.url}/trpc/feed.list`, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.text();
    if (response.ok && body.includes('"headline"')) break;
    await Bun.sleep(200);
  }
  const sample = await fetch(`${app.url}/trpc/feed.list`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await sample.arrayBuffer());
  const headers = Object.fromEntries(sample.headers);

  // The baseline: Bun answering the same bytes with no work at all, in its own process like the app.
  const payloadPath = join(mkdtempSync(join(tmpdir(), 'iw-bare-')), 'payload');
  await Bun.write(payloadPath, bytes);
  const barePort = 4399;
  const bare = Bun.spawn([process.execPath, join(import.meta.dir, 'bare-server.ts'), payloadPath, JSON.stringify(headers), String(barePort)], {
    stdout: 'pipe',
  });
  await bare.stdout.getReader().read();

  console.log(`machine: ${machine()}`);
  console.log(`payload: ${bytes.length} bytes, ${connections} connections, ${seconds} s each\n`);
  const baseline = await wrk(`http://127.0.0.1:${barePort}/trpc/feed.list`, {});
  const feed = await wrk(`${app.url.replace('localhost', '127.0.0.1')}/trpc/feed.list`, { Authorization: `Bearer ${token}` });
  bare.kill();

  const row = (name: string, r: WrkResult) =>
    `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${r.p50.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms${r.errors ? `   (${r.errors})` : ''}`;
  console.log(row('bare Bun.serve', baseline));
  console.log(row('feed.list (entitled)', feed));
  const ratio = feed.rps / baseline.rps;
  console.log(`\nratio ${ratio.toFixed(2)} (goal ≥ 0.5), p99 ${feed.p99.toFixed(2)} ms (goal < 50 ms)`);
} finally {
  app.stop();
}
