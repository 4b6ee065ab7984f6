/**
 * Does a card call the instruments a trader would, each the right way? Measured on the trader
 * probes (../shared/eval/trader-probes-dev.jsonl, format in its README), read at run time.
 *
 *   bun bench/probes.ts [path/to/trader-probes.jsonl] [--rows]
 *
 * Per kind of probe: the share of expected legs the offline analyzer names with the right
 * direction, names inverted, or misses (not named, or named neutral); the rows with every leg
 * right; and over all rows the tier AUC, the tier-3 rows shown red, the false friends shown red
 * and the tier-0 rows shown yellow or red. `--rows` lists each row with what the card said.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { analyzeOffline } from '../src/server/news/offline/analyze-offline';
import type { InstrumentImpact } from '../src/shared/analysis';
import { clampedImpact, impactLevel } from '../src/shared/impact';
import { findEvalFile } from './eval-data';

const legSchema = z.object({
  class: z.enum(['stock', 'index', 'bonds', 'currency', 'oil', 'gold', 'crypto', 'credit']),
  name: z.string().optional(),
  move: z.enum(['up', 'down']),
});
const probeSchema = z.object({
  id: z.string(),
  kind: z.string(),
  lang: z.string(),
  headline: z.string(),
  summary: z.string().optional(),
  tier: z.number().int().min(0).max(3),
  legs: z.array(legSchema),
});
type Leg = z.infer<typeof legSchema>;
type Move = Leg['move'];

const args = process.argv.slice(2);
const showRows = args.includes('--rows');
const pathArg = args.find((a) => !a.startsWith('--'));
const path = pathArg ? resolve(pathArg) : findEvalFile('trader-probes-dev.jsonl');
if (!path || !existsSync(path)) {
  console.error(`Probe file not found: ${path ?? '../shared/eval/trader-probes-dev.jsonl'}; pass its path.`);
  process.exit(2);
}
const probes = readFileSync(path, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => probeSchema.parse(JSON.parse(line)));

// ------------------------------------------------------------ how a card's instrument names a leg

/** Government bonds by country code, as the analyzer's market proxies name them. */
const BONDS: [RegExp, string][] = [
  [/treasur/i, 'US'],
  [/\bbunds?\b|german/i, 'DE'],
  [/gilts?|\bUK\b|british/i, 'UK'],
  [/\bJGBs?\b|japan/i, 'JP'],
  [/china|chinese/i, 'CN'],
  [/canad/i, 'CA'],
  [/french|france|\bOATs?\b/i, 'FR'],
  [/ital|\bBTPs?\b/i, 'IT'],
  [/austral/i, 'AU'],
  [/swiss/i, 'CH'],
  [/brazil/i, 'BR'],
  [/argentin/i, 'AR'],
  [/belgi/i, 'BE'],
  [/turk/i, 'TR'],
  [/korea/i, 'KR'],
  [/mexic/i, 'MX'],
  [/russia/i, 'RU'],
  [/india/i, 'IN'],
  [/norw/i, 'NO'],
  [/swed/i, 'SE'],
  [/polish|poland/i, 'PL'],
  [/new zealand/i, 'NZ'],
  [/south africa/i, 'ZA'],
  [/indonesia/i, 'ID'],
  [/spanish|spain/i, 'ES'],
  [/greek|greece/i, 'GR'],
  [/chile/i, 'CL'],
  [/israel/i, 'IL'],
  [/hungar/i, 'HU'],
  [/colombia/i, 'CO'],
  [/ukrain/i, 'UA'],
  [/egypt/i, 'EG'],
  [/saudi/i, 'SA'],
  [/portug/i, 'PT'],
  [/irish|ireland/i, 'IE'],
];
/** ISO codes a probe may write for a country the table names otherwise. */
const BOND_ALIASES: Record<string, string> = { GB: 'UK' };
/** Index names as the probes write them, with the other names a card may use. */
const INDEX_ALIASES: Record<string, string[]> = {
  NKY: ['NKY', 'N225', 'NIKKEI'],
  UKX: ['UKX', 'FTSE', 'FTSE 100'],
  SPX: ['SPX', 'SPY', 'S&P 500'],
  NDX: ['NDX', 'IXIC', 'QQQ', 'NASDAQ'],
  DJI: ['DJI', 'DOW'],
  BKX: ['BKX', 'KBW'],
  AS51: ['AS51', 'ASX 200', 'XJO'],
  KOSPI: ['KOSPI', 'KS11'],
};
const OIL = new Set(['OIL', 'USO', 'WTI', 'BRENT', 'CL', 'BZ']);
const GOLD = new Set(['GOLD', 'GLD', 'XAU']);

const flip = (move: Move): Move => (move === 'up' ? 'down' : 'up');

