import { afterEach, expect, setSystemTime, test } from 'bun:test';
import { createTtlCache } from './ttl-cache';

afterEach(() => {
  setSystemTime();
});

test('entries expire, the oldest leave first when full, and can be dropped by predicate', () => {
  // Expiry is time under test: the clock is set, not waited for.
  const start = Date.now();
  setSystemTime(start);
  const cache = createTtlCache<string, number>(50, 2);
  cache.set('a', 1);
  cache.set('b', 2);
  cache.set('c', 3);
  expect(cache.get('a')).toBeUndefined();
  expect(cache.get('b')).toBe(2);
  cache.deleteWhere((value) => value === 2);
  expect(cache.get('b')).toBeUndefined();
  setSystemTime(start + 49);
  expect(cache.get('c')).toBe(3);
  setSystemTime(start + 50);
  expect(cache.get('c')).toBeUndefined();
});

/** A read that answers when the test releases it. */
function heldRead(value: number) {
  const { promise, resolve } = Promise.withResolvers<number>();
  let calls = 0;
  return {
    read: () => {
      calls++;
      return promise;
    },
    calls: () => calls,
    release: () => resolve(value),
  };
}

test('callers that miss while a read of the key runs share it; a read overtaken by a delete is neither shared nor kept', async () => {
  const cache = createTtlCache<string, number>(1_000, 10);
  const [one, two, three] = [heldRead(1), heldRead(2), heldRead(3)];
  const shared = Promise.all([cache.read('a', one.read), cache.read('a', two.read), cache.read('a', three.read)]);
  one.release();
  expect(await shared).toEqual([1, 1, 1]);
  expect([one.calls(), two.calls(), three.calls()]).toEqual([1, 0, 0]);
  expect(cache.get('a')).toBe(1);

  const [four, five] = [heldRead(4), heldRead(5)];
  const before = cache.read('b', four.read);
  cache.delete('b');
  const after = cache.read('b', five.read);
  expect(five.calls()).toBe(1);
  // The overtaken read ends last: it must not replace the newer value.
  five.release();
  expect(await after).toBe(5);
  four.release();
  expect(await before).toBe(4);
  expect(cache.get('b')).toBe(5);
  expect(await cache.read('c', async () => null)).toBeNull();
  expect(cache.get('c')).toBeUndefined();
});
