import { type FormEvent, useId, useState } from 'react';
import { periodProblem } from '@/shared/research-period';
import { EXPORT_FORMATS, EXPORT_MAX_DAYS, type ExportFormat, exportFileName } from '@/shared/story-export';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { DateRangeFields, type Period } from './date-range-fields';
import { exportUrl } from './research-urls';
import { downloadWithSession } from './session-fetch';

const formatLabel: Record<ExportFormat, string> = { csv: 'CSV', json: 'JSON' };

/**
 * The point-in-time export for backtests: the stories of a period with their score as first
 * published and as revised, instruments, event type and recorded reactions, as CSV or JSON.
 * The period is checked here as the server checks it, so a refusal is rare and says why.
 */
export function ExportForm({ initial }: { initial: Period }) {
  const id = useId();
  const [period, setPeriod] = useState(initial);
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problemId = problem ? `${id}-problem` : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = periodProblem(period.from, period.to, EXPORT_MAX_DAYS);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await downloadWithSession(exportUrl(period, format), exportFileName(period.from, period.to, format));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The export failed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" aria-describedby={`${id}-about`}>
      <p id={`${id}-about`} className="text-sm text-muted-foreground">
        Every story of the period with its score as first published and as revised (with times), its instruments, event type and recorded price reactions. Days
        in UTC, both ends included; up to {EXPORT_MAX_DAYS} days per export.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <DateRangeFields
          id={id}
          period={period}
          onChange={(next) => {
            setPeriod(next);
            setProblem(null);
          }}
          problemId={problemId}
        />
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium leading-none">Format</legend>
          <div className="flex h-10 items-center gap-4">
            {EXPORT_FORMATS.map((value) => (
              <label key={value} className="inline-flex items-center gap-1.5 text-sm">
                <input
                  type="radio"
                  name={`${id}-format`}
                  value={value}
                  checked={format === value}
                  onChange={() => setFormat(value)}
                  className="accent-[var(--primary)]"
                />
                {formatLabel[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={busy}>
          {busy ? 'Preparing…' : `Download ${formatLabel[format]}`}
        </Button>
      </div>
      {problem && (
        <Alert tone="error" id={problemId}>
          {problem}
        </Alert>
      )}
    </form>
  );
}
