/**
 * docs/product.md §5 and §9: how a signed impact score in [-1, 1] is shown. The score is rounded once, to
 * the precision shown (one decimal on the 0–10 scale), and the colour, confidence and direction
 * are all read from that rounded value: a card never says "7.0" in the yellow band.
 */
import { type Direction, directionOf } from './news-kinds';

export type ImpactLevel = 'high' | 'medium' | 'low';
export type Confidence = 'High' | 'Medium' | 'Low';

/** A direction in words (the band that makes a score neutral is NEUTRAL_BAND in analysis.ts). */
export const directionLabel: Record<Direction, string> = { bullish: 'Bullish', bearish: 'Bearish', neutral: 'Neutral' };

/** |score| clamped to 0..1; missing or invalid scores count as 0. */
export function clampedImpact(score: number | null | undefined): number {
  if (typeof score !== 'number' || Number.isNaN(score)) return 0;
  return Math.min(1, Math.abs(score));
}

/**
 * The shown figure in tenths of the 0–10 scale, 0..100 (0.699 → 70, i.e. "7.0"), rounded half
 * up. The product is first cut to 6 decimals so binary artefacts (0.045 × 100 = 4.4999…) do not
 * decide the rounding.
 */
function shownTenths(score: number | null | undefined): number {
  return Math.round(Number((clampedImpact(score) * 100).toFixed(6)));
}

/** The shown figure on the 0–10 scale, e.g. 7.3: what filters such as "7+" compare with. */
export function shownImpact(score: number | null | undefined): number {
  return shownTenths(score) / 10;
}

/** The 0–10 figure with one decimal, e.g. "7.3". */
export function formatImpact(score: number | null | undefined): string {
  return shownImpact(score).toFixed(1);
}

/** Where the yellow (medium) and red (high) bands start on the 0–10 scale: 0.4 and 0.7 of the clamped score. */
export const IMPACT_BAND_FROM = { medium: 4, high: 7 } as const;

/** Colour band of the shown figure: at least 7.0 red (high), at least 4.0 yellow (medium), else green (low). */
export function impactLevel(score: number | null | undefined): ImpactLevel {
  const tenths = shownTenths(score);
  if (tenths >= IMPACT_BAND_FROM.high * 10) return 'high';
  if (tenths >= IMPACT_BAND_FROM.medium * 10) return 'medium';
  return 'low';
}

/** Confidence of the shown figure: at least 8.0 High, at least 5.0 Medium, else Low. */
export function confidenceOf(score: number | null | undefined): Confidence {
  const tenths = shownTenths(score);
  if (tenths >= 80) return 'High';
  if (tenths >= 50) return 'Medium';
  return 'Low';
}

/** Direction of the shown figure with the score's sign: "1.0" is never called neutral. */
export function shownDirection(score: number): Direction {
  return directionOf(Math.sign(score) * (shownTenths(score) / 100));
}
