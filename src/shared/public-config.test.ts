import { describe, expect, test } from 'bun:test';
import { sourcesClaim } from './public-config';

describe('the source claim of the marketing pages', () => {
  test('says "50+ sources" only where fifty feeds or more have answered', () => {
    expect(sourcesClaim({ publishers: ['A'], feeds: 59 })).toBe('50+ sources');
    expect(sourcesClaim({ publishers: ['A'], feeds: 50 })).toBe('50+ sources');
    expect(sourcesClaim({ publishers: ['A', 'B'], feeds: 12 })).toBe('12 sources');
    expect(sourcesClaim({ publishers: ['A'], feeds: 1 })).toBe('1 source');
  });

  test('claims no sources while no feed has answered (the sample stories)', () => {
    expect(sourcesClaim({ publishers: [], feeds: 0 })).toBeNull();
  });
});
