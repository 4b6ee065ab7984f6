import type { Database } from '../../db/client';
import type { NewsItem } from '../normalize';

/** How far a finite sample source is: items out so far, of how many, and when the next one comes (null: finished). */
export type SampleProgress = { published: number; total: number; nextAt: Date | null };

/** Anything that yields news items: the demo source, an RSS/Atom feed, a news API. */
export type NewsSource = {
  id: string;
  /** What an operator calls it (the publisher, or the feed's host); the id when absent. */
  name?: string;
  /** The publisher's name as the public pages may give it (from the curated list); never a host. */
  publisher?: string;
  /** How often it is read, when not at the configured interval (the sample publishes on its own clock). */
  everySeconds?: number;
  /** Only for a finite sample: its progress since its clock started at `startedAt`. */
  sampleProgress?(startedAt: Date, now: Date): SampleProgress;
  /** Items available now; already-stored ones are filtered out by the pipeline. `signal` aborts the reading. */
  collect(db: Database, now: Date, signal?: AbortSignal): Promise<NewsItem[]>;
};
