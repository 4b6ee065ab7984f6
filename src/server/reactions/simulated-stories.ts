/**
 * Which stories are priced by the simulated provider (src/server/market-data/simulated.ts): the
 * sample feed's, and no other. They come from the demo source's fictional outlets, whose
 * domains are reserved (.example) and so never a real feed's; a story a developer or operator
 * publishes by hand is priced like a real one.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { newsAnalysis } from '../db/schema';
import { demoOutlets } from '../news/sources/demo-items';
import { DEMO_SOURCE_ID } from '../news/sources/demo-source';

/** The sample feed's outlets' domains: stories stored under them are the simulated ones. */
const SAMPLE_FEED_DOMAINS: readonly string[] = Object.values(demoOutlets).map((outlet) => outlet.domain);

export function pricedBySimulation(story: { source: string | null; sourceDomain: string | null }): boolean {
  return story.source === DEMO_SOURCE_ID && story.sourceDomain !== null && SAMPLE_FEED_DOMAINS.includes(story.sourceDomain);
}

/** The same test in SQL, for queries over stored stories (the calibration board). */
export const pricedBySimulationSql: SQL = and(eq(newsAnalysis.source, DEMO_SOURCE_ID), inArray(newsAnalysis.sourceDomain, [...SAMPLE_FEED_DOMAINS])) as SQL;
