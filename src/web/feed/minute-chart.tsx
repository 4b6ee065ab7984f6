/**
 * The story page's minute chart: the story's instrument minute by minute, from half an hour
 * before publication to two hours after, the publication marked. Plain SVG like the sparkline
 * (150 points need no chart library), drawn in the theme's colours, as wide as its column. Its
 * words (the prices at publication and at the end, the low and the high) are its text
 * alternative, and a table below gives the closes every five minutes. Without a provider of
 * minute bars the page shows nothing; without prices, one line says why. A refresh that fails
 * or is refused leaves the chart on screen, with a line saying so.
 */
import { useQuery } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useRef, useState } from 'react';
import { formatClock } from '@/shared/format';
import { CHART_REFRESH_MS, chartEnd, chartStillOpen, type MinuteChartAnswer } from '@/shared/minute-chart';
import { formatPrice, providerName } from '@/shared/reaction-text';
import { trpc } from '@/web/trpc';

type Chart = Extract<MinuteChartAnswer, { state: 'chart' }>;

const HEIGHT = 200;
const PAD = { left: 56, right: 12, top: 22, bottom: 24 };
const MINUTE = 60_000;
const HALF_HOUR = 30 * MINUTE;

/** A step of 1, 2 or 5 times a power of ten giving about `count` steps over `span`. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= raw) ?? 10;
  return step * power;
}

/** The close at publication: the last minute that ended at or before it, else the first after it. */
function closeAtPublication(chart: Chart) {
  const published = Date.parse(chart.publishedAt);
  return chart.points.filter((point) => Date.parse(point.at) <= published).at(-1) ?? chart.points[0];
}

/**
 * Where everything sits in a chart `width` pixels wide: the line, the publication's x, and the
 * labelled ticks. The time axis spans the whole window, also while it is still growing, so the
 * line ends where now is.
 */
export function chartGeometry(chart: Chart, width: number, timeZone?: string) {
  const t0 = Date.parse(chart.from);
  // The window's end as the server cuts it: the whole minute two hours after publication.
  const t1 = Math.max(Date.parse(chart.to), chartEnd(new Date(chart.publishedAt)).getTime());
  const prices = chart.points.map((point) => point.price);
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  // A flat line sits in the middle of a band of its own size.
  const pad = high === low ? Math.abs(high) * 0.001 || 1 : (high - low) * 0.08;
  const [y0, y1] = [low - pad, high + pad];
  const plotWidth = Math.max(1, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (t: number) => PAD.left + ((t - t0) / (t1 - t0)) * plotWidth;
  const y = (price: number) => PAD.top + ((y1 - price) / (y1 - y0)) * plotHeight;

  const step = niceStep(y1 - y0, 4);
  const yTicks: { y: number; label: string }[] = [];
  for (let value = Math.ceil(y0 / step) * step; value <= y1; value += step) yTicks.push({ y: y(value), label: formatPrice(Number(value.toPrecision(12))) });
  // Half hours, or whole hours where half hours would crowd (a phone).
  const every = plotWidth < 300 ? 2 * HALF_HOUR : HALF_HOUR;
  const xTicks: { x: number; label: string }[] = [];
  for (let t = Math.ceil(t0 / every) * every; t <= t1; t += every) xTicks.push({ x: x(t), label: formatClock(new Date(t), timeZone) });

  return {
    line: chart.points.map((point) => `${x(Date.parse(point.at)).toFixed(1)},${y(point.price).toFixed(1)}`).join(' '),
    published: x(Date.parse(chart.publishedAt)),
    yTicks,
    xTicks,
    plot: { left: PAD.left, right: width - PAD.right, top: PAD.top, bottom: HEIGHT - PAD.bottom },
  };
}

/** The chart in words: what it shows, and its prices at publication, at the end, low and high. */
function chartSummary(chart: Chart, timeZone?: string): string {
  const prices = chart.points.map((point) => point.price);
  const atPublication = closeAtPublication(chart);
  const last = chart.points.at(-1);
  return (
    `${chart.symbol} minute closes from ${formatClock(chart.from, timeZone)} to ${formatClock(chart.to, timeZone)}: ` +
    `${formatPrice(atPublication?.price ?? 0)} at publication (${formatClock(chart.publishedAt, timeZone)}), ` +
    `${formatPrice(last?.price ?? 0)} at ${formatClock(last?.at ?? chart.to, timeZone)}, ` +
    `low ${formatPrice(Math.min(...prices))}, high ${formatPrice(Math.max(...prices))}`
  );
}

/** The closes every five minutes and at publication, for the table. */
function tableRows(chart: Chart) {
  const publication = closeAtPublication(chart);
  return chart.points
    .filter((point) => point === publication || (Date.parse(point.at) / MINUTE) % 5 === 0)
    .map((point) => ({ ...point, publication: point === publication }));
}

/** The width of the element, followed as it changes (a turned phone, a resized window). */
function useWidth() {
  const holder = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    setWidth(element.clientWidth || 640);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth || 640));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { holder, width };
}

