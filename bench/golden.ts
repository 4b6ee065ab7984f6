/**
 * What a change of the reader moved, on the project's own sentences (bench/golden/sentences.jsonl,
 * described in bench/golden/readings.ts): every sentence whose reading today differs from the
 * one the file holds, before → after, and for a row with `expected` whether the change moved it
 * toward what a trader would call.
 *
 *   bun bench/golden.ts            print the rows that moved
 *   bun bench/golden.ts --write    accept: record today's readings in the file (and fill in new rows)
 */
import { relative } from 'node:path';
import { formatReading, GOLDEN_PATH, judgeChange, matchesExpected, readGolden, readingOf, recordedReading, sameReading, writeGolden } from './golden/readings';

const write = process.argv.includes('--write');
const rows = readGolden();
const file = relative(process.cwd(), GOLDEN_PATH);

let moved = 0;
for (const row of rows) {
  const now = readingOf(row);
  const before = recordedReading(row);
  if (sameReading(before, now)) continue;
  moved++;
  console.log(`[${row.kind}] ${row.headline}${row.summary ? ` (summary: ${row.summary})` : ''}`);
  console.log(`  before: ${formatReading(before)}`);
  console.log(`  after:  ${formatReading(now)}`);
  if (before) console.log(`  ${judgeChange(row, now)}`);
}

const withExpected = rows.filter((row) => row.expected);
const matching = (reading: (row: (typeof rows)[number]) => ReturnType<typeof recordedReading>) =>
  withExpected.filter((row) => matchesExpected(row, reading(row))).length;
console.log(
  `\n${file}: ${rows.length} sentences, ${moved} read differently now; ` +
    `${withExpected.length} carry \`expected\` (recorded reading wrong), ${matching(recordedReading)} of them match it in the file, ${matching(readingOf)} now`,
);
if (write) {
  writeGolden(rows);
  console.log(moved ? `Recorded today's readings in ${file}: commit it with the change that moved them.` : `${file} already holds today's readings.`);
} else if (moved) {
  console.log('Accept these readings with `bun run bench:golden --write`, and commit the file with the change that moved them.');
}
