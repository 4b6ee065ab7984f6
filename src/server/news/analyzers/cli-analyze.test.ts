/** `bun run cli analyze` with an AI key: a failed AI analysis gives the offline one, as ingestion does. */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { type FakeAnthropic, startFakeAnthropic } from '../../../../tests/fakes/fake-anthropic';

let fake: FakeAnthropic;
beforeAll(() => {
  fake = startFakeAnthropic();
});
afterAll(() => fake.stop());

test('cli analyze: a failed AI answer is replaced by the offline analysis, the failure logged on stderr', async () => {
  fake.script.push('malformed');
  // Spawned without blocking: the fake API answers from this process.
  const child = Bun.spawn([process.execPath, 'src/server/cli.ts', 'analyze'], {
    stdin: new TextEncoder().encode('{"headline":"Fed raises rates by 75 basis points"}\n'),
    stdout: 'pipe',
    stderr: 'pipe',
    env: { ...process.env, LOG_LEVEL: 'warn', ANTHROPIC_API_KEY: 'sk-ant-test-key', ANTHROPIC_BASE_URL: fake.baseURL },
  });
  const [out, err, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  const line = JSON.parse(out.trim()) as Record<string, unknown>;
  expect(line).toMatchObject({ method: 'offline' });
  expect(line.impact_score as number).toBeLessThan(-0.4);
  expect(line).not.toHaveProperty('error');
  expect(err).toContain('AI analysis failed');
  expect(fake.requests).toHaveLength(1);
  expect(code).toBe(0);
}, 20_000);
