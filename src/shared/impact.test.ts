import { describe, expect, test } from 'bun:test';
import { directionOf } from './analysis';
import { clampedImpact, confidenceOf, directionLabel, formatImpact, impactLevel } from './impact';

describe('impact display (spec §5, §9)', () => {
  test('uses the absolute value clamped to 0..1', () => {
    expect(clampedImpact(-0.42)).toBe(0.42);
    expect(clampedImpact(1.7)).toBe(1);
    expect(clampedImpact(-3)).toBe(1);
    expect(clampedImpact(null)).toBe(0);
    expect(clampedImpact(Number.NaN)).toBe(0);
  });

  test('shows the value times ten with one decimal', () => {
    expect(formatImpact(0.734)).toBe('7.3');
    expect(formatImpact(-0.05)).toBe('0.5');
    expect(formatImpact(2)).toBe('10.0');
    expect(formatImpact(0)).toBe('0.0');
  });

  test('colour bands: >= 0.7 high, >= 0.4 medium, else low', () => {
    expect(impactLevel(0.7)).toBe('high');
    expect(impactLevel(-0.69)).toBe('medium');
    expect(impactLevel(0.4)).toBe('medium');
    expect(impactLevel(0.399)).toBe('low');
  });

  test('confidence: >= 0.8 High, >= 0.5 Medium, else Low', () => {
    expect(confidenceOf(-0.8)).toBe('High');
    expect(confidenceOf(0.79)).toBe('Medium');
    expect(confidenceOf(0.5)).toBe('Medium');
    expect(confidenceOf(0.49)).toBe('Low');
  });
});

test('a score is neutral exactly while it shows below 1.0, on the card and in the analysis alike', () => {
  const shown = (score: number) => `${formatImpact(score)} ${directionLabel[directionOf(score)]}`;
  expect([0.09, 0.1, -0.09, -0.1, 0].map(shown)).toEqual(['0.9 Neutral', '1.0 Bullish', '0.9 Neutral', '1.0 Bearish', '0.0 Neutral']);
});
