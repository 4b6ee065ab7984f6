/**
 * Which stories the reaction recorder reads: those whose analysis names instruments. A new one
 * is due at its publication (the recorder then writes its pending readings and reads each at
 * its time); `reactions_due_at` is the queue, indexed while it is set.
 */
import { sql } from 'drizzle-orm';
import type { StoredAnalysis } from '../../shared/analysis';
import { type NewNewsAnalysis, newsAnalysis } from '../db/schema';

/** The instruments whose reaction is recorded, as the analysis lists them (primary first, once each). */
export function reactionSymbolsOf(analysis: StoredAnalysis | null | undefined): string[] {
  return [...new Set((analysis?.instruments ?? []).map((instrument) => instrument.symbol))];
}

/** The story as published, queued for the recorder when its analysis names instruments. */
export function queuedForReactions(story: NewNewsAnalysis): NewNewsAnalysis {
  if (story.reactionsDueAt !== undefined || reactionSymbolsOf(story.analysis).length === 0) return story;
  const now = new Date();
  return { ...story, reactionsDueAt: story.publishedAt && story.publishedAt < now ? story.publishedAt : now };
}

/**
 * For a story analysed again with instruments (the AI's analysis replacing the first one): due
 * now unless already queued, so instruments it adds are read too (those read already stay).
 */
export const reactionsDueAfterNewAnalysis = sql`coalesce(${newsAnalysis.reactionsDueAt}, now())`;
