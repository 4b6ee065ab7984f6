import { expect, test } from 'bun:test';
import { createTtlCache } from './ttl-cache';

test('entries expire, the oldest leave first when full, and can be dropped by predicate', async () => {
  const cache = createTtlCache<string, number>(50, 2);
  cache.set('a', 1);
  cache.set('b', 2);
  cache.set('c', 3);
  expect(cache.get('a')).toBeUndefined();
  expect(cache.get('b')).toBe(2);
  cache.deleteWhere((value) => value === 2);
  expect(cache.get('b')).toBeUndefined();
  await Bun.sleep(60);
  expect(cache.get('c')).toBeUndefined();
});
