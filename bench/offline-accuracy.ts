/**
 * Direction accuracy and throughput of the offline analyzer on the labelled development set.
 * The data stays outside the repository and is read at run time.
 *
 *   bun bench/offline-accuracy.ts [path/to/dev-headlines.csv] [--errors N] [--reader frames|cues]
 *
 * Labels: 0 bearish, 1 bullish, 2 neutral. Score <= -0.1 is bearish, >= 0.1 bullish, else neutral.
 */
import { analyzeOffline } from '../src/server/news/offline/analyze-offline';
import { readEvalTable, readerOption } from './eval-data';

const LABELS = ['bearish', 'bullish', 'neutral'] as const;
type Label = 0 | 1 | 2;

function toLabel(score: number): Label {
  if (score <= -0.1) return 0;
  if (score >= 0.1) return 1;
  return 2;
}

const { options: offlineOptions, rest: args } = readerOption(process.argv.slice(2));
const errorsAt = args.indexOf('--errors');
const showErrors = errorsAt >= 0 ? Number.parseInt(args[errorsAt + 1] ?? '20', 10) : 0;
const pathArg = args.find((a, i) => !a.startsWith('--') && (errorsAt < 0 || i !== errorsAt + 1));
const table = readEvalTable('dev-headlines.csv', pathArg, ['text', 'label']);
const csvPath = table.path;
const rows: { text: string; label: Label }[] = [];
for (const r of table.rows) {
  const label = Number(r.label);
  if (label === 0 || label === 1 || label === 2) rows.push({ text: r.text, label });
}
if (rows.length === 0) {
  console.error(`${csvPath}: no labelled rows`);
  process.exit(2);
}

// Warm up so JIT compilation does not count against throughput.
for (const r of rows.slice(0, 200)) analyzeOffline({ headline: r.text }, offlineOptions);

// A null score ("Not scored") claims no direction: it counts as neutral.
const predicted: Label[] = rows.map((r) => toLabel(analyzeOffline({ headline: r.text }, offlineOptions).impact_score ?? 0));
// Throughput on one core: the best of fifteen timed passes, since the machine may be shared.
// CPU time too: on a busy machine it is what one core gives, where the wall clock also counts waits.
// The heap of earlier passes is collected before each pass, so no pass pays for another's garbage.
const PASSES = 15;
let elapsedMs = Number.POSITIVE_INFINITY;
let cpuMs = Number.POSITIVE_INFINITY;
for (let pass = 0; pass < PASSES; pass++) {
  Bun.gc(true);
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  for (const r of rows) analyzeOffline({ headline: r.text }, offlineOptions);
  const cpu = process.cpuUsage(cpuStarted);
  elapsedMs = Math.min(elapsedMs, performance.now() - started);
  cpuMs = Math.min(cpuMs, (cpu.user + cpu.system) / 1000);
}

// confusion[actual][predicted]
const confusion = [0, 1, 2].map(() => [0, 0, 0]);
let correct = 0;
rows.forEach((r, i) => {
  const p = predicted[i] ?? 2;
  const line = confusion[r.label];
  if (line) line[p] = (line[p] ?? 0) + 1;
  if (p === r.label) correct++;
});

const cell = (a: number, p: number) => confusion[a]?.[p] ?? 0;
const fmt = (x: number) => x.toFixed(3);
console.log(`file: ${csvPath}`);
console.log(`rows: ${rows.length}`);
console.log(`accuracy: ${fmt(correct / rows.length)}`);
console.log('\nlabel     precision  recall  f1     support');
let macro = 0;
for (const l of [0, 1, 2] as const) {
  const tp = cell(l, l);
  const predictedCount = cell(0, l) + cell(1, l) + cell(2, l);
  const support = cell(l, 0) + cell(l, 1) + cell(l, 2);
  const precision = predictedCount ? tp / predictedCount : 0;
  const recall = support ? tp / support : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  macro += f1 / 3;
  console.log(`${LABELS[l].padEnd(9)} ${fmt(precision).padStart(9)}  ${fmt(recall).padStart(6)}  ${fmt(f1)}  ${support}`);
}
console.log(`macro-F1: ${fmt(macro)}`);
console.log('\nconfusion (rows actual, columns predicted)');
console.log(`${''.padEnd(9)} ${LABELS.map((l) => l.padStart(8)).join(' ')}`);
for (const a of [0, 1, 2] as const) console.log(`${LABELS[a].padEnd(9)} ${[0, 1, 2].map((p) => String(cell(a, p)).padStart(8)).join(' ')}`);
console.log(
  `\nthroughput: ${Math.round(rows.length / (elapsedMs / 1000))} headlines/s on one thread by the wall clock, ` +
    `${Math.round(rows.length / (cpuMs / 1000))} per CPU-second (best of ${PASSES} passes, ${elapsedMs.toFixed(0)} ms wall, ${cpuMs.toFixed(0)} ms CPU for ${rows.length}); null scores count as neutral`,
);

if (showErrors > 0) {
  console.log(`\nfirst ${showErrors} errors per (actual -> predicted):`);
  for (const a of [0, 1, 2] as const)
    for (const p of [0, 1, 2] as const) {
      if (a === p) continue;
      const wrong = rows.filter((r, i) => r.label === a && predicted[i] === p).slice(0, showErrors);
      if (wrong.length === 0) continue;
      console.log(`\n${LABELS[a]} -> ${LABELS[p]}`);
      for (const w of wrong) {
        const res = analyzeOffline({ headline: w.text }, offlineOptions);
        console.log(`  ${(res.impact_score ?? 0).toFixed(2).padStart(5)}  ${w.text.replace(/\s+/g, ' ').slice(0, 140)}`);
      }
    }
}
