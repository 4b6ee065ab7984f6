import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { alertRuleCreateInput } from '@/shared/alert-inputs';
import { type AlertRule, alertDirections, alertImpactChoiceLabel, alertImpactChoices, alertRuleLimits, matchingAlertRules } from '@/shared/alerts';
import { directionLabel } from '@/shared/impact';
import { categoryLabel } from '@/shared/markets';
import { newsCategories } from '@/shared/news-kinds';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { trpc } from '@/web/trpc';
import type { AlertRuleDraft } from './alert-rules';

const selectClass = 'h-10 w-full rounded-lg border border-input bg-card px-2 text-sm';
const checkboxClass = 'mt-0.5 size-4 shrink-0 accent-[var(--primary)]';

/** The offered thresholds, and a rule's own when it was set elsewhere (the API takes any whole figure): editing never drops it unseen. */
const impactChoicesFor = (rule: AlertRule | null): number[] =>
  rule?.minImpact == null || alertImpactChoices.some((value) => value === rule.minImpact)
    ? [...alertImpactChoices]
    : [...alertImpactChoices, rule.minImpact].sort((a, b) => a - b);

/** What the form holds: lists as typed, comma-separated. */
type Fields = { name: string; keywords: string; category: string; direction: string; minImpact: string; instruments: string; watchlist: boolean };

const fieldsOf = (rule: AlertRule | null): Fields => ({
  name: rule?.name ?? '',
  keywords: rule?.keywords.join(', ') ?? '',
  category: rule?.category ?? '',
  direction: rule?.direction ?? '',
  minImpact: rule?.minImpact === null || rule?.minImpact === undefined ? '' : String(rule.minImpact),
  instruments: rule?.instruments.join(', ') ?? '',
  watchlist: rule?.watchlist ?? false,
});

const listOf = (typed: string) =>
  typed
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

function draftOf(fields: Fields, enabled: boolean): AlertRuleDraft {
  return {
    name: fields.name,
    enabled,
    keywords: listOf(fields.keywords),
    category: (fields.category || null) as AlertRuleDraft['category'],
    direction: (fields.direction || null) as AlertRuleDraft['direction'],
    minImpact: fields.minImpact ? Number(fields.minImpact) : null,
    // Symbols are written in capitals in the feed; names such as "US Treasuries" keep their case for matching, which ignores it.
    instruments: listOf(fields.instruments).map((instrument) => (/\s/.test(instrument) ? instrument : instrument.toUpperCase())),
    watchlist: fields.watchlist,
  };
}

/** The first problem per field, keyed by the field's name; "" for the rule as a whole. */
function problemsOf(draft: AlertRuleDraft): Record<string, string> {
  const parsed = alertRuleCreateInput.safeParse(draft);
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : '';
    problems[field] ??= issue.message;
  }
  return problems;
}

/**
 * Makes or changes a rule. Checked here with the server's own rules (so each field says what is
 * wrong), and what the server still refuses (the rule limit, say) is shown above the buttons.
 */
