/** Spec §5 and §9: how a signed impact score in [-1, 1] is shown. */
import type { Direction } from './analysis';

export type ImpactLevel = 'high' | 'medium' | 'low';
export type Confidence = 'High' | 'Medium' | 'Low';

/** A direction in words (the band that makes a score neutral is NEUTRAL_BAND in analysis.ts). */
export const directionLabel: Record<Direction, string> = { bullish: 'Bullish', bearish: 'Bearish', neutral: 'Neutral' };

/** |score| clamped to 0..1; missing or invalid scores count as 0. */
export function clampedImpact(score: number | null | undefined): number {
  if (typeof score !== 'number' || Number.isNaN(score)) return 0;
  return Math.min(1, Math.abs(score));
}

/** The 0–10 figure with one decimal, e.g. "7.3". */
export function formatImpact(score: number | null | undefined): string {
  return (clampedImpact(score) * 10).toFixed(1);
}

/** Colour band: at least 0.7 red (high), at least 0.4 yellow (medium), else green (low). */
export function impactLevel(score: number | null | undefined): ImpactLevel {
  const value = clampedImpact(score);
  if (value >= 0.7) return 'high';
  if (value >= 0.4) return 'medium';
  return 'low';
}

/** At least 0.8 High, at least 0.5 Medium, else Low. */
export function confidenceOf(score: number | null | undefined): Confidence {
  const value = clampedImpact(score);
  if (value >= 0.8) return 'High';
  if (value >= 0.5) return 'Medium';
  return 'Low';
}
