/** The user's alert rules, saved on the server (the same rules decide the browser notifications and the e-mails). */
import { type AlertRules, defaultAlertRules } from '@/shared/alerts';
import { useSavedSetting } from '@/web/lib/saved-settings';
import { trpc, trpcClient } from '@/web/trpc';

export function useAlertRules() {
  const setting = useSavedSetting<AlertRules, Partial<AlertRules>>({
    kind: 'alerts',
    queryKey: trpc.alerts.get.queryKey(),
    read: () => trpcClient.alerts.get.query(),
    save: (change) => trpcClient.alerts.update.mutate(change),
    apply: (rules, change) => ({ ...rules, ...change }),
    isValid: isAlertRules,
    fallback: defaultAlertRules,
    failure: 'The alert settings could not be saved. Please try again.',
  });
  return { ...setting, rules: setting.value };
}

function isAlertRules(value: unknown): value is AlertRules {
  const kept = value as Partial<AlertRules> | null;
  return typeof kept?.watchlist === 'boolean' && typeof kept.email === 'boolean' && (kept.minImpact === null || typeof kept.minImpact === 'number');
}
