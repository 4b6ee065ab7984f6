/**
 * `bun run test:all`: lint (Biome and knip), typecheck, unit and integration tests, then the browser journeys on a
 * fresh build. Each step prints its wall time; the run ends with one summary line of all tests run.
 */
type Step = { name: string; command: string[]; counts?: (output: string) => { passed: number; failed: number } };

const number = (output: string, pattern: RegExp) => Number(output.match(pattern)?.[1] ?? 0);

const steps: Step[] = [
  { name: 'lint', command: [process.execPath, 'run', 'lint'] },
  { name: 'typecheck', command: [process.execPath, 'run', 'typecheck'] },
  {
    name: 'bun test',
    command: [process.execPath, 'run', 'test'],
    counts: (out) => ({ passed: number(out, /^\s*(\d+) pass\s*$/m), failed: number(out, /^\s*(\d+) fail\s*$/m) }),
  },
  { name: 'build', command: [process.execPath, 'run', 'build'] },
  {
    name: 'playwright',
    command: ['node_modules/.bin/playwright', 'test'],
    counts: (out) => ({ passed: number(out, /(\d+) passed/), failed: number(out, /(\d+) failed/) }),
  },
];

let passed = 0;
let failed = 0;
let broken: string | null = null;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const runStarted = performance.now();
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
  const stepStarted = performance.now();
  const child = Bun.spawn(step.command, { stdout: 'pipe', stderr: 'pipe', env: process.env });
  let output = '';
  const pump = async (stream: ReadableStream<Uint8Array>, sink: NodeJS.WriteStream) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      const text = decoder.decode(chunk, { stream: true });
      output += text;
      sink.write(text);
    }
  };
  await Promise.all([pump(child.stdout, process.stdout), pump(child.stderr, process.stderr)]);
  const code = await child.exited;
  console.log(`=== ${step.name}: ${code === 0 ? 'done' : `exit ${code}`} in ${seconds(stepStarted)}`);
  if (step.counts) {
    const counts = step.counts(output);
    passed += counts.passed;
    failed += counts.failed;
  }
  if (code !== 0) {
    broken = step.name;
    break;
  }
}

console.log(`\n${passed} passed, ${failed} failed in ${seconds(runStarted)}`);
if (broken) {
  console.error(`${broken} failed`);
  process.exit(1);
}
