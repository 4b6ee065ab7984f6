/**
 * Does a card call the instruments a trader would, each the right way, whatever the wording?
 * Measured on the trader probes (../shared/eval/trader-probes-dev.jsonl and
 * trader-probes-wide.jsonl, format in their README), read at run time.
 *
 *   bun bench/probes.ts [file.jsonl ...] [--split [--seed N]] [--rows [--text]] [--analyzer offline|ai [--concurrency N]] [--reader frames|cues]
 *
 * For each file and for all files together, per kind of probe: the share of expected legs the
 * card names with the right direction, names inverted, or misses (not named, or named neutral),
 * and the rows with every leg right; then the tier AUC, the tier-3 rows shown red, the tier ≤ 1
 * rows shown red, the false friends (tier ≤ 1) shown red, the tier-0 rows shown yellow or red,
 * and the group consistency. Last, the offline analyzer's throughput on the probe headlines and
 * every target with its figure.
 *
 * Group consistency: the rows of a `group` report one story in other words. A group is
 * consistent when every row gets the same call on each of the group's expected legs: the same
 * moves stated for that instrument (up, down, or none when the card does not name it or names
 * it neutral), whether right or wrong. A group without expected legs is consistent when its rows
 * call the same instruments up or down (neutral ones aside). Only groups of two rows or more
 * count; a row without a group tells nothing about consistency.
 *
 * `--split` divides the groups (a row without one is a group of its own) by a fixed seed into a
 * tune half and a check half, each kind in halves of its own, and prints per kind only for the
 * tune half, aggregates only for the check half: write rules from the tune half, judge them on
 * the check half. `--rows` lists each row (of the tune half only, under `--split`);
 * `--text` adds each listed row's headline and summary.
 *
 * `--analyzer ai` scores the AI analysis path (the model's answer after its checks and the
 * guard) with ANTHROPIC_API_KEY, ANTHROPIC_MODEL and ANTHROPIC_BASE_URL as the server reads them,
 * N calls at a time (default 4); an answer that fails counts as the offline analysis the product
 * stores in its place, and the failures are counted. Without a key it says so and exits with 2.
 */
import { basename } from 'node:path';
import { analyzeOffline } from '../src/server/news/offline/analyze-offline';
import type { AnalysisResult, ArticleInput } from '../src/shared/analysis';
import { clampedImpact, impactLevel } from '../src/shared/impact';
import { type Leg, type LegOutcome, legOutcome, type Probe, readerOption, readProbes, statedMoves } from './eval-data';

const DEFAULT_FILES = ['trader-probes-dev.jsonl', 'trader-probes-wide.jsonl'];
/** The split's seed: fixed, so the check half stays the same rows from one run to the next. */
const DEFAULT_SEED = 20261128;
const FLAGS_WITH_VALUE = new Set(['--seed', '--analyzer', '--concurrency', '--reader']);

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const showRows = args.includes('--rows');
/** `--text` with `--rows`: each row's headline (and summary) under it, for reading the tune half's misses. */
const showText = args.includes('--text');
const split = args.includes('--split');
const seed = Number(option('--seed') ?? DEFAULT_SEED);
const analyzerName = option('--analyzer') ?? 'offline';
/** `--reader cues`: the offline analyzer reads economy-wide news with the event cues alone, as before the frame reader. */
const { options: offlineOptions } = readerOption(args);
const concurrency = Number(option('--concurrency') ?? 4);
const pathArgs = args.filter((arg, i) => !arg.startsWith('--') && !FLAGS_WITH_VALUE.has(args[i - 1] ?? ''));
if (analyzerName !== 'offline' && analyzerName !== 'ai') {
  console.error(`--analyzer must be offline or ai, not ${analyzerName}`);
  process.exit(2);
}
if (!Number.isInteger(seed) || !Number.isInteger(concurrency) || concurrency < 1) {
  console.error('--seed must be an integer and --concurrency a positive integer');
  process.exit(2);
}

/** A file's short name in the output: "dev" for trader-probes-dev.jsonl. */
const labelOf = (path: string) =>
  basename(path)
    .replace(/\.jsonl$/, '')
    .replace(/^trader-probes-/, '');
