/**
 * Text contrast of the palette's pairs, computed from the tokens in styles.css as WCAG 2 defines
 * it, in both themes: normal-size text needs 4.5:1 (1.4.3). A tint such as `bg-primary/15` is the
 * colour at that opacity over what lies beneath, which is how the browser paints it.
 */
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
const rootBlock = css.match(/:root\s*\{([^}]*)\}/)?.[1] ?? '';

type Theme = 'light' | 'dark';
type Rgb = [number, number, number];

/** A token's value in one theme, `var()` followed. */
function token(name: string, theme: Theme): string {
  const value = rootBlock.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1]?.trim();
  if (!value) throw new Error(`styles.css has no --${name}`);
  const pair = value.match(/^light-dark\(\s*(#[0-9a-f]{6})\s*,\s*(#[0-9a-f]{6})\s*\)$/i);
  if (pair?.[1] && pair[2]) return theme === 'light' ? pair[1] : pair[2];
  const reference = value.match(/^var\(--([\w-]+)\)$/)?.[1];
  if (reference) return token(reference, theme);
  if (/^#[0-9a-f]{6}$/i.test(value)) return value;
  throw new Error(`--${name} is neither a colour, a light-dark() pair of colours nor a var(): ${value}`);
}

const rgb = (hex: string): Rgb => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;

/** `top` at `opacity` painted over `under`. */
const over = (top: Rgb, opacity: number, under: Rgb): Rgb => top.map((channel, i) => channel * opacity + (under[i] ?? 0) * (1 - opacity)) as Rgb;

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const NORMAL_TEXT = 4.5;

describe.each(['light', 'dark'] as const)('the %s theme', (theme) => {
  const color = (name: string) => rgb(token(name, theme));
  const grounds = { page: color('background'), card: color('card') };

  test('a primary button’s label, at rest and under the pointer (primary at 90%), on the page and on a card', () => {
    for (const ground of Object.values(grounds)) {
      expect(contrast(color('primary-foreground'), color('primary'))).toBeGreaterThanOrEqual(NORMAL_TEXT);
      expect(contrast(color('primary-foreground'), over(color('primary'), 0.9, ground))).toBeGreaterThanOrEqual(NORMAL_TEXT);
    }
  });

  test('a destructive button’s label, at rest and under the pointer', () => {
    for (const ground of Object.values(grounds)) {
      expect(contrast(color('destructive-foreground'), color('destructive'))).toBeGreaterThanOrEqual(NORMAL_TEXT);
      expect(contrast(color('destructive-foreground'), over(color('destructive'), 0.9, ground))).toBeGreaterThanOrEqual(NORMAL_TEXT);
    }
  });

  test('primary text on its tints: symbol chips (10%), the New badge and trial pill (15%), a chip on a tinted row (10% over 5%)', () => {
    for (const ground of Object.values(grounds)) {
      const tints = [
        over(color('primary'), 0.1, ground),
        over(color('primary'), 0.15, ground),
        over(color('primary'), 0.1, over(color('primary'), 0.05, ground)),
      ];
      for (const tint of tints) expect(contrast(color('primary-text'), tint)).toBeGreaterThanOrEqual(NORMAL_TEXT);
    }
  });

  test('primary links and body text on the page and on cards', () => {
    for (const ground of Object.values(grounds)) {
      expect(contrast(color('primary'), ground)).toBeGreaterThanOrEqual(NORMAL_TEXT);
      expect(contrast(color('foreground'), ground)).toBeGreaterThanOrEqual(NORMAL_TEXT);
      expect(contrast(color('muted-foreground'), ground)).toBeGreaterThanOrEqual(NORMAL_TEXT);
    }
  });
});
