/**
 * The golden sentences (sentences.jsonl beside this file): the project's own headlines of every
 * kind of news a trader reads, each with the reading the offline analyzer gave it when it was
 * last accepted (its event type, colour and instruments with their directions). The file records
 * behaviour, not correctness: where that reading is plainly wrong, the row also holds `expected`,
 * what a trader would call, so a change can be judged as moving toward or away from it. A row
 * without `expected` was judged right when it was recorded; remove a row's `expected` when a
 * change it is accepted with makes its reading right.
 *
 * One JSON object a line: {"kind", "lang", "headline", "summary"?, "event", "colour", "legs", "expected"?}.
 * `legs` are the card's instruments in its order, primary first, each "SYMBOL up|down|neutral".
 * A new row needs only kind, lang and headline: `bun bench/golden.ts --write` records its reading.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { analyzeOffline } from '../../src/server/news/offline/analyze-offline';
import { impactLevel } from '../../src/shared/impact';
import { type Leg, legOutcome, legSchema } from '../eval-data';

export const GOLDEN_PATH = join(import.meta.dir, 'sentences.jsonl');

const MOVES = { bullish: 'up', bearish: 'down', neutral: 'neutral' } as const;
const DIRECTIONS = { up: 'bullish', down: 'bearish', neutral: 'neutral' } as const;
const COLOURS = { high: 'red', medium: 'yellow', low: 'green' } as const;

const colourSchema = z.enum(['red', 'yellow', 'green', 'none']);
const cardLegSchema = z.string().regex(/^\S.* (?:up|down|neutral)$/, 'must be "SYMBOL up|down|neutral"');

const goldenRowSchema = z.strictObject({
  kind: z.string().min(1),
  lang: z.string().min(2),
  headline: z.string().min(1),
  summary: z.string().optional(),
  // Unset until the row's reading is first recorded with --write.
  event: z.string().nullable().optional(),
  colour: colourSchema.optional(),
  legs: z.array(cardLegSchema).optional(),
  /**
   * What a trader would call, on a row whose recorded reading is plainly wrong: the legs that should
   * move (none: the card should call no direction at all), and `why`, what the reading misses.
   */
  expected: z.strictObject({ legs: z.array(legSchema), why: z.string().min(1) }).optional(),
});
export type GoldenRow = z.infer<typeof goldenRowSchema>;

/** What a card shows for a sentence: its event type, colour (none when not scored) and instruments. */
export type Reading = { event: string | null; colour: z.infer<typeof colourSchema>; legs: string[] };

export function readGolden(path = GOLDEN_PATH): GoldenRow[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => line.trim())
    .map(({ line, number }) => {
      const parsed = goldenRowSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${path}:${number}: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    });
}

/** The rows with their current readings, one object a line in a fixed key order, so a diff shows only what moved. */
export function writeGolden(rows: readonly GoldenRow[], path = GOLDEN_PATH): void {
  const lines = rows.map((row) => {
    const reading = readingOf(row);
    const { kind, lang, headline, summary, expected } = row;
    return JSON.stringify({ kind, lang, headline, ...(summary ? { summary } : {}), ...reading, ...(expected ? { expected } : {}) });
  });
  writeFileSync(path, `${lines.join('\n')}\n`);
}

/** The offline analyzer's reading of a row's sentence today. */
export function readingOf(row: Pick<GoldenRow, 'headline' | 'summary'>): Reading {
  const analysis = analyzeOffline({ headline: row.headline, summary: row.summary ?? null });
  return {
    event: analysis.event_type ?? null,
    colour: analysis.impact_score === null ? 'none' : COLOURS[impactLevel(analysis.impact_score)],
    legs: analysis.instruments.map((instrument) => `${instrument.symbol} ${MOVES[instrument.direction]}`),
  };
}

/** The reading the file holds for a row; null before it was first recorded. */
export function recordedReading(row: GoldenRow): Reading | null {
  if (row.event === undefined || row.colour === undefined || row.legs === undefined) return null;
  return { event: row.event, colour: row.colour, legs: row.legs };
}

export function sameReading(a: Reading | null, b: Reading): boolean {
  return a !== null && a.event === b.event && a.colour === b.colour && a.legs.length === b.legs.length && a.legs.every((leg, i) => leg === b.legs[i]);
}

export function formatReading(reading: Reading | null): string {
  if (!reading) return '(not recorded)';
  return `${reading.event ?? 'no event'}, ${reading.colour === 'none' ? 'not scored' : reading.colour}: ${reading.legs.join(', ') || 'no instrument'}`;
}

/** A card's legs as instruments with directions, as the recorded strings write them. */
function instrumentsOf(reading: Reading | null) {
  return (reading?.legs ?? []).map((leg) => {
    const at = leg.lastIndexOf(' ');
    return { symbol: leg.slice(0, at), direction: DIRECTIONS[leg.slice(at + 1) as keyof typeof DIRECTIONS] };
  });
}

/**
 * How near a reading is to what a trader would call: the expected legs it gets right and
 * inverted; for a call of no move at all, the instruments it still calls up or down.
 */
function judged(expected: readonly Leg[], reading: Reading | null) {
  const instruments = instrumentsOf(reading);
  const outcomes = expected.map((leg) => legOutcome(leg, instruments));
  return {
    right: outcomes.filter((o) => o === 'right').length,
    inverted: outcomes.filter((o) => o === 'inverted').length,
    calls: instruments.filter((i) => i.direction !== 'neutral').length,
  };
}

/** Whether a reading is what a trader would call: every expected leg right, or no direction at all where none is expected. */
function matches(expected: readonly Leg[], reading: Reading | null): boolean {
  const j = judged(expected, reading);
  return expected.length > 0 ? j.right === expected.length : j.calls === 0;
}

const legText = (leg: Leg) => `${leg.name ?? leg.class} ${leg.move}`;

/**
 * A moved row judged against what a trader would call: toward the expectation when more of its
 * legs are right (or as many, fewer inverted), or, where no move is expected, when it calls fewer
 * directions; away in the opposite case. A row without `expected` had a reading judged right, so
 * any move needs a reason.
 */
export function judgeChange(row: GoldenRow, now: Reading): string {
  if (!row.expected) return 'the recorded reading was judged right (no `expected`): say why it should change';
  const { legs } = row.expected;
  const before = judged(legs, recordedReading(row));
  const after = judged(legs, now);
  const [better, worse] =
    legs.length > 0
      ? [
          after.right > before.right || (after.right === before.right && after.inverted < before.inverted),
          after.right < before.right || after.inverted > before.inverted,
        ]
      : [after.calls < before.calls, after.calls > before.calls];
  const verdict = better ? 'toward the expectation' : worse ? 'away from the expectation' : 'no nearer the expectation';
  const figures =
    legs.length > 0
      ? `${before.right} of ${legs.length} right (${before.inverted} inverted) before, ${after.right} (${after.inverted} inverted) now`
      : `${before.calls} directions called before, ${after.calls} now`;
  const expected = legs.map(legText).join(', ') || 'no move';
  return `expected ${expected}: ${figures}: ${verdict}${matches(legs, now) ? ', and now matches it' : ''}`;
}

/** Whether a row's reading is what a trader would call: true for a row without `expected`. */
export function matchesExpected(row: GoldenRow, reading: Reading | null): boolean {
  return !row.expected || matches(row.expected.legs, reading);
}
