import { describe, expect, test } from 'bun:test';
import { parsePublicConfig, sourcesClaim } from './public-config';

describe('the source claim of the marketing pages', () => {
  test('says "50+ sources" only where the instance reads fifty feeds or more', () => {
    expect(sourcesClaim({ kind: 'feeds', publishers: ['A'], feeds: 59 })).toBe('50+ sources');
    expect(sourcesClaim({ kind: 'feeds', publishers: ['A'], feeds: 50 })).toBe('50+ sources');
    expect(sourcesClaim({ kind: 'feeds', publishers: ['A', 'B'], feeds: 12 })).toBe('12 sources');
    expect(sourcesClaim({ kind: 'feeds', publishers: ['A'], feeds: 1 })).toBe('1 source');
  });

  test('claims no sources on the built-in sample stories', () => {
    expect(sourcesClaim({ kind: 'demo' })).toBeNull();
  });

  test('the page reads the feed count the server wrote, and falls back to the publishers it names', () => {
    const base = { appName: 'Impactwire', billingProvider: 'demo', operator: {} };
    expect(parsePublicConfig({ ...base, news: { kind: 'feeds', publishers: ['A', 'B'], feeds: 40 } })?.news).toEqual({
      kind: 'feeds',
      publishers: ['A', 'B'],
      feeds: 40,
    });
    expect(parsePublicConfig({ ...base, news: { kind: 'feeds', publishers: ['A', 'B'] } })?.news).toEqual({ kind: 'feeds', publishers: ['A', 'B'], feeds: 2 });
    expect(parsePublicConfig({ ...base, news: { kind: 'demo' } })?.news).toEqual({ kind: 'demo' });
  });
});
