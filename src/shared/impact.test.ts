import { describe, expect, test } from 'bun:test';
import { clampedImpact, confidenceOf, directionLabel, formatImpact, impactLevel, shownDirection, shownImpact } from './impact';
import { directionOf } from './news-kinds';

describe('impact display (docs/product.md §5, §9)', () => {
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
    expect(impactLevel(0.394)).toBe('low');
  });

  test('confidence: >= 0.8 High, >= 0.5 Medium, else Low', () => {
    expect(confidenceOf(-0.8)).toBe('High');
    expect(confidenceOf(0.79)).toBe('Medium');
    expect(confidenceOf(0.5)).toBe('Medium');
    expect(confidenceOf(0.49)).toBe('Low');
  });

  test('colour and confidence follow the figure shown, not the unrounded score', () => {
    expect([formatImpact(0.699), impactLevel(0.699), confidenceOf(0.699)]).toEqual(['7.0', 'high', 'Medium']);
    expect([formatImpact(0.799), impactLevel(0.799), confidenceOf(0.799)]).toEqual(['8.0', 'high', 'High']);
    expect([formatImpact(0.399), impactLevel(0.399)]).toEqual(['4.0', 'medium']);
    expect([formatImpact(0.499), confidenceOf(0.499)]).toEqual(['5.0', 'Medium']);
    expect([formatImpact(0.694), impactLevel(0.694)]).toEqual(['6.9', 'medium']);
    expect([formatImpact(0.794), confidenceOf(0.794)]).toEqual(['7.9', 'Medium']);
  });

  test('rounds half up at the shown precision, without binary artefacts', () => {
    expect(formatImpact(0.049)).toBe('0.5');
    expect(formatImpact(0.05)).toBe('0.5');
    expect(formatImpact(0.0449)).toBe('0.4');
    expect(formatImpact(0.045)).toBe('0.5');
    expect(formatImpact(0.0049)).toBe('0.0');
    expect(formatImpact(0.005)).toBe('0.1');
    expect(formatImpact(0.685)).toBe('6.9');
    expect(shownImpact(0.699)).toBe(7);
  });

  test('negative scores: the same figure, colour and confidence, the direction from the sign', () => {
    expect([formatImpact(-0.699), impactLevel(-0.699), confidenceOf(-0.699), shownDirection(-0.699)]).toEqual(['7.0', 'high', 'Medium', 'bearish']);
    expect([formatImpact(-0.799), impactLevel(-0.799), confidenceOf(-0.799)]).toEqual(['8.0', 'high', 'High']);
    expect([formatImpact(-1.4), shownDirection(-1.4)]).toEqual(['10.0', 'bearish']);
  });

  test('direction: a figure shown as 1.0 or more is never neutral', () => {
    expect([formatImpact(0.095), shownDirection(0.095)]).toEqual(['1.0', 'bullish']);
    expect([formatImpact(-0.095), shownDirection(-0.095)]).toEqual(['1.0', 'bearish']);
    expect([formatImpact(0.0949), shownDirection(0.0949)]).toEqual(['0.9', 'neutral']);
    expect([formatImpact(-0.0949), shownDirection(-0.0949)]).toEqual(['0.9', 'neutral']);
    expect(shownDirection(0)).toBe('neutral');
  });
});

test('a score is neutral exactly while it shows below 1.0, on the card and in the analysis alike', () => {
  const shown = (score: number) => `${formatImpact(score)} ${directionLabel[directionOf(score)]}`;
  expect([0.09, 0.1, -0.09, -0.1, 0].map(shown)).toEqual(['0.9 Neutral', '1.0 Bullish', '0.9 Neutral', '1.0 Bearish', '0.0 Neutral']);
});