/** The move a card's instrument states for the leg's instrument; null if it is another instrument. */
function statedMove(leg: Leg, instrument: InstrumentImpact): Move | 'neutral' | null {
  const symbol = instrument.symbol.toUpperCase().trim();
  const direction: Move | 'neutral' = instrument.direction === 'bullish' ? 'up' : instrument.direction === 'bearish' ? 'down' : 'neutral';
  const written = (leg.name ?? '').toUpperCase();
  const named = leg.class === 'bonds' ? (BOND_ALIASES[written] ?? written) : written;
  switch (leg.class) {
    case 'stock': {
      const base = (s: string) => s.replace(/\.[A-Z]{1,2}$/, '');
      return symbol === named || base(symbol) === base(named) ? direction : null;
    }
    case 'index':
      return (INDEX_ALIASES[named] ?? [named]).includes(symbol) ? direction : null;
    case 'bonds':
      return /bond|treasur|bund|gilt|JGB|BTP|OAT/i.test(instrument.symbol) && BONDS.find(([cue]) => cue.test(instrument.symbol))?.[1] === named
        ? direction
        : null;
    case 'currency': {
      if (symbol === named || (named === 'USD' && symbol === 'DXY')) return direction;
      const pair = /^([A-Z]{3})\/?([A-Z]{3})$/.exec(symbol);
      if (!pair || direction === 'neutral') return null;
      if (pair[1] === named) return direction;
      if (pair[2] === named) return flip(direction);
      return null;
    }
    case 'oil':
      return OIL.has(symbol) ? direction : null;
    case 'gold':
      return GOLD.has(symbol) ? direction : null;
    case 'crypto':
      return symbol === named ? direction : null;
    case 'credit':
      return /credit|high.yield|\bHY\b|\bIG\b/i.test(instrument.symbol) ? direction : null;
  }
}

type LegOutcome = 'right' | 'inverted' | 'missing';

function legOutcome(leg: Leg, instruments: InstrumentImpact[]): LegOutcome {
  const stated = instruments.map((instrument) => statedMove(leg, instrument)).filter((move) => move !== null);
  if (stated.includes(leg.move)) return 'right';
  if (stated.includes(flip(leg.move))) return 'inverted';
  return 'missing';
}

// ------------------------------------------------------------ the run

const results = probes.map((probe) => {
  const analysis = analyzeOffline({ headline: probe.headline, summary: probe.summary ?? null });
  const legs = probe.legs.map((leg) => ({ leg, outcome: legOutcome(leg, analysis.instruments) }));
  return { probe, analysis, legs, level: analysis.impact_score === null ? 'none' : impactLevel(analysis.impact_score) };
});

const pct = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)} %` : '   –');
const count = <T>(xs: T[], test: (x: T) => boolean) => xs.filter(test).length;

function summarise(rows: typeof results) {
  const legs = rows.flatMap((row) => row.legs);
  const withLegs = rows.filter((row) => row.legs.length > 0);
  return {
    rows: rows.length,
    legs: legs.length,
    right: count(legs, (l) => l.outcome === 'right'),
    inverted: count(legs, (l) => l.outcome === 'inverted'),
    missing: count(legs, (l) => l.outcome === 'missing'),
    fullRows: count(withLegs, (row) => row.legs.every((l) => l.outcome === 'right')),
    rowsWithLegs: withLegs.length,
  };
}

/** Mann–Whitney AUC: the chance a random positive outranks a random negative (ties count half). */
function auc(positives: number[], negatives: number[]): number {
  let wins = 0;
  for (const p of positives) for (const n of negatives) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (positives.length * negatives.length);
}

console.log(`file: ${path}`);
console.log('\nkind             rows  legs   right     inverted  missing   rows fully right');
const kinds = [...new Set(probes.map((p) => p.kind))].sort();
for (const kind of [...kinds, 'all']) {
  const s = summarise(kind === 'all' ? results : results.filter((r) => r.probe.kind === kind));
  console.log(
    `${kind.padEnd(15)} ${String(s.rows).padStart(5)} ${String(s.legs).padStart(5)}  ${pct(s.right, s.legs).padStart(8)}  ${pct(s.inverted, s.legs).padStart(8)}  ${pct(s.missing, s.legs).padStart(8)}  ${pct(s.fullRows, s.rowsWithLegs).padStart(8)} of ${s.rowsWithLegs}`,
  );
}

const magnitude = (row: (typeof results)[number]) => clampedImpact(row.analysis.impact_score);
const tier3 = results.filter((r) => r.probe.tier === 3);
const tier0 = results.filter((r) => r.probe.tier === 0);
const falseFriends = results.filter((r) => r.probe.kind === 'false-friend');
console.log('');
console.log(
  `tier AUC |impact| tier>=2 vs <=1: ${auc(
    results.filter((r) => r.probe.tier >= 2).map(magnitude),
    results.filter((r) => r.probe.tier <= 1).map(magnitude),
  ).toFixed(3)}   (goal >= 0.90)`,
);
console.log(
  `tier-3 rows shown red:           ${pct(
    count(tier3, (r) => r.level === 'high'),
    tier3.length,
  )} of ${tier3.length}   (goal >= 75 %)`,
);
console.log(`false friends shown red:         ${count(falseFriends, (r) => r.level === 'high')} of ${falseFriends.length}   (goal 0)`);
console.log(`tier-0 rows yellow or red:       ${count(tier0, (r) => r.level === 'medium' || r.level === 'high')} of ${tier0.length}   (goal 0)`);

if (showRows) {
  console.log('\nid        kind            score  event                    legs (expected → outcome) | card');
  for (const { probe, analysis, legs } of results) {
    const expected = legs.map(({ leg, outcome }) => `${leg.name ?? leg.class} ${leg.move}→${outcome}`).join(', ') || '(none)';
    const card = analysis.instruments.map((i) => `${i.symbol} ${i.direction}`).join(', ') || '(none)';
    const score = analysis.impact_score === null ? ' null' : analysis.impact_score.toFixed(2).padStart(5);
    console.log(`${probe.id.padEnd(9)} ${probe.kind.padEnd(15)} ${score}  ${(analysis.event_type ?? '-').padEnd(24)} ${expected} | ${card}`);
  }
}
