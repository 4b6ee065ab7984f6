import { type CalibrationBoard, type CalibrationHorizon, calibrationBandLabel, calibrationMethodLabel } from '@/shared/calibration';
import { agreementShareText, medianMoveText } from '@/shared/reaction-text';
import { impactBadgeClass } from '@/web/components/impact-display';
import { cn } from '@/web/lib/utils';

const HORIZONS = [
  { key: '1h', label: '1 hour' },
  { key: '1d', label: '1 trading day' },
] as const;

const cellClass = 'whitespace-nowrap px-3 py-2 text-right font-mono tabular';

function HorizonCells({ horizon }: { horizon: CalibrationHorizon }) {
  return (
    <>
      <td className={cn(cellClass, 'border-l border-border')}>{horizon.n}</td>
      <td className={cellClass}>{medianMoveText(horizon)}</td>
      <td className={cellClass}>{agreementShareText(horizon)}</td>
    </>
  );
}

/**
 * Every cell of the board, with every n: stories in the band and method, then per horizon the
 * stories with a move, the median |move| and how many of the called ones moved the called way.
 * On a phone the table scrolls sideways within its frame.
 */
export function CalibrationTable({ board }: { board: CalibrationBoard }) {
  return (
    <div className="grid min-w-0 gap-1.5">
      {/* The title stays put above the frame; on a phone the table scrolls within it. */}
      <h3 id="calibration-table-title" className="text-sm font-semibold">
        By score band and method, primary instrument
        <span className="block text-xs font-normal text-muted-foreground sm:hidden">Scroll sideways for every figure.</span>
      </h3>
      <section
        aria-labelledby="calibration-table-title"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard to scroll it
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-border bg-card focus-visible:ring-2"
      >
        <table aria-labelledby="calibration-table-title" className="w-full border-collapse text-sm">
          <thead className="bg-muted text-xs">
            <tr>
              <th scope="col" rowSpan={2} className="sticky left-0 bg-muted px-3 py-2 text-left">
                Band
              </th>
              <th scope="col" rowSpan={2} className="px-3 py-2 text-left">
                Method
              </th>
              <th scope="col" rowSpan={2} className="px-3 py-2 text-right">
                Stories
              </th>
              {HORIZONS.map(({ key, label }) => (
                <th key={key} scope="colgroup" colSpan={3} className="border-l border-border px-3 pt-2 text-center">
                  {label}
                </th>
              ))}
            </tr>
            <tr>
              {HORIZONS.map(({ key }) => (
                <HorizonHeads key={key} />
              ))}
            </tr>
          </thead>
          <tbody>
            {board.cells.map((cell) => (
              <tr key={`${cell.band}-${cell.method}`} className="border-t border-border">
                {/* The band stays in view while the figures scroll past it. */}
                <th scope="row" className="sticky left-0 whitespace-nowrap bg-card px-3 py-2 text-left font-medium">
                  <span className={cn('mr-1.5 inline-block size-2.5 rounded-full border', impactBadgeClass[cell.band])} aria-hidden="true" />
                  {calibrationBandLabel[cell.band]}
                </th>
                <td className="whitespace-nowrap px-3 py-2">{calibrationMethodLabel[cell.method]}</td>
                <td className={cellClass}>{cell.stories}</td>
                <HorizonCells horizon={cell['1h']} />
                <HorizonCells horizon={cell['1d']} />
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function HorizonHeads() {
  return (
    <>
      <th scope="col" className="border-l border-border px-3 py-2 text-right font-medium">
        n
      </th>
      <th scope="col" className="px-3 py-2 text-right font-medium">
        Median |move|
      </th>
      <th scope="col" className="px-3 py-2 text-right font-medium">
        Agreed of called
      </th>
    </>
  );
}
