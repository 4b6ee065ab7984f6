/**
 * `bench:probes --analyzer ai` measures the AI analysis path as the product runs it: the model's
 * answer after its checks and the guard, an answer that fails counted and scored as the offline
 * analysis stored in its place. Run against the fake Anthropic API; without a key it refuses.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createAnthropicAnalyzer } from '../src/server/news/analyzers/anthropic';
import { eventTypes } from '../src/server/news/events/taxonomy';
import { type FakeAnthropic, startFakeAnthropic } from './fakes/fake-anthropic';

const ROOT = resolve(import.meta.dir, '..');
const KEY = 'sk-ant-test-key-0000';
const MODEL = 'claude-haiku-4-5';
const HIKE = 'Federal Reserve raises interest rates by 50 basis points, twice the 25 economists had pencilled in';
let fake: FakeAnthropic;
let probeFile: string;

beforeAll(() => {
  fake = startFakeAnthropic();
  probeFile = join(mkdtempSync(join(tmpdir(), 'iw-probes-')), 'ai-probes.jsonl');
  const probes = [
    {
      id: 't-1',
      kind: 'central-bank',
      lang: 'en',
      headline: HIKE,
      tier: 3,
      legs: [{ class: 'currency', name: 'USD', move: 'up' }],
    },
    { id: 't-2', kind: 'not-market', lang: 'en', headline: 'Town council approves new cycle lanes along the river', tier: 0, legs: [] },
  ];
  writeFileSync(probeFile, probes.map((probe) => JSON.stringify(probe)).join('\n'));
});
afterAll(() => fake.stop());

async function bench(env: Record<string, string>) {
  const child = Bun.spawn([process.execPath, 'bench/probes.ts', probeFile, '--analyzer', 'ai', '--concurrency', '1', '--rows'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const [out, err, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  return { out, err, code };
}

test('scores the AI answers as the product reads them, after the guard, and counts the ones that fail', async () => {
  // The model calls the hike with EUR/USD up, the dollar down, against the stated surprise.
  const answer = {
    impact_score: 0.5,
    category: 'economy',
    instruments: [{ symbol: 'EUR/USD', market: 'Forex', score: 0.5 }],
    event_type: 'cb-rate-hike',
    language: 'en',
    patterns: '',
    explanation: 'A larger hike lifts US yields.',
    consensus_delta: null,
    pathways: [],
  };
  // What the product makes of that answer: its analyzer, checks and guard, on the same fake API.
  fake.script.push({ toolInput: answer });
  const ai = createAnthropicAnalyzer({ apiKey: KEY, model: MODEL, baseURL: fake.baseURL, events: eventTypes });
  const product = await ai.analyze({ headline: HIKE });
  const card = product.instruments.map((i) => `${i.symbol} ${i.direction}`).join(', ');

  // In the bench, the second call fails (400): the offline analysis stands in, as the product stores it.
  fake.script.push({ toolInput: answer }, '400');
  const calls = fake.requests.length;
  const { out, err, code } = await bench({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_MODEL: MODEL, ANTHROPIC_BASE_URL: fake.baseURL });
  expect(code, err).toBe(0);
  expect(fake.requests.length - calls).toBe(2);
  expect(err).toContain('AI analyses: 2 of 2, 1 failed');
  expect(out).toContain('AI answers that failed:     1 of 2');
  const row = out.split('\n').find((line) => line.startsWith('t-1 '));
  expect(row).toEndWith(`| ${card}`);
  expect(out).toMatch(/t-2 .*\[AI failed, offline shown: .*400/);
  // No offline throughput figure: the run measured the AI.
  expect(out).not.toContain('headlines/s');
});

test('without a key it says it needs one and exits with 2', async () => {
  const before = fake.requests.length;
  const { out, err, code } = await bench({ ANTHROPIC_API_KEY: '' });
  expect(code).toBe(2);
  expect(err).toContain('needs ANTHROPIC_API_KEY');
  expect(out).toBe('');
  expect(fake.requests).toHaveLength(before);
});
