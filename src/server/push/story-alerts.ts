/**
 * Which new stories alert one user, and why in words: the one place push delivery asks the
 * user's alert rules, the same rules the e-mails and the in-tab notifications apply.
 */
import { alertReasons, alertReasonsText } from '../../shared/alerts';
import { getAlertRules } from '../alerts/alert-rules';
import type { Database } from '../db/client';
import { listWatchlist } from '../watchlist/watchlist';

export type AlertableStory = { id: number; symbols: readonly string[]; impactScore: number | null };
export type StoryAlert = { storyId: number; why: string };

export async function storyAlertsFor({ db, userId, stories }: { db: Database; userId: string; stories: readonly AlertableStory[] }): Promise<StoryAlert[]> {
  const [rules, watched] = await Promise.all([getAlertRules({ db, userId }), listWatchlist({ db, userId })]);
  return stories.flatMap((story) => {
    const reasons = alertReasons({ symbols: story.symbols, impact_score: story.impactScore }, rules, watched);
    if (reasons.length === 0) return [];
    const watchedSymbols = story.symbols.filter((symbol) => watched.includes(symbol));
    return [{ storyId: story.id, why: alertReasonsText(reasons, watchedSymbols, rules) }];
  });
}
