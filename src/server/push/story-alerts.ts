/**
 * Which new stories alert one user, and why in words: the one place push delivery asks the
 * user's alert rules, the same named rules the e-mails and the in-tab notifications apply.
 */
import { alertInstrument, alertWhyText, matchingAlertRules } from '../../shared/alerts';
import type { FeedItem } from '../../shared/feed';
import { listAlertRules } from '../alerts/alert-rules';
import type { Database } from '../db/client';
import { listWatchlist } from '../watchlist/watchlist';

export type StoryAlert = { storyId: number; why: string };

export async function storyAlertsFor({ db, userId, stories }: { db: Database; userId: string; stories: readonly FeedItem[] }): Promise<StoryAlert[]> {
  const [rules, watched] = await Promise.all([listAlertRules(db, userId), listWatchlist({ db, userId })]);
  return stories.flatMap((story) => {
    const matched = matchingAlertRules(story, rules, watched);
    if (matched.length === 0) return [];
    return [{ storyId: story.id, why: alertWhyText(matched, alertInstrument(story, matched, watched)) }];
  });
}
