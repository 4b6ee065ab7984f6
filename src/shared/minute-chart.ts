/**
 * A story page's minute chart: one instrument's minute closes from half an hour before the
 * story's publication to two hours after it, with the publication marked. The server reads the
 * bars (server/minute-chart/); the page draws them (web/feed/minute-chart.tsx).
 */
import { z } from 'zod';
import type { PricePoint } from './reactions';

const MINUTE = 60_000;
const CHART_BEFORE_MS = 30 * MINUTE;
export const CHART_AFTER_MS = 120 * MINUTE;
/**
 * While its two hours are not over a chart is read again this often, and the server keeps a
 * growing window's answer as long: every reader's refreshes within it share one provider request.
 */
export const CHART_REFRESH_MS = 5 * MINUTE;

export const minuteChartInput = z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** What the page gets: a chart, or why there is none (each said in one short line, or not at all). */
export type MinuteChartAnswer =
  /** Minute closes of `symbol` as `source` gave them, oldest first; `publishedAt` lies within from..to. */
  | { state: 'chart'; symbol: string; source: string; publishedAt: string; from: string; to: string; points: PricePoint[] }
  /** The provider has too few minute prices in the window (a closed market): nothing to draw. */
  | { state: 'no-prices'; symbol: string }
  /** The provider failed or was too busy to answer in time; the page may ask again later. */
  | { state: 'unavailable'; symbol: string }
  /** No configured provider gives minute bars for any of the story's instruments: the page shows nothing. */
  | { state: 'no-provider' };

/**
 * When the story happened for its prices: its publication, unless that lies after the row was
 * stored (a feed's wrong clock), as the reaction recorder reads it.
 */
export function publicationOf(story: { published_at: string | null; created_at: string }): Date {
  const created = new Date(story.created_at);
  const published = story.published_at ? new Date(story.published_at) : null;
  return published && published < created ? published : created;
}

/** Where the chart's window ends once it is over, in whole minutes. */
export const chartEnd = (publishedAt: Date) => new Date(Math.ceil((publishedAt.getTime() + CHART_AFTER_MS) / MINUTE) * MINUTE);

/**
 * The chart's window in whole minutes, cut at the last finished minute before `now`; null when
 * it has not begun. Whole minutes give every caller within a minute the same window, so one
 * provider answer serves them all.
 */
export function chartWindow(publishedAt: Date, now: Date): { from: Date; to: Date } | null {
  const from = Math.floor((publishedAt.getTime() - CHART_BEFORE_MS) / MINUTE) * MINUTE;
  const to = Math.min(chartEnd(publishedAt).getTime(), Math.floor(now.getTime() / MINUTE) * MINUTE);
  return to > from ? { from: new Date(from), to: new Date(to) } : null;
}

/** Whether the window still grows: its last minute is not yet over. */
export const chartStillOpen = (answer: Extract<MinuteChartAnswer, { state: 'chart' }>): boolean =>
  Date.parse(answer.to) < Date.parse(answer.publishedAt) + CHART_AFTER_MS;
