/**
 * The golden sentences (bench/golden/sentences.jsonl) read as the file records: a change of the
 * reader that moves any of them fails here until the new readings are accepted into the file, so
 * the file's diff shows in review what the change moved.
 */
import { describe, expect, test } from 'bun:test';
import { formatReading, readGolden, readingOf, recordedReading, sameReading } from '../bench/golden/readings';

describe('golden sentences', () => {
  const rows = readGolden();

  test('cover every kind of news a trader reads', () => {
    const kinds = new Set(rows.map((row) => row.kind));
    for (const kind of [
      'negation',
      'surprise',
      'preview',
      'false-friend',
      'systemic',
      'supply-shock',
      'currency-first',
      'company-event',
      'central-bank',
      'macro-plain',
      'german',
      'portuguese',
      'not-market',
    ]) {
      expect(kinds.has(kind), `no golden sentence of kind ${kind}`).toBe(true);
    }
  });

  test('each reads as the file records', () => {
    const moved = rows.flatMap((row) => {
      const now = readingOf(row);
      const before = recordedReading(row);
      return sameReading(before, now) ? [] : [`${row.headline}\n    recorded: ${formatReading(before)}\n    now:      ${formatReading(now)}`];
    });
    expect(
      moved,
      `${moved.length} of ${rows.length} golden sentences read differently now. ` +
        '`bun run bench:golden` prints each with whether it moved toward or away from what a trader expects; ' +
        'if the change is meant, accept it with `bun run bench:golden --write` and commit bench/golden/sentences.jsonl with it.',
    ).toEqual([]);
  });
});
