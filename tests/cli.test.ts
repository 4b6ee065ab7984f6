import { expect, test } from 'bun:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockDataDir } from '@/server/db/data-dir-lock';
import { confidenceOf } from '@/shared/impact';
import { seededDataDir } from './helpers/database-snapshot';

const cli = (args: string[], stdin?: string, env: Record<string, string> = {}) => {
  const result = Bun.spawnSync([process.execPath, 'src/server/cli.ts', ...args], {
    stdin: stdin === undefined ? 'ignore' : new TextEncoder().encode(stdin),
    env: { ...process.env, LOG_LEVEL: 'silent', ANTHROPIC_API_KEY: '', ...env },
  });
  return { code: result.exitCode, out: result.stdout.toString(), err: result.stderr.toString() };
};

test('cli analyze: one JSON line per input line, errors named by line', () => {
  const { code, out } = cli(['analyze', '--offline'], '{"headline":"Nvidia (NVDA) beats estimates and raises guidance"}\n\nnot json\n');
  const lines = out
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatchObject({ category: 'earnings', symbols: ['NVDA'], method: 'offline' });
  expect(lines[0]?.impact_score as number).toBeGreaterThan(0.1);
  expect(['High', 'Medium', 'Low']).toContain(lines[0]?.confidence as string);
  expect(lines[0]?.analysis).toHaveProperty('explanation');
  // What an operator audits a card by: each instrument with its own direction and score, and the event read.
  expect(lines[0]).toMatchObject({
    event_type: expect.any(String),
    instruments: [
      { symbol: 'NVDA', market: 'Stock Market', direction: 'bullish' },
      { symbol: 'NDX', market: 'Indices', direction: 'bullish' },
    ],
  });
  expect(((lines[0]?.instruments ?? []) as { score: number }[])[0]?.score).toBe(lines[0]?.impact_score as number);
  expect(lines[1]).toMatchObject({ line: 3 });
  expect(code).toBe(1);
});

test('cli analyze: the confidence band follows the score (docs/product.md §9), and a story without a score has none', () => {
  const { out } = cli(
    ['analyze', '--offline'],
    '{"headline":"Fed raises interest rates by 75 basis points"}\n{"headline":"Her cat still ignores the new sofa"}\n',
  );
  const [hike, cat] = out
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { impact_score: number | null; confidence: string | null; event_type: string | null; instruments: unknown[] });
  expect(hike).toMatchObject({ event_type: 'cb-rate-hike', confidence: confidenceOf(hike?.impact_score) });
  expect(['High', 'Medium']).toContain(hike?.confidence as string);
  expect(hike?.instruments).toContainEqual(expect.objectContaining({ symbol: 'USD', market: 'Forex', direction: 'bullish' }));
  expect(cat).toMatchObject({ impact_score: null, confidence: null, event_type: null, instruments: [] });
});

test('cli parse-feed: normalised items, and a clear failure for a malformed feed', () => {
  const ok = cli(['parse-feed', 'tests/fixtures/feeds/rss1-rdf.xml']);
  expect(ok.code).toBe(0);
  const items = ok.out
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { headline: string; sourceDomain: string });
  expect(items.map((i) => i.headline)).toEqual(['Factory orders fall for a third month', 'Carmaker recalls 200,000 vehicles']);
  expect(items[0]?.sourceDomain).toBe('rdf.test');
  const bad = cli(['parse-feed', 'tests/fixtures/feeds/malformed.xml']);
  expect(bad.code).toBe(1);
  expect(bad.err).toContain('malformed XML');
  expect(cli(['parse-feed', 'no/such/file.xml']).err).toContain('cannot read');
});

test('cli parse-feed keeps every item of a trade-halts feed, whose items have no link', () => {
  const { code, out } = cli(['parse-feed', 'tests/fixtures/feeds/trade-halts.xml']);
  expect(code).toBe(0);
  const items = out
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { headline: string; url: string });
  expect(items).toHaveLength(14);
  expect(new Set(items.map((i) => i.url)).size).toBe(14);
});

test('cli parse-feed decodes a Latin-1 feed without a declaration', () => {
  const { code, out } = cli(['parse-feed', 'tests/fixtures/feeds/latin1-undeclared.xml']);
  expect(code).toBe(0);
  expect((JSON.parse(out.trim()) as { headline: string }).headline).toBe('Zürcher Börse schließt fester');
});

test('cli ingest --once: one run with the configured sources into the database', async () => {
  const dataDir = await seededDataDir('iw-cli-');
  const { code, out } = cli(['ingest', '--once'], undefined, { DATA_DIR: dataDir, DATABASE_URL: '', NEWS_FEEDS: '' });
  expect(code).toBe(0);
  const stats = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { newItems: number; sources: number };
  expect(stats.sources).toBe(1);
  expect(stats.newItems).toBeGreaterThan(5);
  expect(cli(['ingest']).code).toBe(1);
}, 120_000);

test('cli ingest refuses a DATA_DIR that a running process holds, in one line naming the setting', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'iw-cli-held-'));
  const release = lockDataDir(dataDir);
  try {
    const { code, err } = cli(['ingest', '--once'], undefined, { DATA_DIR: dataDir, DATABASE_URL: '', NEWS_FEEDS: '' });
    expect(code).toBe(1);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toContain(`is in use by process ${process.pid}`);
    expect(err).toContain('DATA_DIR');
  } finally {
    release();
  }
}, 60_000);
