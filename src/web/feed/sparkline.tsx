import { pathSummary } from '@/shared/reaction-text';
import type { PricePoint } from '@/shared/reactions';
import { cn } from '@/web/lib/utils';

const WIDTH = 120;
const HEIGHT = 32;
const PAD = 2;

/**
 * A price path as a small line, drawn as plain SVG: at most 96 points need no chart library,
 * and the story page stays light. Its words ("from 101.20 to 99.98 over 1 hour") are its text
 * alternative; with fewer than two prices there is no line to draw and nothing is shown.
 */
export function Sparkline({ path, className }: { path: readonly PricePoint[]; className?: string }) {
  const summary = pathSummary(path);
  if (!summary) return null;
  const times = path.map((point) => Date.parse(point.at));
  const prices = path.map((point) => point.price);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  const x = (t: number) => PAD + (t1 === t0 ? 0 : ((t - t0) / (t1 - t0)) * (WIDTH - 2 * PAD));
  // A path that never moved is a level line in the middle.
  const y = (price: number) => (high === low ? HEIGHT / 2 : PAD + ((high - price) / (high - low)) * (HEIGHT - 2 * PAD));
  const points = path.map((point, index) => `${x(times[index] ?? t0).toFixed(1)},${y(point.price).toFixed(1)}`);
  const last = points.at(-1)?.split(',') ?? [];
  return (
    <svg
      role="img"
      aria-label={`Price path ${summary}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      className={cn('shrink-0 text-primary', className)}
      data-slot="sparkline"
    >
      {/* The same words on hover. */}
      <title>{summary}</title>
      <polyline points={points.join(' ')} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round" />
      <circle cx={last[0]} cy={last[1]} r="2" fill="currentColor" />
    </svg>
  );
}
