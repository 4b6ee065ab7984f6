import { lazy, Suspense } from 'react';
import { type CalibrationBoard, calibrationStoriesText } from '@/shared/calibration';
import { formatFeedDate } from '@/shared/format';
import { daysInPeriod } from '@/shared/research-period';
import { Alert } from '@/web/components/ui/alert';
import { CalibrationTable } from './calibration-table';

// The chart library loads with the chart, once there is a board to draw.
const CalibrationChart = lazy(() => import('./calibration-chart'));

/** Whether any cell has a recorded move to count: without one the board has nothing to say. */
const hasMoves = (board: CalibrationBoard) => board.cells.some((cell) => cell['1h'].n > 0 || cell['1d'].n > 0);

const storiesText = (stories: number) => (stories === 1 ? '1 scored story' : `${stories} scored stories`);

/**
 * The board of one period: the period, its stories and when it was computed, then
 * which stories it counts (real ones, or simulated sample stories), the chart and the table
 * with every n, or why there is nothing to show; `download` offers the same as JSON.
 */
export function BoardView({ board, zone, download }: { board: CalibrationBoard; zone: string | undefined; download: React.ReactNode }) {
  const stories = board.cells.reduce((sum, cell) => sum + cell.stories, 0);
  return (
    <section aria-labelledby="board-title" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="board-title" className="text-lg font-semibold">
          {board.from} to {board.to}
        </h2>
        <p className="text-sm text-muted-foreground">
          {daysInPeriod(board.from, board.to)} days · {storiesText(stories)} · computed {formatFeedDate(board.computedAt, zone)}
        </p>
      </div>
      <p
        className={
          board.storiesShown === 'real' ? 'text-sm text-muted-foreground' : 'rounded-md border border-dashed border-border px-3 py-2 text-sm font-medium'
        }
        data-slot="stories-shown"
      >
        {calibrationStoriesText[board.storiesShown]}
      </p>
      {hasMoves(board) ? (
        <>
          <figure className="grid min-w-0 gap-2 rounded-xl border border-border bg-card p-4 shadow-sm">
            <figcaption className="text-sm font-semibold">
              Share of called stories whose primary instrument moved the called way after 1 trading day, by score band. The figure above each bar is its n: the
              called stories with a move.
            </figcaption>
            <ChartLegend />
            <Suspense fallback={<div className="h-[260px]" />}>
              <CalibrationChart board={board} />
            </Suspense>
          </figure>
          <CalibrationTable board={board} />
        </>
      ) : (
        <Alert>
          No stories with recorded reactions in this period
          {stories > 0 && ` (${storiesText(stories)}, none with a recorded price move yet)`}.
        </Alert>
      )}
      {download}
    </section>
  );
}

function ChartLegend() {
  return (
    <ul className="flex flex-wrap gap-4 text-xs text-muted-foreground" aria-label="Legend">
      <li className="inline-flex items-center gap-1.5">
        <span className="inline-block h-3 w-4 border-2 border-primary" aria-hidden="true" /> Rules-based (hollow bars)
      </li>
      <li className="inline-flex items-center gap-1.5">
        <span className="inline-block h-3 w-4 border-2 border-primary bg-primary" aria-hidden="true" /> AI (solid bars)
      </li>
    </ul>
  );
}