export function AlertRuleForm({
  rule,
  watched,
  onSave,
  onCancel,
}: {
  rule: AlertRule | null;
  watched: readonly string[];
  onSave: (draft: AlertRuleDraft) => Promise<string | null>;
  onCancel: () => void;
}) {
  const id = useId();
  const [fields, setFields] = useState(() => fieldsOf(rule));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<Fields>) => setFields((current) => ({ ...current, ...change }));
  const draft = draftOf(fields, rule?.enabled ?? true);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = problemsOf(draft);
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const refused = await onSave(draft);
    setSaving(false);
    if (refused) setRefusal(refused);
  };

  const field = (name: keyof Fields | '', label: string, control: (describedBy: string | undefined) => React.ReactNode, hint?: string) => {
    const problem = problems[name];
    const hintId = `${id}-${name}-hint`;
    const problemId = `${id}-${name}-problem`;
    const describedBy = [hint && hintId, problem && problemId].filter(Boolean).join(' ') || undefined;
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
        {control(describedBy)}
        {hint && (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        {problem && (
          <p id={problemId} className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </div>
    );
  };
  const inputProps = (name: keyof Fields, describedBy: string | undefined) => ({
    id: `${id}-${name}`,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': describedBy,
  });

  return (
    <form
      className="grid gap-4 rounded-lg border border-border bg-muted/40 p-4"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={rule ? `Edit rule “${rule.name}”` : 'New rule'}
    >
      {field('name', 'Rule name', (d) => (
        <Input {...inputProps('name', d)} value={fields.name} maxLength={alertRuleLimits.nameLength} onChange={(e) => set({ name: e.target.value })} />
      ))}
      {field(
        'keywords',
        'Keywords',
        (d) => (
          <Input {...inputProps('keywords', d)} value={fields.keywords} onChange={(e) => set({ keywords: e.target.value })} />
        ),
        `Separated by commas; any of them in the headline or summary matches, as the feed's search finds them. At most ${alertRuleLimits.keywords}.`,
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {field('category', 'Category', (d) => (
          <select {...inputProps('category', d)} className={selectClass} value={fields.category} onChange={(e) => set({ category: e.target.value })}>
            <option value="">Any category</option>
            {newsCategories.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </select>
        ))}
        {field('direction', 'Direction', (d) => (
          <select {...inputProps('direction', d)} className={selectClass} value={fields.direction} onChange={(e) => set({ direction: e.target.value })}>
            <option value="">Either direction</option>
            {alertDirections.map((direction) => (
              <option key={direction} value={direction}>
                {directionLabel[direction]}
              </option>
            ))}
          </select>
        ))}
        {field('minImpact', 'Minimum impact', (d) => (
          <select {...inputProps('minImpact', d)} className={selectClass} value={fields.minImpact} onChange={(e) => set({ minImpact: e.target.value })}>
            <option value="">Any impact</option>
            {impactChoicesFor(rule).map((value) => (
              <option key={value} value={value}>
                {alertImpactChoiceLabel(value)}
              </option>
            ))}
          </select>
        ))}
      </div>
      {field(
        'instruments',
        'Instruments',
        (d) => (
          <Input {...inputProps('instruments', d)} value={fields.instruments} onChange={(e) => set({ instruments: e.target.value })} />
        ),
        `Symbols or instruments separated by commas, such as NVDA, EUR/USD, US Treasuries. At most ${alertRuleLimits.instruments}. A direction then reads each instrument's own call.`,
      )}
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" className={checkboxClass} checked={fields.watchlist} onChange={(e) => set({ watchlist: e.target.checked })} />
        <span className="grid gap-0.5">
          <span className="font-medium">Also the instruments on my watchlist</span>
          <span className="text-muted-foreground">{watched.length > 0 ? `You follow ${watched.join(', ')}.` : 'Your watchlist is empty.'}</span>
        </span>
      </label>
      {problems[''] && <Alert tone="error">{problems['']}</Alert>}
      <RulePreview draft={draft} watched={watched} />
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : rule ? 'Save rule' : 'Add rule'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** How the rule as typed would have done on the newest stories, asked exactly as the alerts ask. */
function RulePreview({ draft, watched }: { draft: AlertRuleDraft; watched: readonly string[] }) {
  const stories = useQuery(trpc.feed.list.queryOptions()).data ?? [];
  const parsed = alertRuleCreateInput.safeParse(draft);
  if (stories.length === 0 || !parsed.success) return null;
  const rule: AlertRule = { ...parsed.data, id: 'preview', enabled: true };
  const matched = stories.filter((story) => matchingAlertRules(story, [rule], watched).length > 0);
  return (
    <div className="grid gap-1 text-sm" aria-live="polite">
      <p className="font-medium">
        Of the newest {stories.length} stories, {matched.length === 1 ? '1 matches' : `${matched.length} match`} this rule.
      </p>
      {matched.length > 0 && (
        <ul className="grid gap-1 text-muted-foreground">
          {matched.slice(0, 3).map((story) => (
            <li key={story.id} className="truncate">
              {story.headline}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
