/**
 * The calibration board (src/shared/calibration.ts) for a period: scored stories stored in it,
 * grouped by band (the card's colour) and method, with n, the median |move| of the primary
 * instrument and how often that move agreed with the card's call, at 1 hour and 1 trading day.
 *
 * Real stories and the sample feed's (priced by a simulated random walk) are never mixed: the
 * board shows the real ones whenever one of them has a recorded move, else the simulated sample
 * stories when they have one (a fresh install), and says which it shows.
 *
 * One aggregate query over an index that holds every number it needs (created_at, score,
 * method, source, the two moves kept by Postgres from the reactions): no story's jsonb is
 * opened. Boards are kept for a minute per period, and a burst of requests for the same period
 * shares one computation.
 */
import { and, gte, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import {
  CALIBRATION_DEFAULT_DAYS,
  CALIBRATION_MAX_DAYS,
  type CalibrationBoard,
  type CalibrationCell,
  type CalibrationHorizon,
  type CalibrationMethod,
  type CalibrationStories,
} from '../../shared/calibration';
import type { ImpactLevel } from '../../shared/impact';
import { FLAT_MOVE } from '../../shared/reactions';
import { addDays } from '../../shared/research-period';
import type { Database } from '../db/client';
import { newsAnalysis } from '../db/schema';
import { createTtlCache } from '../lib/ttl-cache';
import { log } from '../log';
import { pricedBySimulationSql } from '../reactions/simulated-stories';
import { type ResearchPeriod, researchPeriod } from './period';
import { CALLED_FROM, HIGH_FROM, MEDIUM_FROM } from './score-bounds';

const BANDS: ImpactLevel[] = ['low', 'medium', 'high'];
const METHODS: CalibrationMethod[] = ['rules', 'ai'];
const HORIZONS = ['1h', '1d'] as const;

/** A kept board older than this is computed again in the background, for the next reader. */
const BOARD_FRESH_MS = 60_000;
/** A board older than this is not served: the reader waits for a new one. */
const BOARD_MAX_AGE_MS = 10 * 60_000;

type BoardOptions = {
  db: Database;
  /** FEED_SOURCE_DOMAINS: the board covers what the feed shows. */
  sourceDomains: string[] | undefined;
  from?: string;
  to?: string;
  now?: Date;
};

/** The period asked for, with `to` defaulting to today (UTC) and `from` to 89 days before it. */
function calibrationPeriod({ from, to, now = new Date() }: Pick<BoardOptions, 'from' | 'to' | 'now'>): ResearchPeriod {
  const last = to ?? now.toISOString().slice(0, 10);
  return researchPeriod(from ?? addDays(last, 1 - CALIBRATION_DEFAULT_DAYS), last, CALIBRATION_MAX_DAYS);
}

type Row = Record<string, unknown>;
const count = (value: unknown): number => Number(value ?? 0);
const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function horizonColumns(move: SQL, horizon: (typeof HORIZONS)[number]): SQL {
  // Called: the card shows a direction (|score| from 1.0). Agreed (agreementOf in
  // shared/reactions.ts): called, not flat, and the move has the score's sign.
  return sql`
    count(${move}) as ${sql.identifier(`n_${horizon}`)},
    percentile_cont(0.5) within group (order by abs(${move})) as ${sql.identifier(`median_${horizon}`)},
    count(${move}) filter (where called) as ${sql.identifier(`called_${horizon}`)},
    count(*) filter (where called and abs(${move}) >= ${FLAT_MOVE}::float8 and sign(${move}) = sign(score)) as ${sql.identifier(`agreed_${horizon}`)}`;
}

async function readCells(db: Database, sourceDomains: string[] | undefined, period: ResearchPeriod): Promise<Row[]> {
  const score = newsAnalysis.impactScore;
  const scored = db
    .select({
      // 0 green, 1 yellow, 2 red: the bounds are those of the card's colour (score-bounds.ts).
      band: sql<number>`(abs(${score}) >= ${MEDIUM_FROM}::float8)::int + (abs(${score}) >= ${HIGH_FROM}::float8)::int`.as('band'),
      rules: sql<boolean>`coalesce(${newsAnalysis.analysisMethod} = 'offline', false)`.as('rules'),
      called: sql<boolean>`abs(${score}) >= ${CALLED_FROM}::float8`.as('called'),
      // The sample feed's stories, whose prices are simulated (reactions/simulated-stories.ts).
      sample: sql<boolean>`coalesce(${pricedBySimulationSql}, false)`.as('sample'),
      score: sql<number>`${score}`.as('score'),
      move1h: sql<number | null>`${newsAnalysis.primaryMove1h}`.as('move_1h'),
      move1d: sql<number | null>`${newsAnalysis.primaryMove1d}`.as('move_1d'),
    })
    .from(newsAnalysis)
    .where(
      and(
        isNotNull(score),
        gte(newsAnalysis.createdAt, period.start),
        lt(newsAnalysis.createdAt, period.end),
        sourceDomains?.length ? inArray(newsAnalysis.sourceDomain, sourceDomains) : undefined,
      ),
    )
    .as('scored');
  const result = await db.transaction(async (tx) => {
    // The grouping and the medians sort up to a few hundred thousand numbers: in memory, not in
    // temporary files (the default 4 MB spills them, which costs PGlite three times the time).
    await tx.execute(sql`set local work_mem = '32MB'`);
    return tx.execute(sql`
      select band, rules, sample, count(*) as stories, ${horizonColumns(sql`move_1h`, '1h')}, ${horizonColumns(sql`move_1d`, '1d')}
      from ${scored}
      group by band, rules, sample`);
  });
  // postgres.js returns the rows themselves, PGlite an object holding them.
  return Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);
}

