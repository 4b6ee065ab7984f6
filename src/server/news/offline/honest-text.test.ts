/**
 * Every development headline: no analysis states a beat or a miss, or a figure, that its text
 * does not contain. The data stays outside the repository; without it the test says so and skips.
 */
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { findEvalFile, parseCsv } from '../../../../bench/eval-data';
import { analyzeOffline } from './analyze-offline';

const path = findEvalFile('dev-headlines.csv');
if (!path) console.log('honest-text test skipped: ../shared/eval/dev-headlines.csv not found next to the repository');

const CLAIMS =
  /\b(?:beat|beats|missed|misses|above expectations|below expectations|above consensus|below consensus|in line with (?:expectations|consensus))\b/i;
// "Unexpectedly" and "a surprise drop" state an outcome against what was expected, too.
const EXPECTATION_WORDS =
  /\b(?:unexpected\w*|surprise|estimates?|expectations?|expected|consensus|forecasts?|beats?|beat|miss(?:es|ed)?|tops?|topped|exceeds?|exceeded|short|FactSet|Refinitiv|Zacks|poll(?:ed)?|street|analysts?)\b/i;
const FIGURE = /\d+(?:[.,]\d+)*/g;

describe.skipIf(!path)('honest text on every development headline', () => {
  test('figures come from the text, and beats or misses only where the text compares with an expectation', () => {
    const [, ...rows] = parseCsv(readFileSync(path ?? '', 'utf8'));
    const problems: string[] = [];
    for (const row of rows) {
      const headline = row[0] ?? '';
      const r = analyzeOffline({ headline });
      // Instrument names ("SX5E", "N225") are labels, not figures.
      let said = [r.explanation, r.patterns, r.consensus_delta ?? '', ...r.pathways].join(' ');
      for (const i of r.instruments) said = said.split(i.symbol).join(' ');
      for (const figure of said.match(FIGURE) ?? []) if (!headline.includes(figure)) problems.push(`figure ${figure}: ${headline}`);
      if (CLAIMS.test(said.replace(/'[^']*'/g, '')) && !EXPECTATION_WORDS.test(headline)) problems.push(`claim: ${headline}`);
      if (r.consensus_delta && !EXPECTATION_WORDS.test(headline)) problems.push(`consensus: ${headline}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // Every development headline, parsed and read: seconds on a busy machine, not the default five.
  }, 30_000);
});
