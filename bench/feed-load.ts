/**
 * feed.list for a signed-in subscriber at 64 concurrent connections for 20 s, against a bare
 * Bun.serve handler returning the same bytes, in the same run on the same machine, and the same
 * call through tRPC's own handler (a URL the lean path leaves to tRPC), which shows what the
 * lean path saves. The targets take turns in rounds of a few seconds. Needs wrk (apt-get install
 * -y wrk). Prints requests/s, p50 and p99 latency, and the ratios to bare. Goal: feed.list at
 * least 0.6 of bare, p99 under 50 ms.
 *
 *   bun bench/feed-load.ts [--seconds 20] [--connections 64] [--rounds 4]
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild, machine, startApp, subscriberToken } from './lib';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const seconds = arg('seconds', 20);
const connections = arg('connections', 64);
const rounds = arg('rounds', 4);

if (Bun.spawnSync(['which', 'wrk']).exitCode !== 0) {
  console.error('wrk is not installed: apt-get install -y wrk');
  process.exit(1);
}

type WrkResult = { rps: number; p50: number; p99: number; errors: string; requests: number; cpuMicros: number };

const clockTicksPerSecond = Number(Bun.spawnSync(['getconf', 'CLK_TCK']).stdout.toString().trim()) || 100;
/** CPU time the process has used so far, user and system, in microseconds (Linux's /proc). */
function cpuMicrosOf(pid: number): number {
  // utime and stime are the 14th and 15th fields; the 3rd is the first after the command name.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / clockTicksPerSecond;
}

/** Runs wrk and reads its --latency report; counts the CPU time the serving process spent meanwhile. */
async function wrk(url: string, headers: Record<string, string>, forSeconds: number, serverPid: number): Promise<WrkResult> {
  const cpuBefore = cpuMicrosOf(serverPid);
  const args = ['wrk', '-t2', `-c${connections}`, `-d${forSeconds}s`, '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
  const child = Bun.spawn(args, { stdout: 'pipe' });
  const output = await new Response(child.stdout).text();
  await child.exited;
  const cpuMicros = cpuMicrosOf(serverPid) - cpuBefore;
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
    requests: Number(output.match(/(\d+) requests in/)?.[1] ?? 0),
    cpuMicros,
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

  const appOrigin = app.url.replace('localhost', '127.0.0.1');
  const auth = { Authorization: `Bearer ${token}` };
  // A query parameter tRPC ignores: the lean path hands the request to tRPC, which answers the same bytes.
  const viaTrpcUrl = `${appOrigin}/trpc/feed.list?via=trpc`;
  const bodyOf = async (url: string) => new Uint8Array(await (await fetch(url, { headers: auth })).arrayBuffer());
  const [leanBytes, viaTrpcBytes] = [await bodyOf(`${appOrigin}/trpc/feed.list`), await bodyOf(viaTrpcUrl)];

  const targets = [
    { name: 'bare Bun.serve', url: `http://127.0.0.1:${barePort}/trpc/feed.list`, headers: {}, pid: bare.pid },
    { name: 'feed.list (entitled)', url: `${appOrigin}/trpc/feed.list`, headers: auth, pid: app.pid },
    { name: "via tRPC's handler", url: viaTrpcUrl, headers: auth, pid: app.pid },
  ];
  const load = loadavg().map((average) => average.toFixed(1));
  console.log(`machine: ${machine()}, load average ${load.join(' ')} at start`);
  console.log(`payload: ${bytes.length} bytes, ${connections} connections, ${seconds} s each, in ${rounds} rounds that take turns\n`);
  // Turns of a few seconds each: on a shared machine, what else runs weighs on every target alike.
  const results: WrkResult[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries()) results[index]?.push(await wrk(target.url, target.headers, seconds / rounds, target.pid));
  }
  bare.kill();

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  const summary = results.map((runs) => ({
    rps: runs.reduce((sum, run) => sum + run.rps, 0) / runs.length,
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs
      .map((run) => run.errors)
      .filter(Boolean)
      .join('; '),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    cpuMicros: runs.reduce((sum, run) => sum + run.cpuMicros, 0),
  }));
  const [baseline, feed, viaTrpc] = summary as [WrkResult, WrkResult, WrkResult];
  const cpuPerRequest = (r: WrkResult) => r.cpuMicros / r.requests;
  const row = (name: string, r: WrkResult) =>
    `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${r.p50.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms   ` +
    `CPU ${cpuPerRequest(r).toFixed(1).padStart(6)} µs/request${r.errors ? `   (${r.errors})` : ''}`;
  for (const [index, target] of targets.entries()) console.log(row(target.name, summary[index] as WrkResult));
  const roundRatios = (runs: WrkResult[] | undefined) =>
    (runs ?? []).map((run, round) => (run.rps / (results[0]?.[round]?.rps ?? Number.NaN)).toFixed(2)).join(' ');
  console.log(`\nratio ${(feed.rps / baseline.rps).toFixed(2)} (goal ≥ 0.6; rounds ${roundRatios(results[1])}), p99 ${feed.p99.toFixed(2)} ms (goal < 50 ms)`);
  console.log(`tRPC's handler: ratio ${(viaTrpc.rps / baseline.rps).toFixed(2)} (rounds ${roundRatios(results[2])})`);
  // What the other work on a shared machine barely moves: the server's own CPU time per request.
  console.log(
    `by CPU per request: feed.list ${(cpuPerRequest(baseline) / cpuPerRequest(feed)).toFixed(2)} of bare, tRPC's handler ${(cpuPerRequest(baseline) / cpuPerRequest(viaTrpc)).toFixed(2)}`,
  );
  console.log(`same bytes from the lean path and from tRPC's handler: ${Bun.deepEquals(viaTrpcBytes, leanBytes) ? 'yes' : 'NO'}`);
} finally {
  app.stop();
}