const files = (pathArgs.length > 0 ? pathArgs.map((path) => readProbes(basename(path), path)) : DEFAULT_FILES.map((name) => readProbes(name))).map(
  ({ path, probes }) => ({ path, label: labelOf(path), probes }),
);

// ------------------------------------------------------------ the analyzer

type Reading = { analysis: AnalysisResult; failure: string | null };

const entries = files.flatMap((file) => file.probes.map((probe) => ({ file: file.label, probe })));
const articleOf = (probe: Probe): ArticleInput => ({ headline: probe.headline, summary: probe.summary ?? null });

async function readAll(): Promise<{ description: string; readings: Reading[] }> {
  if (analyzerName === 'offline') {
    return {
      description: `offline analyzer (${offlineOptions.reader === 'cues' ? 'event cues' : 'frame reader, then event cues'})`,
      readings: entries.map(({ probe }) => ({ analysis: analyzeOffline(articleOf(probe), offlineOptions), failure: null })),
    };
  }
  return readWithAi();
}

/** The AI path on every probe, `concurrency` calls at a time, with a progress line on stderr. */
async function readWithAi(): Promise<{ description: string; readings: Reading[] }> {
  // Loaded only here: the server's configuration is read (and checked) only when the AI is asked for.
  const { env } = await import('../src/server/env');
  if (!env.ANTHROPIC_API_KEY) {
    console.error('bench:probes --analyzer ai needs ANTHROPIC_API_KEY (ANTHROPIC_MODEL and ANTHROPIC_BASE_URL are read too, as the server reads them).');
    process.exit(2);
  }
  const { createAnthropicAnalyzer } = await import('../src/server/news/analyzers/anthropic');
  const { eventTypes } = await import('../src/server/news/events/taxonomy');
  const ai = createAnthropicAnalyzer({ apiKey: env.ANTHROPIC_API_KEY, model: env.ANTHROPIC_MODEL, baseURL: env.ANTHROPIC_BASE_URL, events: eventTypes });
  const where = env.ANTHROPIC_BASE_URL ?? 'api.anthropic.com';
  const description = `Anthropic ${ai.model} at ${where}, ${concurrency} at a time (the guard's notes are logged on stderr)`;
  console.error(
    `${entries.length} AI analyses with ${ai.model} at ${where}, ${concurrency} at a time; each is a paid call, outside the server's hourly budget.`,
  );

  const readings: Reading[] = new Array(entries.length);
  let done = 0;
  let failed = 0;
  const started = performance.now();
  const interactive = process.stderr.isTTY === true;
  const progress = () => {
    const line = `AI analyses: ${done} of ${entries.length}, ${failed} failed, ${((performance.now() - started) / 1000).toFixed(0)} s`;
    if (interactive) process.stderr.write(`\r${line}`);
    else if (done === entries.length || done % Math.max(1, Math.round(entries.length / 10)) === 0) process.stderr.write(`${line}\n`);
  };
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const index = next++;
      const probe = (entries[index] as (typeof entries)[number]).probe;
      try {
        readings[index] = { analysis: await ai.analyze(articleOf(probe)), failure: null };
      } catch (error) {
        failed++;
        // What the product stores when the AI fails (analyzers/news-analyzer.ts): the offline analysis.
        readings[index] = { analysis: analyzeOffline(articleOf(probe)), failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
      }
      done++;
      progress();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, entries.length) }, worker));
  if (interactive) process.stderr.write('\n');
  return { description, readings };
}

const { description, readings } = await readAll();

type Row = {
  file: string;
  probe: Probe;
  analysis: AnalysisResult;
  failure: string | null;
  legs: { leg: Leg; outcome: LegOutcome }[];
  level: 'high' | 'medium' | 'low' | 'none';
  /** The group the row belongs to, within its file; a row without one is a group of its own. */
  group: string;
};

const rows: Row[] = entries.map(({ file, probe }, index) => {
  const { analysis, failure } = readings[index] as Reading;
  return {
    file,
    probe,
    analysis,
    failure,
    legs: probe.legs.map((leg) => ({ leg, outcome: legOutcome(leg, analysis.instruments) })),
    level: analysis.impact_score === null ? 'none' : impactLevel(analysis.impact_score),
    group: probe.group ? `${file}:${probe.group}` : `${file}:row:${probe.id}`,
  };
});

// ------------------------------------------------------------ figures