function Section({ children }: { children: React.ReactNode }) {
  return (
    <section className="mt-6" aria-labelledby="minute-chart-title">
      <h2 id="minute-chart-title" className="text-lg font-semibold">
        Minute chart
      </h2>
      {children}
    </section>
  );
}

/** The last chart the page got: a later answer without one (a failed read) does not take it off screen. */
function useLastChart(answer: MinuteChartAnswer | undefined): Chart | undefined {
  const [last, setLast] = useState<Chart>();
  if (answer?.state === 'chart' && answer !== last) setLast(answer);
  return answer?.state === 'chart' ? answer : last;
}

export function MinuteChart({ storyId, timeZone }: { storyId: number; timeZone?: string }) {
  const query = useQuery(
    trpc.charts.minutes.queryOptions(
      { id: storyId },
      {
        retry: false,
        // A growing chart, or prices that could not be read, are asked for again.
        refetchInterval: (state) => {
          const data = state.state.data;
          return (data?.state === 'chart' && chartStillOpen(data)) || data?.state === 'unavailable' ? CHART_REFRESH_MS : false;
        },
      },
    ),
  );
  const answer = query.data;
  const chart = useLastChart(answer);
  // A refusal says why (too many charts asked for); anything else is told plainly.
  const refused = query.error instanceof TRPCClientError && query.error.data?.code === 'TOO_MANY_REQUESTS';
  const failure = query.error
    ? refused
      ? query.error.message
      : `The minute chart could not be ${chart ? 'refreshed' : 'loaded'}.`
    : answer?.state === 'unavailable'
      ? `Minute prices for ${answer.symbol} could not be read just now.`
      : null;
  if (chart) return <ChartFigure chart={chart} timeZone={timeZone} note={failure} />;
  if (failure)
    return (
      <Section>
        <p className="text-sm text-muted-foreground">{failure}</p>
      </Section>
    );
  if (answer?.state === 'no-prices')
    return (
      <Section>
        <p className="text-sm text-muted-foreground">No minute prices for {answer.symbol} around publication: it did not trade then.</p>
      </Section>
    );
  return null;
}

function ChartFigure({ chart, timeZone, note }: { chart: Chart; timeZone?: string; note: string | null }) {
  const { holder, width } = useWidth();
  const geometry = chartGeometry(chart, width, timeZone);
  const { plot } = geometry;
  const labelLeft = geometry.published > plot.right - 90;
  return (
    <Section>
      <p className="text-sm text-muted-foreground">
        {chart.symbol}, each minute&apos;s close from 30 minutes before publication to 2 hours after. Prices from {providerName(chart.source)}.
      </p>
      {note && <p className="mt-1 text-sm text-muted-foreground">{note}</p>}
      <figure className="mt-3 rounded-xl border border-border bg-card p-3 shadow-sm" data-slot="minute-chart">
        <div ref={holder} className="w-full min-w-0">
          <svg
            role="img"
            aria-label={chartSummary(chart, timeZone)}
            width={width}
            height={HEIGHT}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            className="block text-primary"
          >
            <title>{chartSummary(chart, timeZone)}</title>
            <g className="text-muted-foreground" fill="currentColor" fontSize="11">
              {geometry.yTicks.map((tick) => (
                <g key={tick.label}>
                  <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="var(--border)" strokeWidth="1" />
                  <text x={plot.left - 6} y={tick.y} textAnchor="end" dominantBaseline="middle" className="tabular">
                    {tick.label}
                  </text>
                </g>
              ))}
              {geometry.xTicks.map((tick) => (
                <text key={tick.label} x={tick.x} y={HEIGHT - 6} textAnchor="middle" className="tabular">
                  {tick.label}
                </text>
              ))}
            </g>
            <g className="text-foreground" data-slot="publication">
              <line
                x1={geometry.published}
                x2={geometry.published}
                y1={plot.top - 4}
                y2={plot.bottom}
                stroke="currentColor"
                strokeWidth="1"
                strokeDasharray="4 3"
              />
              <text x={geometry.published + (labelLeft ? -4 : 4)} y={12} textAnchor={labelLeft ? 'end' : 'start'} fontSize="11" fill="currentColor">
                Published {formatClock(chart.publishedAt, timeZone)}
              </text>
            </g>
            <polyline points={geometry.line} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinejoin="round" strokeLinecap="round" />
          </svg>
        </div>
      </figure>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-primary">Show the prices as a table</summary>
        <div className="mt-2 rounded-lg border border-border">
          <table className="w-full text-left tabular">
            <caption className="sr-only">{chart.symbol} closes every 5 minutes and at publication</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-3 py-1.5 font-medium">
                  Minute ending
                </th>
                <th scope="col" className="px-3 py-1.5 text-right font-medium">
                  Close
                </th>
              </tr>
            </thead>
            <tbody>
              {tableRows(chart).map((row) => (
                <tr key={row.at} className="border-t border-border">
                  <td className="px-3 py-1">
                    {formatClock(row.at, timeZone)}
                    {row.publication && <span className="text-muted-foreground"> · publication</span>}
                  </td>
                  <td className="px-3 py-1 text-right">{formatPrice(row.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Section>
  );
}
