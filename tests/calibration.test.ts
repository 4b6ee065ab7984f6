import { beforeAll, describe, expect, test } from 'bun:test';
import type { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { validateAccessToken } from '@/server/accounts/sessions';
import { type NewNewsAnalysis, newsAnalysis, profiles } from '@/server/db/schema';
import { calibrationBoard, computeCalibrationBoard } from '@/server/research/calibration-board';
import { CALLED_FROM, HIGH_FROM, MEDIUM_FROM } from '@/server/research/score-bounds';
import type { Services } from '@/server/services';
import type { CalibrationBoard, CalibrationCell } from '@/shared/calibration';
import { impactLevel, shownDirection } from '@/shared/impact';
import { agreementOf, FLAT_MOVE, moveOf } from '@/shared/reactions';
import { createConfirmedUser } from './helpers/accounts';
import { callerFor, testServices } from './helpers/caller';
import { instrumentReaction, type Reading, storyReactions } from './helpers/reactions';
import { sampleStory } from './helpers/stories';
import { forEachDatabase } from './helpers/test-database';
import { waitFor } from './helpers/wait';

const IN_MARCH = new Date('2026-03-10T14:00:00Z');

function story(score: number | null, method: string, primary: [Reading, Reading, Reading] | null, overrides: Partial<NewNewsAnalysis> = {}): NewNewsAnalysis {
  return sampleStory({
    impactScore: score,
    analysisMethod: method,
    createdAt: IN_MARCH,
    reactions: primary ? storyReactions(instrumentReaction('SPX', ...primary)) : null,
    ...overrides,
  });
}

/** The cell of a board, by band and method. */
const cell = (board: CalibrationBoard, band: CalibrationCell['band'], method: CalibrationCell['method']) => {
  const found = board.cells.find((c) => c.band === band && c.method === method);
  if (!found) throw new Error(`no ${band}/${method} cell`);
  return found;
};

/** Figures compared to 12 decimals: a move is a quotient of prices. */
function expectHorizon(actual: CalibrationCell['1h'], expected: { n: number; median: number | null; called: number; agreed: number; share: number | null }) {
  expect({ n: actual.n, called: actual.called, agreed: actual.agreed, share: actual.agreementShare }).toEqual({
    n: expected.n,
    called: expected.called,
    agreed: expected.agreed,
    share: expected.share,
  });
  if (expected.median === null) expect(actual.medianAbsMove).toBeNull();
  else expect(actual.medianAbsMove).toBeCloseTo(expected.median, 12);
}

describe('score bounds', () => {
  const below = (x: number) => x - Number.EPSILON * x;
  test('are where the card changes colour and starts calling a direction, to the last double', () => {
    expect(impactLevel(MEDIUM_FROM)).toBe('medium');
    expect(impactLevel(below(MEDIUM_FROM))).toBe('low');
    expect(impactLevel(HIGH_FROM)).toBe('high');
    expect(impactLevel(below(HIGH_FROM))).toBe('medium');
    expect(shownDirection(CALLED_FROM)).toBe('bullish');
    expect(shownDirection(-CALLED_FROM)).toBe('bearish');
    expect(shownDirection(below(CALLED_FROM))).toBe('neutral');
    // "7.0" on the card is red: 0.695 rounds up to it.
    expect(HIGH_FROM).toBeLessThanOrEqual(0.695);
    expect(HIGH_FROM).toBeGreaterThan(0.694);
  });
});

forEachDatabase((database) => {
  const db = () => database().db;
  let services: Services;
  beforeAll(() => {
    services = testServices(db());
  });

  test('a dozen hand-written stories give the hand-checked board: n, medians and shares per band and method, primary instrument only', async () => {
    await db().delete(newsAnalysis);
    await db()
      .insert(newsAnalysis)
      .values([
        // Rules-based, red: +1 % and +3 % on a bullish call.
        story(0.82, 'offline', [100, 101, 103]),
        // Rules-based, red, bearish: up 1 % in the hour (disagrees), down 2 % by the next close (agrees).
        story(-0.75, 'offline', [200, 202, 196]),
        // 0.695 is shown as 7.0: red. +0.02 % is flat; the market was closed for the day reading.
        story(0.695, 'offline', [50, 50.01, 'market-closed']),
        // The AI analysis is still on its way: counted under the stored (offline) method. Flat, then +1.5 %.
        story(0.71, 'offline', [100, 100.04, 101.5], { aiPending: true }),
        // Rules-based, yellow, bullish: −1 % (disagrees), +2 % (agrees).
        story(0.55, 'offline', [10, 9.9, 10.2]),
        // Rules-based, green: 0.05 makes no call; −0.3 is bearish and the day is still pending.
        story(0.05, 'offline', [100, 100.5, 99]),
        story(-0.3, 'offline', [100, 99.5, 'pending']),
        // Rules-based, green, not looked at yet: a story, no move.
        story(0.35, 'offline', null),
        // AI, red, bearish: −1 % and −2 % (the second instrument's +5 % is not the primary's).
        story(-0.9, 'test-model', null, {
          reactions: storyReactions(instrumentReaction('EUR/USD', 80, 79.2, 78.4), instrumentReaction('DAX', 100, 105, 105)),
        }),
        // AI, yellow: +2 % then −3 % on a bullish call; a bearish one whose base had no data.
        story(0.45, 'test-model', [100, 102, 97]),
        story(-0.5, 'test-model', ['no-data', 99, 98]),
        // AI, green, bullish, on the last minute of the period: +0.3 %, +0.1 %.
        story(0.2, 'test-model', [100, 100.3, 100.1], { createdAt: new Date('2026-03-31T23:59:00Z') }),
        // Not counted: not scored; before the period; after it.
        story(null, 'test-model', [100, 110, 120]),
        story(0.9, 'test-model', [100, 110, 120], { createdAt: new Date('2026-02-28T23:59:59Z') }),
        story(0.9, 'test-model', [100, 110, 120], { createdAt: new Date('2026-04-01T00:00:00Z') }),
      ]);

    const board = await computeCalibrationBoard({ db: db(), sourceDomains: undefined, from: '2026-03-01', to: '2026-03-31' });
    expect(board.from).toBe('2026-03-01');
    expect(board.to).toBe('2026-03-31');
    expect(board.cells.map((c) => `${c.band}/${c.method}:${c.stories}`)).toEqual([
      'low/rules:3',
      'low/ai:1',
      'medium/rules:1',
      'medium/ai:2',
      'high/rules:4',
      'high/ai:1',
    ]);

    // Red, rules: |moves| at 1 h 0.0002, 0.0004, 0.01, 0.01 → median 0.0052; two flat, one against, one with.
    expectHorizon(cell(board, 'high', 'rules')['1h'], { n: 4, median: 0.0052, called: 4, agreed: 1, share: 0.25 });
    // At 1 day: 0.015, 0.02, 0.03 (one closed) → 0.02; all three moved the called way.
    expectHorizon(cell(board, 'high', 'rules')['1d'], { n: 3, median: 0.02, called: 3, agreed: 3, share: 1 });
    expectHorizon(cell(board, 'high', 'ai')['1h'], { n: 1, median: 0.01, called: 1, agreed: 1, share: 1 });
    expectHorizon(cell(board, 'high', 'ai')['1d'], { n: 1, median: 0.02, called: 1, agreed: 1, share: 1 });
    expectHorizon(cell(board, 'medium', 'rules')['1h'], { n: 1, median: 0.01, called: 1, agreed: 0, share: 0 });
    expectHorizon(cell(board, 'medium', 'rules')['1d'], { n: 1, median: 0.02, called: 1, agreed: 1, share: 1 });
    expectHorizon(cell(board, 'medium', 'ai')['1h'], { n: 1, median: 0.02, called: 1, agreed: 1, share: 1 });
    expectHorizon(cell(board, 'medium', 'ai')['1d'], { n: 1, median: 0.03, called: 1, agreed: 0, share: 0 });
    // Green, rules: the neutral story moved but made no call.
    expectHorizon(cell(board, 'low', 'rules')['1h'], { n: 2, median: 0.005, called: 1, agreed: 1, share: 1 });
    expectHorizon(cell(board, 'low', 'rules')['1d'], { n: 1, median: 0.01, called: 0, agreed: 0, share: null });
    expectHorizon(cell(board, 'low', 'ai')['1h'], { n: 1, median: 0.003, called: 1, agreed: 1, share: 1 });
    expectHorizon(cell(board, 'low', 'ai')['1d'], { n: 1, median: 0.001, called: 1, agreed: 1, share: 1 });

    // A period with no story keeps every cell, with zeros and no figures.
    const empty = await computeCalibrationBoard({ db: db(), sourceDomains: undefined, from: '2025-01-01', to: '2025-01-31' });
    expect(empty.cells).toHaveLength(6);
    for (const c of empty.cells) {
      expect(c.stories).toBe(0);
      expect(c['1h']).toEqual({ n: 0, medianAbsMove: null, called: 0, agreed: 0, agreementShare: null });
    }

    // Only the feed's sources, when the feed is limited to some.
    const limited = await computeCalibrationBoard({ db: db(), sourceDomains: ['elsewhere.test'], from: '2026-03-01', to: '2026-03-31' });
    expect(limited.cells.every((c) => c.stories === 0)).toBe(true);
  });

  test('the database bands and judges exactly as the card does: random stories against the shared rules', async () => {
    await db().delete(newsAnalysis);
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    // Scores on and beside every bound, and anywhere; moves beside the flat band, and anywhere.
    const edgeScores = [MEDIUM_FROM, HIGH_FROM, CALLED_FROM, 0.695, 0.6949999999, 0.395, 0.3949999, 0.095, 0.0949999, 1, 0];
    const rows: NewNewsAnalysis[] = [];
    for (let i = 0; i < 400; i++) {
      const magnitude = i < 200 ? (edgeScores[i % edgeScores.length] ?? 0) : random();
      const score = (random() < 0.5 ? -1 : 1) * magnitude;
      const base = 50 + random() * 100;
      const oneHour = base * (1 + (random() < 0.4 ? (random() - 0.5) * 2 * FLAT_MOVE * 1.2 : (random() - 0.5) * 0.06));
      const oneDay: Reading = random() < 0.2 ? 'market-closed' : base * (1 + (random() - 0.5) * 0.1);
      rows.push(story(score, random() < 0.5 ? 'offline' : 'test-model', [base, oneHour, oneDay]));
    }
    await db().insert(newsAnalysis).values(rows);
    const board = await computeCalibrationBoard({ db: db(), sourceDomains: undefined, from: '2026-03-10', to: '2026-03-10' });

    // The same board from the shared functions alone.
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const middle = Math.floor(sorted.length / 2);
      if (sorted.length === 0) return null;
      return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
    };
    for (const expected of board.cells) {
      const members = rows.filter(
        (row) => impactLevel(row.impactScore) === expected.band && (row.analysisMethod === 'offline') === (expected.method === 'rules'),
      );
      expect(expected.stories).toBe(members.length);
      for (const horizon of ['1h', '1d'] as const) {
        const moved = members.flatMap((row) => {
          const move = row.reactions?.instruments[0] ? moveOf(row.reactions.instruments[0], horizon) : null;
          return move === null ? [] : [{ move, direction: shownDirection(row.impactScore ?? 0) }];
        });
        const called = moved.filter((m) => m.direction !== 'neutral');
        const agreed = called.filter((m) => agreementOf(m.direction, m.move) === 'agrees');
        expect(expected[horizon].n).toBe(moved.length);
        expect(expected[horizon].called).toBe(called.length);
        expect(expected[horizon].agreed).toBe(agreed.length);
        const reference = median(moved.map((m) => Math.abs(m.move)));
        if (reference === null) expect(expected[horizon].medianAbsMove).toBeNull();
        else expect(expected[horizon].medianAbsMove).toBeCloseTo(reference, 14);
      }
    }
    // The edges landed in every band, and some moves were flat.
    expect(board.cells.every((c) => c.stories > 0)).toBe(true);
  });

  test('without dates, the last 90 days up to today; a reversed, too long or misspelt period is refused with its reason', async () => {
    const now = new Date('2026-05-20T08:00:00Z');
    const board = await computeCalibrationBoard({ db: db(), sourceDomains: undefined, now });
    expect({ from: board.from, to: board.to, computedAt: board.computedAt }).toEqual({ from: '2026-02-20', to: '2026-05-20', computedAt: now.toISOString() });
    expect((await computeCalibrationBoard({ db: db(), sourceDomains: undefined, to: '2026-03-31' })).from).toBe('2026-01-01');

    const { session } = await createConfirmedUser(services, db());
    await db().update(profiles).set({ trialUntil: sql`now() + interval '7 days'` }).where(eq(profiles.id, session.user.id));
    const api = callerFor(services, db(), await validateAccessToken(db(), session.access_token));
    const refusal = (input: { from?: string; to?: string }) =>
      api.calibration.board(input).then(
        () => 'accepted',
        (error: TRPCError) => {
          // A parser's refusal, as the error formatter words it for the client: "field: message".
          const issue = (error.cause as { issues?: { path: string[]; message: string }[] }).issues?.[0];
          return `${error.code}: ${issue ? `${issue.path.join('.')}: ${issue.message}` : error.message}`;
        },
      );
    expect(await refusal({ from: '2026-03-31', to: '2026-03-01' })).toBe('BAD_REQUEST: The start date must not be after the end date.');
    expect(await refusal({ from: '2023-01-01', to: '2026-01-01' })).toBe('BAD_REQUEST: A period can span at most 1,096 days; please pick a shorter one.');
    expect(await refusal({ from: '2023-01-06', to: '2026-01-05' })).toBe('accepted');
    expect(await refusal({ from: '31/03/2026' })).toBe('BAD_REQUEST: from: Please write dates as YYYY-MM-DD, e.g. 2026-03-31.');
    expect(await refusal({ to: '2026-02-30' })).toBe('BAD_REQUEST: to: Please write dates as YYYY-MM-DD, e.g. 2026-03-31.');
    expect(await refusal({ to: '1850-01-01' })).toBe('BAD_REQUEST: to: Please pick a date between 1900 and 2999.');
  });

  test('the procedure serves a board that stays for a minute, then is served while the next one is computed, and one computation for a burst of callers', async () => {
    await db().delete(newsAnalysis);
    await db()
      .insert(newsAnalysis)
      .values(story(0.8, 'offline', [100, 101, 102]));
    const period = { db: db(), sourceDomains: undefined, from: '2026-03-09', to: '2026-03-11' };
    const burst = await Promise.all([calibrationBoard(period), calibrationBoard(period), calibrationBoard(period)]);
    expect(new Set(burst).size).toBe(1);
    expect(cell(burst[0] as CalibrationBoard, 'high', 'rules').stories).toBe(1);
    // A story stored meanwhile shows after the minute, not before.
    await db()
      .insert(newsAnalysis)
      .values(story(0.8, 'offline', [100, 101, 102]));
    expect(cell(await calibrationBoard(period), 'high', 'rules').stories).toBe(1);
    expect(cell(await computeCalibrationBoard(period), 'high', 'rules').stories).toBe(2);

    // A minute on, the kept board is still served at once, and the new one follows for the next reader.
    const later = { ...period, now: new Date(Date.parse(burst[0]?.computedAt ?? '') + 61_000) };
    expect(cell(await calibrationBoard(later), 'high', 'rules').stories).toBe(1);
    const next = await waitFor(
      async () => {
        const board = await calibrationBoard(later);
        return board.computedAt === later.now.toISOString() && board;
      },
      { interval: 10 },
    ).catch(() => calibrationBoard(later));
    expect(next.computedAt).toBe(later.now.toISOString());
    expect(cell(next, 'high', 'rules').stories).toBe(2);
  });
});