const count = <T>(xs: readonly T[], test: (x: T) => boolean) => xs.filter(test).length;
const share = (part: number, whole: number) => (whole ? part / whole : Number.NaN);
const pct = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)} %` : '–');

/** Mann–Whitney AUC: the chance a random positive outranks a random negative (ties count half). */
function auc(positives: number[], negatives: number[]): number {
  let wins = 0;
  for (const p of positives) for (const n of negatives) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (positives.length * negatives.length);
}

/** What a row's card says about its group's story: the moves stated for each expected leg, or the directional calls when there are none. */
function signature(row: Row): string {
  if (row.probe.legs.length > 0) return row.probe.legs.map((leg) => statedMoves(leg, row.analysis.instruments).join('+') || 'none').join(',');
  const calls = row.analysis.instruments.filter((i) => i.direction !== 'neutral').map((i) => `${i.symbol.toUpperCase()} ${i.direction}`);
  return [...new Set(calls)].sort().join(',');
}

function consistency(of: readonly Row[]) {
  const groups = new Map<string, Row[]>();
  for (const row of of) if (row.probe.group) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  const counted = [...groups.values()].filter((members) => members.length >= 2);
  const consistent = count(counted, (members) => new Set(members.map(signature)).size === 1);
  return { groups: counted.length, consistent, rows: counted.reduce((sum, members) => sum + members.length, 0) };
}

function figures(of: readonly Row[]) {
  const legs = of.flatMap((row) => row.legs);
  const withLegs = of.filter((row) => row.legs.length > 0);
  const magnitude = (row: Row) => clampedImpact(row.analysis.impact_score);
  const tier3 = of.filter((r) => r.probe.tier === 3);
  const lowTier = of.filter((r) => r.probe.tier <= 1);
  const falseFriends = lowTier.filter((r) => r.probe.kind === 'false-friend');
  const tier0 = of.filter((r) => r.probe.tier === 0);
  return {
    rows: of.length,
    legs: legs.length,
    right: count(legs, (l) => l.outcome === 'right'),
    inverted: count(legs, (l) => l.outcome === 'inverted'),
    missing: count(legs, (l) => l.outcome === 'missing'),
    fullRows: count(withLegs, (row) => row.legs.every((l) => l.outcome === 'right')),
    rowsWithLegs: withLegs.length,
    auc: auc(of.filter((r) => r.probe.tier >= 2).map(magnitude), lowTier.map(magnitude)),
    tier3: { rows: tier3.length, red: count(tier3, (r) => r.level === 'high') },
    lowTier: { rows: lowTier.length, red: count(lowTier, (r) => r.level === 'high') },
    falseFriends: { rows: falseFriends.length, red: count(falseFriends, (r) => r.level === 'high') },
    tier0: { rows: tier0.length, alarms: count(tier0, (r) => r.level === 'medium' || r.level === 'high') },
    consistency: consistency(of),
    failures: count(of, (r) => r.failure !== null),
  };
}
type Figures = ReturnType<typeof figures>;

// ------------------------------------------------------------ printing

function printKinds(of: readonly Row[]) {
  console.log('kind             rows  legs     right  inverted   missing  rows fully right');
  const kinds = [...new Set(of.map((r) => r.probe.kind))].sort();
  for (const kind of [...kinds, 'all']) {
    const s = figures(kind === 'all' ? of : of.filter((r) => r.probe.kind === kind));
    console.log(
      `${kind.padEnd(15)} ${String(s.rows).padStart(5)} ${String(s.legs).padStart(5)}  ${pct(s.right, s.legs).padStart(8)}  ${pct(s.inverted, s.legs).padStart(8)}  ${pct(s.missing, s.legs).padStart(8)}  ${pct(s.fullRows, s.rowsWithLegs).padStart(8)} of ${s.rowsWithLegs}`,
    );
  }
}

function printAggregates(f: Figures) {
  const c = f.consistency;
  console.log(`legs right:                 ${pct(f.right, f.legs)} of ${f.legs}   inverted ${pct(f.inverted, f.legs)}   missing ${pct(f.missing, f.legs)}`);
  console.log(`rows with every leg right:  ${pct(f.fullRows, f.rowsWithLegs)} of ${f.rowsWithLegs}`);
  console.log(`tier AUC |impact| ≥2 vs ≤1: ${Number.isNaN(f.auc) ? '–' : f.auc.toFixed(3)}`);
  console.log(`tier-3 rows red:            ${pct(f.tier3.red, f.tier3.rows)} (${f.tier3.red} of ${f.tier3.rows})`);
  console.log(`tier ≤ 1 rows red:          ${pct(f.lowTier.red, f.lowTier.rows)} (${f.lowTier.red} of ${f.lowTier.rows})`);
  console.log(`false friends (tier ≤ 1) red: ${f.falseFriends.red} of ${f.falseFriends.rows}`);
  console.log(`tier-0 rows yellow or red:  ${f.tier0.alarms} of ${f.tier0.rows}`);
  console.log(
    c.groups
      ? `group consistency:          ${pct(c.consistent, c.groups)} (${c.consistent} of ${c.groups} groups of 2 rows or more, ${c.rows} rows; ${f.rows - c.rows} rows without a group not counted)`
      : `group consistency:          – (no group of 2 rows or more among these ${f.rows} rows)`,
  );
  if (analyzerName === 'ai') console.log(`AI answers that failed:     ${f.failures} of ${f.rows} (scored as the offline analysis stored in their place)`);
}

function printRows(of: readonly Row[]) {
  console.log('\nid         kind            score  event                    legs (expected → outcome) | card');
  for (const { probe, analysis, legs, failure } of of) {
    const expected = legs.map(({ leg, outcome }) => `${leg.name ?? leg.class} ${leg.move}→${outcome}`).join(', ') || '(none)';
    const card = analysis.instruments.map((i) => `${i.symbol} ${i.direction}`).join(', ') || '(none)';
    const score = analysis.impact_score === null ? ' null' : analysis.impact_score.toFixed(2).padStart(5);
    const note = failure ? `   [AI failed, offline shown: ${failure}]` : '';
    console.log(`${probe.id.padEnd(10)} ${probe.kind.padEnd(15)} ${score}  ${(analysis.event_type ?? '-').padEnd(24)} ${expected} | ${card}${note}`);
    if (showText) console.log(`           ${probe.headline}${probe.summary ? ` || ${probe.summary}` : ''}`);
  }
}

/** FNV-1a: a stable 32-bit hash, so the split does not depend on the order of the files. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The groups in two halves by the seed, each kind halved on its own (a group's kind is its first row's). */
function splitByGroup(of: readonly Row[]): { tune: Row[]; check: Row[] } {
  const groups = new Map<string, Row[]>();
  for (const row of of) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  const byKind = new Map<string, string[]>();
  for (const [key, members] of groups) {
    const kind = (members[0] as Row).probe.kind;
    byKind.set(kind, [...(byKind.get(kind) ?? []), key]);
  }
  const checkGroups = new Set<string>();
  // A kind with an odd number of groups gives its extra one to the tune and the check half in turn.
  [...byKind.keys()].sort().forEach((kind, k) => {
    const keys = (byKind.get(kind) ?? []).sort((a, b) => hash(`${seed}:${a}`) - hash(`${seed}:${b}`) || a.localeCompare(b));
    for (const [i, key] of keys.entries()) if ((i + k) % 2 === 1) checkGroups.add(key);
  });
  return { tune: of.filter((r) => !checkGroups.has(r.group)), check: of.filter((r) => checkGroups.has(r.group)) };
}

const halves = splitByGroup(rows);
const legsRight = (of: Row[]) => {
  const f = figures(of);
  return share(f.right, f.legs);
};
const gapPoints = (legsRight(halves.check) - legsRight(halves.tune)) * 100;
const gapText = Number.isNaN(gapPoints) ? '–' : `${gapPoints >= 0 ? '+' : ''}${gapPoints.toFixed(1)} points`;
const halfLine = (name: string, of: Row[]) => `${name} ${of.length} rows in ${new Set(of.map((r) => r.group)).size} groups`;

console.log(`analyzer: ${description}`);
if (split) {
  console.log(`split by group, seed ${seed}: ${halfLine('tune', halves.tune)}, ${halfLine('check', halves.check)}\n`);
  console.log('== tune half: write rules from these rows');
  printKinds(halves.tune);
  console.log('');
  printAggregates(figures(halves.tune));
  console.log('\n== check half: aggregates only; judge rules here without reading its rows');
  printAggregates(figures(halves.check));
  console.log(`\ncheck half − tune half, legs right: ${gapText}   (goal: within 5)`);
  if (showRows) printRows(halves.tune);
  process.exit(0);
}

for (const file of files) {
  const of = rows.filter((r) => r.file === file.label);
  console.log(`\n== ${file.label}: ${file.path} (${of.length} rows)`);
  printKinds(of);
  console.log('');
  printAggregates(figures(of));
}
const all = figures(rows);
const together = files.map((f) => f.label).join(' + ');
if (files.length > 1) {
  console.log(`\n== ${together} (${rows.length} rows)`);
  printKinds(rows);
  console.log('');
  printAggregates(all);
}

/** Headlines per second of the offline analyzer on one thread, headline only: the best of fifteen passes over the probe headlines. */
function throughput(headlines: string[]) {
  for (const headline of headlines.slice(0, 200)) analyzeOffline({ headline }, offlineOptions);
  let elapsedMs = Number.POSITIVE_INFINITY;
  let cpuMs = Number.POSITIVE_INFINITY;
  for (let pass = 0; pass < 15; pass++) {
    // Each pass starts after a full collection, so none pays for another's garbage; the best pass is what one free core gives.
    Bun.gc(true);
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    for (const headline of headlines) analyzeOffline({ headline }, offlineOptions);
    const cpu = process.cpuUsage(cpuStarted);
    elapsedMs = Math.min(elapsedMs, performance.now() - started);
    cpuMs = Math.min(cpuMs, (cpu.user + cpu.system) / 1000);
  }
  return { wall: headlines.length / (elapsedMs / 1000), cpu: headlines.length / (cpuMs / 1000) };
}
const speed = analyzerName === 'offline' ? throughput(rows.map((r) => r.probe.headline)) : null;
if (speed) {
  console.log(
    `\nthroughput of the offline analyzer, headline only, one thread: ${Math.round(speed.wall).toLocaleString('en')} headlines/s by the wall clock, ` +
      `${Math.round(speed.cpu).toLocaleString('en')} per CPU-second (best of 15 passes over the ${rows.length} probe headlines)`,
  );
}

type Target = { name: string; figure: string; met: boolean };
const c = all.consistency;
const targets: Target[] = [
  { name: 'legs right ≥ 90 %', figure: pct(all.right, all.legs), met: share(all.right, all.legs) >= 0.9 },
  { name: 'legs inverted ≤ 1 %', figure: pct(all.inverted, all.legs), met: share(all.inverted, all.legs) <= 0.01 },
  {
    name: '--split check half within 5 points of tune',
    figure: `${gapText} (seed ${seed})`,
    met: Math.abs(gapPoints) <= 5,
  },
  {
    name: 'group consistency ≥ 95 %',
    figure: `${pct(c.consistent, c.groups)} (${c.consistent} of ${c.groups} groups)`,
    met: share(c.consistent, c.groups) >= 0.95,
  },
  { name: 'tier AUC ≥ 0.92', figure: all.auc.toFixed(3), met: all.auc >= 0.92 },
  { name: 'tier-3 rows red ≥ 85 %', figure: pct(all.tier3.red, all.tier3.rows), met: share(all.tier3.red, all.tier3.rows) >= 0.85 },
  { name: 'tier ≤ 1 rows red ≤ 2 %', figure: pct(all.lowTier.red, all.lowTier.rows), met: share(all.lowTier.red, all.lowTier.rows) <= 0.02 },
  { name: 'false friends (tier ≤ 1) red: 0', figure: `${all.falseFriends.red} of ${all.falseFriends.rows}`, met: all.falseFriends.red === 0 },
  { name: 'tier-0 alarms (yellow or red): 0', figure: `${all.tier0.alarms} of ${all.tier0.rows}`, met: all.tier0.alarms === 0 },
];
if (speed) {
  targets.push({ name: '≥ 5,000 headlines/s, one thread, headline only', figure: `${Math.round(speed.wall).toLocaleString('en')}/s`, met: speed.wall >= 5000 });
}
console.log(`\n== targets on ${together}`);
for (const target of targets) console.log(`${target.met ? 'met    ' : 'NOT MET'}  ${target.name.padEnd(47)} ${target.figure}`);

if (showRows) printRows(rows);
