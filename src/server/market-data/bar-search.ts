import type { Bar } from './market-data';

/** Index of the first bar (oldest first) with `at` after the instant in ms; bars.length when none. */
export function firstBarAfter(bars: readonly Bar[], instant: number): number {
  let low = 0;
  let high = bars.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((bars[middle]?.at.getTime() ?? 0) <= instant) low = middle + 1;
    else high = middle;
  }
  return low;
}
