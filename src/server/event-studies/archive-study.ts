/**
 * The archive's own event study: every story with a recorded 1-trading-day reaction, per event
 * type and instrument, with the direction its analysis gave that instrument as the prediction.
 * Several stories about one event (the same type, instrument and closing day) are one case: the
 * first story's.
 */
import { sql } from 'drizzle-orm';
import { type Direction, directions } from '../../shared/news-kinds';
import type { Database } from '../db/client';
import { rowsOf } from '../db/migrate';

export type ArchiveCase = {
  eventType: string;
  instrument: string;
  storyId: number;
  /** The UTC day of the close the move runs to: one event per type, instrument and day. */
  closeDay: string;
  year: number;
  move: number;
  predicted: Direction;
};

type Row = {
  event_type: string;
  story_id: number;
  instrument: string;
  published_ms: number;
  base_price: number;
  after_price: number;
  after_at: string;
  direction: string | null;
};

/**
 * One row per story and instrument with both the base and the 1-trading-day price recorded. The
 * analysis column holds JSON for analysed stories and plain text for failed ones: only text that
 * opens like a JSON object is read as JSON. A story's instrument without a direction of its own in
 * the analysis (a symbol the reaction recorder priced but the analysis does not list) is left out.
 */
const RECORDED_REACTIONS = sql`
  select s.doc->>'event_type' as event_type,
         s.id::float8 as story_id,
         r.value->>'symbol' as instrument,
         (extract(epoch from s.created_at) * 1000)::float8 as published_ms,
         (r.value->'base'->>'price')::float8 as base_price,
         (r.value->'horizons'->'1d'->>'price')::float8 as after_price,
         r.value->'horizons'->'1d'->>'at' as after_at,
         (select i.value->>'direction'
            from jsonb_array_elements(case when jsonb_typeof(s.doc->'instruments') = 'array' then s.doc->'instruments' else '[]'::jsonb end) i
           where i.value->>'symbol' = r.value->>'symbol'
           limit 1) as direction
    from (select n.id, n.created_at, n.reactions,
                 case when n.analysis like '{%' then n.analysis::jsonb end as doc
            from news_analysis n
           where n.reactions is not null and n.analysis like '{%') s
    cross join lateral jsonb_array_elements(case when jsonb_typeof(s.reactions->'instruments') = 'array' then s.reactions->'instruments' else '[]'::jsonb end) r
   where s.doc->>'event_type' is not null
     and r.value->'base'->>'state' = 'recorded'
     and r.value->'horizons'->'1d'->>'state' = 'recorded'
   order by s.created_at, s.id`;

const isDirection = (value: string | null): value is Direction => directions.includes(value as Direction);

/** Every archived story's measured case, one per event (the first story about it). */
export async function archiveCases(db: Database): Promise<ArchiveCase[]> {
  const rows = rowsOf<Row>(await db.execute(RECORDED_REACTIONS));
  const seen = new Set<string>();
  const cases: ArchiveCase[] = [];
  for (const row of rows) {
    const base = Number(row.base_price);
    const after = Number(row.after_price);
    if (!isDirection(row.direction) || !(base > 0) || !(after > 0) || Number.isNaN(Date.parse(row.after_at))) continue;
    const closeDay = new Date(row.after_at).toISOString().slice(0, 10);
    const key = `${row.event_type}|${row.instrument}|${closeDay}`;
    if (seen.has(key)) continue;
    seen.add(key);
    cases.push({
      eventType: row.event_type,
      instrument: row.instrument,
      storyId: Number(row.story_id),
      closeDay,
      year: new Date(Number(row.published_ms)).getUTCFullYear(),
      move: after / base - 1,
      predicted: row.direction,
    });
  }
  return cases;
}
