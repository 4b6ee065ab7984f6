/**
 * The analyzers are measured on the evaluation sets in ../shared/eval/ and on independent sets
 * built from public feeds. A headline from those sets copied into code, tests or a prompt lets a
 * rule fit that exact sentence and inflates the measure, so no six-word run of any evaluation
 * headline may appear under src/, tests/ or bench/golden/ (the golden sentences). Tests and
 * examples use sentences written for them.
 */
import { describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { findEvalFile, parseCsv } from '../bench/eval-data';

const ROOT = resolve(import.meta.dir, '..');
const SHINGLE = 6;
const SCANNED = /\.(ts|tsx|json|jsonl|md)$/;

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9$%]+/g) ?? [];
}

function shingles(text: string): string[] {
  const w = words(text);
  const out: string[] = [];
  for (let i = 0; i + SHINGLE <= w.length; i++) out.push(w.slice(i, i + SHINGLE).join(' '));
  return out;
}

/** Every headline of the evaluation folder: the `headline` of JSON Lines, the first (`text`) column of CSV. */
function evalHeadlines(dir: string): { file: string; headline: string }[] {
  const out: { file: string; headline: string }[] = [];
  for (const name of readdirSync(dir).sort()) {
    const text = readFileSync(join(dir, name), 'utf8');
    if (name.endsWith('.jsonl')) {
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        const headline = (JSON.parse(line) as { headline?: unknown }).headline;
        if (typeof headline === 'string') out.push({ file: name, headline });
      }
    } else if (name.endsWith('.csv')) {
      const [header, ...rows] = parseCsv(text);
      const at = Math.max(0, header?.indexOf('text') ?? 0);
      for (const row of rows) if (row[at]) out.push({ file: name, headline: row[at] });
    }
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (SCANNED.test(entry.name)) out.push(path);
  }
  return out;
}

// Any file of the folder locates it.
const located = ['README.md', 'dev-headlines.csv', 'impact-tiers-dev.csv', 'trader-probes-dev.jsonl'].map(findEvalFile).find((path) => path !== null);
const evalDir = located ? dirname(located) : null;

describe('evaluation data stays out of the project', () => {
  if (!evalDir) console.warn('Skipped: ../shared/eval/ not found next to the repository, so there is nothing to compare against.');

  test.skipIf(!evalDir)('no file under src/, tests/ or bench/golden/ holds six words in a row of an evaluation headline', () => {
    const origin = new Map<string, string>();
    for (const { file, headline } of evalHeadlines(evalDir as string)) {
      for (const s of shingles(headline)) if (!origin.has(s)) origin.set(s, file);
    }
    expect(origin.size).toBeGreaterThan(0);

    const found: string[] = [];
    for (const path of ['src', 'tests', 'bench/golden'].flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
      const seen = new Set<string>();
      for (const s of shingles(readFileSync(path, 'utf8'))) {
        const file = origin.get(s);
        if (file && !seen.has(s)) {
          seen.add(s);
          found.push(`${relative(ROOT, path)}: "${s}" (${file})`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
