/** Reading the evaluation sets kept outside the repository (../shared/eval/), and judging a card against a trader probe's legs. */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { OfflineOptions } from '../src/server/news/offline/analyze-offline';

/**
 * Where an evaluation file lives: ../shared/eval/ next to the repository, or next to the folder
 * holding it when the checkout is a worktree one level deeper. Null when neither has it.
 */
export function findEvalFile(name: string): string | null {
  const root = resolve(import.meta.dir, '..');
  for (const dir of [resolve(root, '../shared/eval'), resolve(root, '../../shared/eval')]) {
    const path = resolve(dir, name);
    if (existsSync(path)) return path;
  }
  return null;
}

/**
 * The rows of an evaluation table as records of the named columns: from the path given on the
 * command line, else from ../shared/eval/. Exits with a clear message when the file or a column
 * is missing.
 */
export function readEvalTable<C extends string>(name: string, pathArg: string | undefined, columns: readonly C[]): { path: string; rows: Record<C, string>[] } {
  const path = pathArg ? resolve(pathArg) : findEvalFile(name);
  if (!path || !existsSync(path)) {
    console.error(`Evaluation file not found: ${path ?? `../shared/eval/${name}`}`);
    console.error(`Expected ../shared/eval/${name} next to the repository, or pass its path.`);
    process.exit(2);
  }
  const [header, ...body] = parseCsv(readFileSync(path, 'utf8'));
  const at = columns.map((column) => header?.indexOf(column) ?? -1);
  if (at.some((index) => index < 0)) {
    console.error(`${path}: expected a header with the columns ${columns.map((c) => `"${c}"`).join(', ')}`);
    process.exit(2);
  }
  const rows = body.map((cells) => Object.fromEntries(columns.map((column, i) => [column, cells[at[i] as number] ?? ''])) as Record<C, string>);
  return { path, rows };
}

/** RFC 4180 CSV: quoted fields may hold commas, newlines and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.length > 1 || (r[0] ?? '') !== '');
}

// ------------------------------------------------------------ trader probes

export const legSchema = z.object({
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
  /** The rows of one group report the same news in other words, with the same legs and tier. */
  group: z.string().optional(),
});
/** An instrument a trader expects to move in the first hour, and which way (the probes' format, ../shared/eval/README.md). */
export type Leg = z.infer<typeof legSchema>;
export type Probe = z.infer<typeof probeSchema>;
type Move = Leg['move'];

/**
 * The probes of a JSON Lines file: the path given, else the named file in ../shared/eval/.
 * Exits with a clear message when the file is missing or a row does not fit the format.
 */
export function readProbes(name: string, pathArg?: string): { path: string; probes: Probe[] } {
  const path = pathArg ? resolve(pathArg) : findEvalFile(name);
  if (!path || !existsSync(path)) {
    console.error(`Probe file not found: ${path ?? `../shared/eval/${name}`}; expected it next to the repository, or pass its path.`);
    process.exit(2);
  }
  const probes: Probe[] = [];
  for (const [index, line] of readFileSync(path, 'utf8').split('\n').entries()) {
    if (!line.trim()) continue;
    const parsed = probeSchema.safeParse(JSON.parse(line));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      console.error(`${path}:${index + 1}: ${issue?.path.join('.')} ${issue?.message}`);
      process.exit(2);
    }
    probes.push(parsed.data);
  }
  return { path, probes };
}

/** Government bonds by country code, as the analyzer's market proxies name them ("US Treasuries", "Canada bonds"). */
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
  [/hong kong/i, 'HK'],
];
/** ISO codes a probe may write for a country the table names otherwise. */
const BOND_ALIASES: Record<string, string> = { GB: 'UK' };
/** Index names as the probes write them, with the other names a card may use. */
const INDEX_ALIASES: Record<string, string[]> = {
  NKY: ['NKY', 'N225', 'NIKKEI', 'NIKKEI 225'],
  UKX: ['UKX', 'FTSE', 'FTSE 100'],
  SPX: ['SPX', 'SPY', 'S&P 500'],
  NDX: ['NDX', 'IXIC', 'QQQ', 'NASDAQ', 'NASDAQ 100'],
  DJI: ['DJI', 'DOW'],
  BKX: ['BKX', 'KBW'],
  AS51: ['AS51', 'ASX 200', 'XJO'],
  KOSPI: ['KOSPI', 'KS11'],
  DAX: ['DAX', 'GDAXI'],
  CAC: ['CAC', 'CAC 40', 'FCHI', 'PX1'],
  SX5E: ['SX5E', 'STOXX 50', 'EURO STOXX 50', 'STOXX50E'],
  HSI: ['HSI', 'HANG SENG'],
  IBOV: ['IBOV', 'BVSP', 'IBOVESPA'],
  SMI: ['SMI', 'SSMI'],
  XU100: ['XU100', 'BIST 100', 'BIST100', 'BIST'],
  SET: ['SET', 'SET50', 'SETI'],
};
const OIL = new Set(['OIL', 'USO', 'WTI', 'BRENT', 'CL', 'BZ']);
const GOLD = new Set(['GOLD', 'GLD', 'XAU']);

/** A card's instrument as far as a leg needs it: the symbol and its direction. */
type CardInstrument = { symbol: string; direction: 'bullish' | 'bearish' | 'neutral' };

const flip = (move: Move): Move => (move === 'up' ? 'down' : 'up');

/** The move a card's instrument states for the leg's instrument; null if it is another instrument. */
function statedMove(leg: Leg, instrument: CardInstrument): Move | 'neutral' | null {
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
      // A pair moves its base with it and its quote against it: EUR/USD up is EUR up, USD down.
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

/**
 * The moves a card states for a leg's instrument, each once, in a fixed order: empty when the card
 * does not name it or names it only neutral.
 */
export function statedMoves(leg: Leg, instruments: readonly CardInstrument[]): Move[] {
  const stated = new Set(instruments.map((instrument) => statedMove(leg, instrument)));
  return (['up', 'down'] as const).filter((move) => stated.has(move));
}

export type LegOutcome = 'right' | 'inverted' | 'missing';

/**
 * Right when the card names the leg's instrument with the leg's move (a pair counts for both its
 * currencies, DXY for the dollar, a bond proxy by its country, a ticker with or without its
 * exchange suffix); inverted when it names it only the other way; missing when it does not name
 * it, or names it neutral.
 */
export function legOutcome(leg: Leg, instruments: readonly CardInstrument[]): LegOutcome {
  const stated = statedMoves(leg, instruments);
  if (stated.includes(leg.move)) return 'right';
  if (stated.includes(flip(leg.move))) return 'inverted';
  return 'missing';
}

/**
 * `--reader frames|cues` (default frames): which reader the offline analyzer reads economy-wide news
 * with (analyze-offline.ts › OfflineOptions). Returns the options and the other arguments.
 */
export function readerOption(args: readonly string[]): { options: OfflineOptions; rest: string[] } {
  const at = args.indexOf('--reader');
  const reader = at >= 0 ? (args[at + 1] ?? 'frames') : 'frames';
  if (reader !== 'cues' && reader !== 'frames') {
    console.error(`--reader must be frames or cues, not ${reader}`);
    process.exit(2);
  }
  return { options: { reader }, rest: at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : [...args] };
}
