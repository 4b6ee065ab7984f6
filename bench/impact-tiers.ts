/**
 * Does the offline impact rank news by how much it matters to markets? Measured on the tiered
 * development set (rubric in ../shared/eval/README.md), read at run time.
 *
 *   bun bench/impact-tiers.ts [path/to/impact-tiers-dev.csv] [--rows] [--reader frames|cues]
 *
 * A null score ("Not scored") counts as magnitude 0: the analyzer claimed no impact.
 * Colours come from the display rule of docs/product.md §5/§9 (src/shared/impact.ts).
 */

import { analyzeOffline } from '../src/server/news/offline/analyze-offline';
import { clampedImpact, type ImpactLevel, impactLevel } from '../src/shared/impact';
import { readEvalTable, readerOption } from './eval-data';

const { options: offlineOptions, rest: args } = readerOption(process.argv.slice(2));
const showRows = args.includes('--rows');
const pathArg = args.find((a) => !a.startsWith('--'));
const table = readEvalTable('impact-tiers-dev.csv', pathArg, ['text', 'tier']);
const csvPath = table.path;
const rows = table.rows.map((r) => ({ text: r.text, tier: Number(r.tier) })).filter((r) => r.tier === 0 || r.tier === 1 || r.tier === 2 || r.tier === 3);

const scored = rows.map((r) => {
  const result = analyzeOffline({ headline: r.text }, offlineOptions);
  return { ...r, score: result.impact_score, event: result.event_type, magnitude: clampedImpact(result.impact_score) };
});

/** Mann–Whitney AUC: the chance a random positive outranks a random negative (ties count half). */
function auc(pos: number[], neg: number[]): number {
  let wins = 0;
  for (const p of pos) for (const n of neg) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (pos.length * neg.length);
}

function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]?.[0] === order[i]?.[0]) j++;
    for (let k = i; k <= j; k++) out[order[k]?.[1] ?? 0] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

function spearman(a: number[], b: number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (x: number[]) => x.reduce((s, v) => s + v, 0) / x.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    const x = (ra[i] ?? 0) - ma;
    const y = (rb[i] ?? 0) - mb;
    num += x * y;
    da += x * x;
    db += y * y;
  }
  return num / Math.sqrt(da * db);
}

const high = scored.filter((r) => r.tier >= 2).map((r) => r.magnitude);
const low = scored.filter((r) => r.tier <= 1).map((r) => r.magnitude);
const colours: ImpactLevel[] = ['low', 'medium', 'high'];
const colourName: Record<ImpactLevel, string> = { low: 'green', medium: 'yellow', high: 'red' };
const share = (xs: typeof scored, test: (r: (typeof scored)[number]) => boolean) => (xs.length ? xs.filter(test).length / xs.length : 0);
const tier0 = scored.filter((r) => r.tier === 0);
const tier23 = scored.filter((r) => r.tier >= 2);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

console.log(`file: ${csvPath}`);
console.log(`rows: ${scored.length} (null scores, shown "Not scored", count as magnitude 0: ${scored.filter((r) => r.score === null).length} rows)`);
console.log(`AUC |impact| tier>=2 vs <=1: ${auc(high, low).toFixed(3)}   (target >= 0.90)`);
console.log(
  `Spearman |impact| vs tier:   ${spearman(
    scored.map((r) => r.magnitude),
    scored.map((r) => r.tier),
  ).toFixed(3)}   (target >= 0.60)`,
);
console.log(`tier 0 shown yellow or red:  ${pct(share(tier0, (r) => impactLevel(r.score) !== 'low'))}   (target <= 3 %)`);
console.log(`tier 2/3 shown red:          ${pct(share(tier23, (r) => impactLevel(r.score) === 'high'))}   (target >= 60 %)`);
console.log('\ntier  rows  not-scored  green  yellow  red');
for (const tier of [0, 1, 2, 3]) {
  const xs = scored.filter((r) => r.tier === tier);
  const count = (c: ImpactLevel) => xs.filter((r) => r.score !== null && impactLevel(r.score) === c).length;
  console.log(
    `${String(tier).padStart(4)}  ${String(xs.length).padStart(4)}  ${String(xs.filter((r) => r.score === null).length).padStart(10)}  ${colours.map((c) => String(count(c)).padStart(c === 'low' ? 5 : c === 'medium' ? 6 : 3)).join('  ')}`,
  );
}
console.log(`(green counts only scored rows; ${colours.map((c) => colourName[c]).join('/')} per docs/product.md §5 thresholds 0.4 and 0.7)`);

if (showRows) {
  console.log('\ntier  score  event                     text');
  for (const r of [...scored].sort((a, b) => b.tier - a.tier || b.magnitude - a.magnitude)) {
    console.log(
      `${r.tier}  ${r.score === null ? ' null' : r.score.toFixed(2).padStart(5)}  ${(r.event ?? '-').padEnd(24)}  ${r.text.replace(/\s+/g, ' ').slice(0, 110)}`,
    );
  }
}
