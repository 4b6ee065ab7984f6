import { Link } from '@tanstack/react-router';
import { ArrowLeft, Download } from 'lucide-react';
import { useState } from 'react';
import { CALIBRATION_MAX_DAYS } from '@/shared/calibration';
import { periodProblem } from '@/shared/research-period';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { useFeedPreferences } from '@/web/feed/feed-preferences';
import { usePageHead } from '@/web/lib/head';
import { BoardView } from './calibration-board';
import { DateRangeFields, type Period } from './date-range-fields';
import { ExportForm } from './export-form';
import { calibrationJsonUrl } from './research-urls';
import { downloadWithSession } from './session-fetch';
import { defaultBoardPeriod, lastDays, useCalibrationBoard, utcToday } from './use-calibration-board';

const presets = [
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
] as const;

/** The calibration board: how often each band's and method's calls were followed by a move their way, and the export. */
export function CalibrationPage() {
  usePageHead('Calibration board', 'How often a card’s call was followed by a move its way, by score band and method, with every n.');
  const { zone } = useFeedPreferences();
  const today = utcToday();
  const [period, setPeriod] = useState<Period>(defaultBoardPeriod);
  const problem = periodProblem(period.from, period.to, CALIBRATION_MAX_DAYS);
  const board = useCalibrationBoard(problem ? null : period);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <header className="grid gap-2">
        <Link to="/news-analysis" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to the feed
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Calibration board</h1>
        <p className="max-w-3xl text-muted-foreground">
          How often a card’s call was followed by a move its way: for each score band and method, the stories scored, the median size of the primary
          instrument’s move after 1 hour and 1 trading day, and how many of the called stories moved the called way.
        </p>
      </header>

      <section aria-labelledby="period-title" className="grid gap-3">
        <h2 id="period-title" className="text-lg font-semibold">
          Period
        </h2>
        <p className="-mt-2 text-sm text-muted-foreground">Days in UTC, both ends included.</p>
        <div className="flex flex-wrap items-end gap-3">
          <fieldset className="flex flex-wrap gap-1.5">
            <legend className="sr-only">Last</legend>
            {presets.map(({ days, label }) => {
              const preset = lastDays(days, today);
              const active = preset.from === period.from && preset.to === period.to;
              return (
                <Button key={days} type="button" size="sm" variant={active ? 'default' : 'outline'} aria-pressed={active} onClick={() => setPeriod(preset)}>
                  Last {label}
                </Button>
              );
            })}
          </fieldset>
          <DateRangeFields id="board-period" period={period} onChange={setPeriod} problemId={problem ? 'board-period-problem' : undefined} />
        </div>
        {problem && (
          <Alert tone="error" id="board-period-problem">
            {problem}
          </Alert>
        )}
      </section>

      {!problem && <BoardResult state={board} zone={zone} />}

      <section aria-labelledby="export-title" className="grid gap-3 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
        <h2 id="export-title" className="text-lg font-semibold">
          Export stories for a backtest
        </h2>
        <ExportForm initial={lastDays(30, today)} />
      </section>
    </div>
  );
}

function BoardResult({ state, zone }: { state: ReturnType<typeof useCalibrationBoard>; zone: string | undefined }) {
  if (state.isError) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>The calibration board could not be loaded. {state.error.message}</span>
        <Button variant="outline" size="sm" onClick={() => void state.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!state.data) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">Loading the calibration board…</span>
        <div className="h-64 animate-pulse rounded-xl bg-muted" />
        <div className="h-48 animate-pulse rounded-xl bg-muted" />
      </div>
    );
  }
  return <BoardView board={state.data} zone={zone} download={<JsonDownload period={state.data} />} />;
}

/** The board's figures as JSON, for researchers: a link to the endpoint, fetched with the session when followed here. */
function JsonDownload({ period }: { period: Period }) {
  const [problem, setProblem] = useState<string | null>(null);
  const url = calibrationJsonUrl(period);
  return (
    <>
      <p className="text-sm">
        <a
          href={url}
          className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline"
          onClick={(event) => {
            // The API reads the session from a header: the file is fetched with it, then saved.
            event.preventDefault();
            setProblem(null);
            downloadWithSession(url, `calibration-${period.from}-${period.to}.json`).catch((error: unknown) =>
              setProblem(error instanceof Error ? error.message : 'The download failed. Please try again.'),
            );
          }}
        >
          <Download className="size-4" aria-hidden="true" /> Download as JSON
        </a>
        <span className="text-muted-foreground"> — the same figures for this period, for your own research.</span>
      </p>
      {problem && <Alert tone="error">{problem}</Alert>}
    </>
  );
}
