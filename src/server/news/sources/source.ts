import type { Database } from '../../db/client';
import type { NewsItem } from '../normalize';

/** Anything that yields news items: the demo source, an RSS/Atom feed, a news API. */
export type NewsSource = {
  id: string;
  /** Items available now; already-stored ones are filtered out by the pipeline. `signal` aborts the reading. */
  collect(db: Database, now: Date, signal?: AbortSignal): Promise<NewsItem[]>;
};
