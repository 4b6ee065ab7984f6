import { describe, expect, test } from 'bun:test';
import { feedItem } from './feed-item-fixture';
import { mergeLiveRow } from './merge-live-row';

const row = feedItem;

// The page shows 50 stories, newest first (ids 50 down to 1).
const page = Array.from({ length: 50 }, (_, i) => row(50 - i));

describe('live rows into the feed', () => {
  test('a new story goes first and 20 older are kept (docs/product.md §7)', () => {
    const merged = mergeLiveRow(page, row(51));
    expect(merged.map((item) => item.id)).toEqual([51, ...page.slice(0, 20).map((item) => item.id)]);
  });

  test('the same story again is skipped', () => {
    expect(mergeLiveRow(page, row(50))).toBe(page);
  });

  test('a shown story whose AI analysis arrived is replaced where it stands; nothing moves or goes', () => {
    const changed = row(45, 60, { analysis_method: 'claude-haiku-4-5', impact_score: -0.62 });
    const merged = mergeLiveRow(page, changed);
    expect(merged).toHaveLength(50);
    expect(merged.map((item) => item.id)).toEqual(page.map((item) => item.id));
    expect(merged[5]).toEqual(changed);
    // An older revision arriving late does not undo it.
    expect(mergeLiveRow(merged, row(45, 55))).toBe(merged);
  });

  test('a change to a story older than those shown does not appear as new', () => {
    const short = page.slice(0, 21);
    expect(mergeLiveRow(short, row(3, 70, { analysis_method: 'claude-haiku-4-5' }))).toBe(short);
  });

  test('the first story of an empty feed is shown', () => {
    expect(mergeLiveRow(undefined, row(1)).map((item) => item.id)).toEqual([1]);
  });
});
