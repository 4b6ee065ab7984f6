/** How this user reads the feed (layout, time zone), saved on the server and shown at once. */
import { defaultFeedPreferences, type FeedPreferences, feedLayouts, ianaZone, timeZoneChoices } from '@/shared/preferences';
import { savedSettingQueryOptions, useSavedSetting } from '@/web/lib/saved-settings';
import { trpc, trpcClient } from '@/web/trpc';

export const feedPreferencesQueryOptions = () =>
  savedSettingQueryOptions({
    kind: 'preferences',
    queryKey: trpc.preferences.get.queryKey(),
    read: () => trpcClient.preferences.get.query(),
    isValid: isFeedPreferences,
  });

export function useFeedPreferences() {
  const setting = useSavedSetting<FeedPreferences, Partial<FeedPreferences>>({
    query: feedPreferencesQueryOptions(),
    save: (change) => trpcClient.preferences.update.mutate(change),
    apply: (value, change) => ({ ...value, ...change }),
    fallback: defaultFeedPreferences,
    failure: 'The view could not be saved. Please try again.',
  });
  return { ...setting, preferences: setting.value, zone: ianaZone(setting.value.timeZone) };
}

function isFeedPreferences(value: unknown): value is FeedPreferences {
  const kept = value as Partial<FeedPreferences> | null;
  return feedLayouts.includes(kept?.layout as never) && timeZoneChoices.includes(kept?.timeZone as never);
}
