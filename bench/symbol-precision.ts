/**
 * Precision and recall of the offline symbol extractor on a hand-labelled sample of the
 * development set, and its speed. The headlines stay outside the repository: the labels in
 * bench/symbol-labels.json hold only row numbers, a hash of each row's text and the symbols.
 *
 *   bun bench/symbol-precision.ts [path/to/dev-headlines.csv] [--errors]
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { extractSymbols } from '../src/server/news/offline/symbols';
import { readEvalTable } from './eval-data';

const Labels = z.object({
  file: z.string(),
  sample: z.string(),
  labelling: z.string(),
  rows: z.array(
    z.object({
      row: z.number().int().nonnegative(),
      part: z.enum(['a', 'b']),
      sha256: z.string().regex(/^[0-9a-f]{10}$/),
      expected: z.array(z.string()),
      acceptable: z.array(z.string()).optional(),
    }),
  ),
});

const args = process.argv.slice(2);
const showErrors = args.includes('--errors');
const pathArg = args.find((a) => !a.startsWith('--'));
const table = readEvalTable('dev-headlines.csv', pathArg, ['text']);
const csvPath = table.path;

const labels = Labels.parse(JSON.parse(readFileSync(resolve(import.meta.dir, 'symbol-labels.json'), 'utf8')));
const texts = table.rows.map((r) => r.text);
// The analyzer sees text without links; a link is no mention.
const withoutLinks = (text: string) => text.replace(/https?:\/\/\S+/g, ' ');
const shortHash = (text: string) => new Bun.CryptoHasher('sha256').update(text).digest('hex').slice(0, 10);

type Tally = { emitted: number; correct: number; expected: number; found: number };
const tallies: Record<'a' | 'b', Tally> = {
  a: { emitted: 0, correct: 0, expected: 0, found: 0 },
  b: { emitted: 0, correct: 0, expected: 0, found: 0 },
};
const errors: string[] = [];
const labelled = new Set<number>();
for (const label of labels.rows) {
  const text = texts[label.row];
  if (text === undefined || shortHash(text) !== label.sha256) {
    console.error(`Row ${label.row} of ${csvPath} is not the row that was labelled (missing or changed text): relabel the sample.`);
    process.exit(2);
  }
  labelled.add(label.row);
  const symbols = extractSymbols(withoutLinks(text));
  const good = new Set([...label.expected, ...(label.acceptable ?? [])]);
  const wrong = symbols.filter((s) => !good.has(s));
  const missed = label.expected.filter((s) => !symbols.includes(s));
  const tally = tallies[label.part];
  tally.emitted += symbols.length;
  tally.correct += symbols.length - wrong.length;
  tally.expected += label.expected.length;
  tally.found += label.expected.length - missed.length;
  if (wrong.length > 0 || missed.length > 0) {
    errors.push(`  row ${label.row}: wrong [${wrong.join(', ')}] missed [${missed.join(', ')}]  ${withoutLinks(text).replace(/\s+/g, ' ').slice(0, 120)}`);
  }
}
// Rows the labels do not cover but where the extractor now emits symbols: a change of rules there goes unmeasured.
const unlabelled = texts.filter((text, row) => !labelled.has(row) && extractSymbols(withoutLinks(text)).length > 0).length;

const runs = 20;
const started = performance.now();
let total = 0;
for (let run = 0; run < runs; run++) for (const text of texts) total += extractSymbols(withoutLinks(text)).length;
const perSecond = (runs * texts.length) / ((performance.now() - started) / 1000);

const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)} %`);
console.log(`Sample: ${labels.sample}, of ${labels.file}.`);
console.log(`Labels: ${labels.labelling}`);
console.log('');
const both: Tally = {
  emitted: tallies.a.emitted + tallies.b.emitted,
  correct: tallies.a.correct + tallies.b.correct,
  expected: tallies.a.expected + tallies.b.expected,
  found: tallies.a.found + tallies.b.found,
};
for (const [name, t] of [
  ['(a) every 8th row', tallies.a],
  ['(b) rows with symbols', tallies.b],
  ['all labelled rows', both],
] as const) {
  console.log(
    `${name.padEnd(22)} precision ${pct(t.correct, t.emitted).padStart(7)} (${t.correct} of ${t.emitted})   recall ${pct(t.found, t.expected).padStart(7)} (${t.found} of ${t.expected})`,
  );
}
console.log(`Unlabelled rows where the extractor emits symbols: ${unlabelled}`);
console.log(
  `Speed:     ${Math.round(perSecond).toLocaleString('en-US')} headlines per second on one core (extraction alone, ${texts.length} rows x ${runs}; ${total} symbols)`,
);
if (showErrors) console.log(`\nDisagreements (${errors.length}):\n${errors.join('\n')}`);
else console.log(`\n${errors.length} rows disagree with the labels; --errors lists them.`);
