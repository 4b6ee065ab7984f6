import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type AlertRule, alertRuleLimits, alertRuleSummary } from '@/shared/alerts';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/lib/toast';
import { AlertRuleForm } from './alert-rule-form';
import type { useAlertSettings } from './alert-rules';

type Settings = ReturnType<typeof useAlertSettings>;

/** The user's rules: each with its conditions in words, its switch, edit and delete; and the form for a new one. */
export function AlertRuleList({ alerts, watched }: { alerts: Settings; watched: readonly string[] }) {
  const { settings, loaded } = alerts;
  // The rule being edited, 'new' for the new-rule form, or null.
  const [editing, setEditing] = useState<string | null>(null);
  const full = settings.rules.length >= alertRuleLimits.rules;

  const remove = async (rule: AlertRule) => {
    const refused = await alerts.deleteRule(rule.id);
    if (refused) toast(refused, { tone: 'error' });
    else toast(`Rule “${rule.name}” deleted`);
  };

  return (
    <div className="grid gap-4" aria-busy={!loaded}>
      {loaded && settings.rules.length === 0 && editing !== 'new' && (
        <Alert>No rules yet: nothing alerts until you make one. A rule can ask for keywords, a category, a direction, an impact and instruments.</Alert>
      )}
      {settings.rules.length > 0 && (
        <ul className="grid gap-3">
          {settings.rules.map((rule) =>
            editing === rule.id ? (
              <li key={rule.id}>
                <AlertRuleForm
                  rule={rule}
                  watched={watched}
                  onCancel={() => setEditing(null)}
                  onSave={async (draft) => {
                    const refused = await alerts.updateRule(rule.id, draft);
                    if (!refused) setEditing(null);
                    return refused;
                  }}
                />
              </li>
            ) : (
              <li key={rule.id} className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-start sm:gap-3">
                <label className="flex min-w-0 flex-1 items-start gap-3">
                  <input
                    type="checkbox"
                    role="switch"
                    className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
                    checked={rule.enabled}
                    aria-checked={rule.enabled}
                    onChange={(e) => alerts.switchRule(rule.id, e.target.checked)}
                    aria-label={`Rule “${rule.name}” on`}
                  />
                  <span className="grid min-w-0 gap-0.5 text-sm">
                    <span className="font-medium break-words">
                      {rule.name} <span className="font-normal text-muted-foreground">{rule.enabled ? '· On' : '· Off'}</span>
                    </span>
                    <span className="break-words text-muted-foreground">{alertRuleSummary(rule)}</span>
                  </span>
                </label>
                <div className="-ml-2 flex gap-1 pl-7 sm:ml-0 sm:pl-0">
                  <Button variant="ghost" size="sm" onClick={() => setEditing(rule.id)} aria-label={`Edit rule “${rule.name}”`}>
                    <Pencil aria-hidden="true" /> Edit
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => void remove(rule)} aria-label={`Delete rule “${rule.name}”`}>
                    <Trash2 aria-hidden="true" /> Delete
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {editing === 'new' ? (
        <AlertRuleForm
          rule={null}
          watched={watched}
          onCancel={() => setEditing(null)}
          onSave={async (draft) => {
            const refused = await alerts.createRule(draft);
            if (!refused) setEditing(null);
            return refused;
          }}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => setEditing('new')} disabled={!loaded || full}>
            <Plus aria-hidden="true" /> New rule
          </Button>
          {full && <span className="text-sm text-muted-foreground">You have {alertRuleLimits.rules} rules, the most there can be.</span>}
        </div>
      )}
    </div>
  );
}
