/**
 * `bun run test:all`: lint (Biome and knip), typecheck, the build and the test database snapshots
 * side by side; then the unit and integration tests; then the browser journeys. The two test
 * suites run one after the other: each keeps both cores busy on its own, and side by side they
 * only stretch each other's deadlines. Each line a step prints carries its name; each step
 * prints its wall time; the run ends with one summary line of all tests run.
 */
type Step = { name: string; command: string[]; counts?: (output: string) => { passed: number; failed: number } };
type Outcome = { name: string; code: number; passed: number; failed: number };

const number = (output: string, pattern: RegExp) => Number(output.match(pattern)?.[1] ?? 0);

const stages: Step[][] = [
  [
    { name: 'lint', command: [process.execPath, 'run', 'lint'] },
    { name: 'typecheck', command: [process.execPath, 'run', 'typecheck'] },
    { name: 'build', command: [process.execPath, 'run', 'build'] },
    // The embedded database snapshots both test suites start their databases from.
    { name: 'snapshots', command: [process.execPath, 'tests/helpers/database-snapshot.ts'] },
  ],
  [
    {
      name: 'bun test',
      command: [process.execPath, 'run', 'test'],
      counts: (out) => ({ passed: number(out, /^\s*(\d+) pass\s*$/m), failed: number(out, /^\s*(\d+) fail\s*$/m) }),
    },
  ],
  [
    {
      name: 'playwright',
      command: ['node_modules/.bin/playwright', 'test'],
      // A journey that failed once and passed on its retry is reported as flaky, not as passed.
      counts: (out) => ({ passed: number(out, /(\d+) passed/) + number(out, /(\d+) flaky/), failed: number(out, /(\d+) failed/) }),
    },
  ],
];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs one step, writing each of its lines as `[name] line` as soon as the line is complete. */
async function run(step: Step): Promise<Outcome> {
  console.log(`=== ${step.name}: ${step.command.join(' ')}`);
  const started = performance.now();
  const child = Bun.spawn(step.command, { stdout: 'pipe', stderr: 'pipe', env: process.env });
  let output = '';
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    const decoder = new TextDecoder();
    let pending = '';
    const write = (text: string) => sink.write(`[${step.name}] ${text}\n`);
    for await (const chunk of stream) {
      const text = decoder.decode(chunk, { stream: true });
      output += text;
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) write(line);
    }
    if (pending) write(pending);
  };
  await Promise.all([pump(child.stdout, process.stdout), pump(child.stderr, process.stderr)]);
  const code = await child.exited;
  console.log(`=== ${step.name}: ${code === 0 ? 'done' : `exit ${code}`} in ${seconds(started)}`);
  return { name: step.name, code, ...(step.counts?.(output) ?? { passed: 0, failed: 0 }) };
}

const runStarted = performance.now();
const outcomes: Outcome[] = [];
for (const stage of stages) {
  outcomes.push(...(await Promise.all(stage.map(run))));
  if (outcomes.some((outcome) => outcome.code !== 0)) break;
}

const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
console.log(`\n${passed} passed, ${failed} failed in ${seconds(runStarted)}`);
const broken = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.name);
if (broken.length > 0) {
  console.error(`${broken.join(', ')} failed`);
  process.exit(1);
}
