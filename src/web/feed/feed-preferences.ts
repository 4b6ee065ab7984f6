/** How this user reads the feed (layout, time zone), saved on the server and shown at once. */
import { defaultFeedPreferences, type FeedPreferences, ianaZone } from '@/shared/preferences';
import { useSavedSetting } from '@/web/lib/saved-settings';
import { trpc, trpcClient } from '@/web/trpc';

export function useFeedPreferences() {
  const setting = useSavedSetting<FeedPreferences, Partial<FeedPreferences>>({
    kind: 'preferences',
    queryKey: trpc.preferences.get.queryKey(),
    read: () => trpcClient.preferences.get.query(),
    save: (change) => trpcClient.preferences.update.mutate(change),
    apply: (value, change) => ({ ...value, ...change }),
    fallback: defaultFeedPreferences,
    failure: 'The view could not be saved. Please try again.',
  });
  return { ...setting, preferences: setting.value, zone: ianaZone(setting.value.timeZone) };
}