function horizonOf(row: Row | undefined, horizon: (typeof HORIZONS)[number]): CalibrationHorizon {
  const called = count(row?.[`called_${horizon}`]);
  const agreed = count(row?.[`agreed_${horizon}`]);
  return {
    n: count(row?.[`n_${horizon}`]),
    medianAbsMove: numberOrNull(row?.[`median_${horizon}`]),
    called,
    agreed,
    agreementShare: called > 0 ? agreed / called : null,
  };
}

const hasMove = (rows: Row[]) => rows.some((row) => count(row.n_1h) > 0 || count(row.n_1d) > 0);

/** Real stories whenever one has a recorded move; the simulated sample stories only when none has and a sample has. */
function storiesShown(rows: Row[]): CalibrationStories {
  const sample = rows.filter((row) => Boolean(row.sample));
  return hasMove(rows.filter((row) => !row.sample)) || !hasMove(sample) ? 'real' : 'simulated-samples';
}

export async function computeCalibrationBoard(options: BoardOptions): Promise<CalibrationBoard> {
  const period = calibrationPeriod(options);
  const read = await readCells(options.db, options.sourceDomains, period);
  const shown = storiesShown(read);
  const rows = read.filter((row) => Boolean(row.sample) === (shown === 'simulated-samples'));
  const cells: CalibrationCell[] = BANDS.flatMap((band, bandIndex) =>
    METHODS.map((method) => {
      const row = rows.find((candidate) => count(candidate.band) === bandIndex && Boolean(candidate.rules) === (method === 'rules'));
      return { band, method, stories: count(row?.stories), '1h': horizonOf(row, '1h'), '1d': horizonOf(row, '1d') };
    }),
  );
  return { from: period.from, to: period.to, computedAt: (options.now ?? new Date()).toISOString(), storiesShown: shown, cells };
}

/** One cache per database, so tests on separate databases never see each other's boards. */
const caches = new WeakMap<Database, ReturnType<typeof createTtlCache<string, CalibrationBoard>>>();

/**
 * The board, computed at most once a minute per period (and source list); checks the period
 * first. A kept board is served at once, with the time it was computed; one older than a minute
 * is computed again meanwhile (once, however many readers ask), so a reader waits for the
 * computation only when nobody asked for that period in the last ten minutes.
 */
export function calibrationBoard(options: BoardOptions): Promise<CalibrationBoard> {
  const period = calibrationPeriod(options);
  let cache = caches.get(options.db);
  if (!cache) {
    cache = createTtlCache<string, CalibrationBoard>(BOARD_MAX_AGE_MS, 100);
    caches.set(options.db, cache);
  }
  const key = `${period.from}/${period.to}/${options.sourceDomains?.join(',') ?? ''}`;
  const compute = () => computeCalibrationBoard({ ...options, from: period.from, to: period.to });
  const kept = cache.get(key);
  if (!kept) return cache.read(key, compute);
  const age = (options.now ?? new Date()).getTime() - Date.parse(kept.computedAt);
  if (age > BOARD_FRESH_MS) {
    cache.read(key, compute).catch((error: unknown) => log.warn('calibration board not refreshed: the kept one is served', { error }));
  }
  return Promise.resolve(kept);
}
