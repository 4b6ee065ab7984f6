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

test('callers that miss while a read of the key runs share it; a read overtaken by a delete is neither shared nor kept', async () => {
  const cache = createTtlCache<string, number>(1_000, 10);
  let reads = 0;
  const slowRead = (value: number) => async () => {
    reads++;
    await Bun.sleep(20);
    return value;
  };
  expect(await Promise.all([cache.read('a', slowRead(1)), cache.read('a', slowRead(2)), cache.read('a', slowRead(3))])).toEqual([1, 1, 1]);
  expect(reads).toBe(1);
  expect(cache.get('a')).toBe(1);

  const before = cache.read('b', slowRead(4));
  cache.delete('b');
  const after = cache.read('b', slowRead(5));
  expect(await Promise.all([before, after])).toEqual([4, 5]);
  expect(cache.get('b')).toBe(5);
  expect(await cache.read('c', async () => null)).toBeNull();
  expect(cache.get('c')).toBeUndefined();
});
