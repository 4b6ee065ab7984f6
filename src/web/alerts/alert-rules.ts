/**
 * The user's alerts, saved on the server: the named rules and the e-mail channel (the same rules
 * decide the browser notifications and the e-mails). Switching a rule or e-mail shows at once;
 * making, changing and deleting a rule wait for the server, whose refusal the form shows.
 */
import { useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import type { z } from 'zod';
import type { alertRuleCreateInput } from '@/shared/alert-inputs';
import { type AlertRule, type AlertSettings, noAlertSettings } from '@/shared/alerts';
import { savedSettingQueryOptions, useSavedSetting } from '@/web/lib/saved-settings';
import { getSession } from '@/web/lib/session-store';
import { tellOtherTabs } from '@/web/lib/tab-channel';
import { trpc, trpcClient } from '@/web/trpc';

/** A rule as the form sends it. */
export type AlertRuleDraft = z.input<typeof alertRuleCreateInput>;

/** The changes shown before the server answers: a switch, e-mail on or off. */
type QuickChange = { email: boolean } | { id: string; enabled: boolean };

const queryKey = trpc.alerts.get.queryKey();

export const alertSettingsQueryOptions = () =>
  savedSettingQueryOptions({ kind: 'alerts', queryKey, read: () => trpcClient.alerts.get.query(), isValid: isAlertSettings });

export function useAlertSettings() {
  const queryClient = useQueryClient();
  const setting = useSavedSetting<AlertSettings, QuickChange>({
    query: alertSettingsQueryOptions(),
    save: (change) => ('id' in change ? trpcClient.alerts.updateRule.mutate(change) : trpcClient.alerts.setEmail.mutate(change)),
    apply: (settings, change) =>
      'id' in change
        ? { ...settings, rules: settings.rules.map((rule) => (rule.id === change.id ? { ...rule, enabled: change.enabled } : rule)) }
        : { ...settings, email: change.email },
    fallback: noAlertSettings,
    failure: 'The alert settings could not be saved. Please try again.',
  });

  /** Runs a change that waits for the server; returns the server's refusal in words, or null when saved. */
  const wait = async (send: () => Promise<AlertSettings>): Promise<string | null> => {
    try {
      const settings = await send();
      queryClient.setQueryData(queryKey, settings);
      const userId = getSession()?.user.id;
      if (userId) tellOtherTabs({ type: 'settings-changed', userId, settings: 'alerts' });
      return null;
    } catch (error) {
      return error instanceof TRPCClientError ? error.message : 'The rule could not be saved. Please try again.';
    }
  };

  return {
    settings: setting.value,
    loaded: setting.loaded,
    failed: setting.failed,
    setEmail: (email: boolean) => setting.save({ email }),
    switchRule: (id: string, enabled: boolean) => setting.save({ id, enabled }),
    createRule: (draft: AlertRuleDraft) => wait(() => trpcClient.alerts.createRule.mutate(draft)),
    updateRule: (id: string, draft: AlertRuleDraft) => wait(() => trpcClient.alerts.updateRule.mutate({ id, ...draft })),
    deleteRule: (id: string) => wait(() => trpcClient.alerts.deleteRule.mutate({ id })),
  };
}

function isAlertSettings(value: unknown): value is AlertSettings {
  const kept = value as Partial<AlertSettings> | null;
  return typeof kept?.email === 'boolean' && Array.isArray(kept.rules) && kept.rules.every(isAlertRule);
}

function isAlertRule(value: unknown): value is AlertRule {
  const rule = value as Partial<AlertRule> | null;
  return (
    typeof rule?.id === 'string' &&
    typeof rule.name === 'string' &&
    typeof rule.enabled === 'boolean' &&
    Array.isArray(rule.keywords) &&
    Array.isArray(rule.instruments)
  );
}
