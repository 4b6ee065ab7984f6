/**
 * The archive's own event study: every story with a recorded 1-trading-day reaction, per event
 * type and instrument, with the direction its analysis gave that instrument as the prediction.
 * Several stories about one event (the same type, instrument and closing day) are one case: the
 * first story's.
 */
import { sql } from 'drizzle-orm';
import { type Direction, directions } from '../../../shared/news-kinds';
import { SIMULATED_SOURCE } from '../../../shared/reactions';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';

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
  instrument: string;
  story_id: number;
  close_day: string;
  year: number;
  base_price: number;
  after_price: number;
  direction: string;
};

/**
 * One row per event: per event type, instrument and closing day, the first story with both the
 * base and the 1-trading-day price recorded and a direction of its own for that instrument in its
 * analysis (a failed analysis names no event type).
 */
const FIRST_STORY_PER_EVENT = sql`
  with stories as materialized (
    -- Each analysis parsed once, not once per mention below.
    select n.id, n.created_at, n.reactions, n.analysis as doc
      from news_analysis n
     where n.reactions is not null and n.analysis is not null)
  select distinct on (event_type, instrument, close_day)
         event_type, instrument, story_id, close_day, year, base_price, after_price, direction
    from (select s.doc->>'event_type' as event_type,
                 r.value->>'symbol' as instrument,
                 s.id::float8 as story_id,
                 s.created_at,
                 extract(year from s.created_at at time zone 'UTC')::int as year,
                 ((r.value->'horizons'->'1d'->>'at')::timestamptz at time zone 'UTC')::date::text as close_day,
                 (r.value->'base'->>'price')::float8 as base_price,
                 (r.value->'horizons'->'1d'->>'price')::float8 as after_price,
                 (select i.value->>'direction'
                    from jsonb_array_elements(case when jsonb_typeof(s.doc->'instruments') = 'array' then s.doc->'instruments' else '[]'::jsonb end) i
                   where i.value->>'symbol' = r.value->>'symbol'
                   limit 1) as direction
            from stories s
           cross join lateral jsonb_array_elements(case when jsonb_typeof(s.reactions->'instruments') = 'array' then s.reactions->'instruments' else '[]'::jsonb end) r
           where s.doc->>'event_type' is not null
             and r.value->'base'->>'state' = 'recorded'
             -- A sample story's simulated prices are a random walk, never history.
             and r.value->>'source' is distinct from ${SIMULATED_SOURCE}
             and r.value->'horizons'->'1d'->>'state' = 'recorded') c
   where direction in (${sql.join(
     directions.map((d) => sql`${d}`),
     sql`, `,
   )})
     and base_price > 0 and after_price > 0
   order by event_type, instrument, close_day, created_at, story_id`;

/** Every archived story's measured case, one per event (the first story about it). */
export async function archiveCases(db: Database): Promise<ArchiveCase[]> {
  return rowsOf<Row>(await db.execute(FIRST_STORY_PER_EVENT)).map((row) => ({
    eventType: row.event_type,
    instrument: row.instrument,
    storyId: Number(row.story_id),
    closeDay: row.close_day,
    year: Number(row.year),
    move: Number(row.after_price) / Number(row.base_price) - 1,
    predicted: row.direction as Direction,
  }));
}
