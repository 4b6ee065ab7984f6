/**
 * A small in-memory cache whose entries expire, bounded in size (oldest out first). Callers
 * that miss while a read of the same key runs share that read: a burst of requests for one
 * key (a reader's tabs all reconnecting after a restart) costs one database read, not one each.
 */
export function createTtlCache<K, V>(ttlMs: number, maxEntries: number) {
  const entries = new Map<K, { value: V; until: number }>();
  const reads = new Map<K, Promise<V | null>>();
  // Grows at every delete: a read that started before one is shared no longer and not kept.
  let generation = 0;
  const forget = () => {
    generation++;
    reads.clear();
  };
  const set = (key: K, value: V) => {
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, { value, until: Date.now() + ttlMs });
  };
  return {
    get(key: K): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set,
    /** The value `read` gives, shared with every caller asking for the key meanwhile, and kept unless null. */
    read<R extends V | null>(key: K, read: () => Promise<R>): Promise<R> {
      // Every read of a key comes from the same function of the caller, so it has the same R.
      const running = reads.get(key) as Promise<R> | undefined;
      if (running) return running;
      const started = generation;
      const reading = read().then((value) => {
        if (value !== null && started === generation) set(key, value);
        return value;
      });
      const shared = reading.finally(() => {
        if (reads.get(key) === shared) reads.delete(key);
      });
      reads.set(key, shared);
      return shared;
    },
    delete(key: K) {
      forget();
      return entries.delete(key);
    },
    /** Drops every entry the predicate matches. */
    deleteWhere(predicate: (value: V, key: K) => boolean) {
      forget();
      for (const [key, entry] of entries) if (predicate(entry.value, key)) entries.delete(key);
    },
    clear() {
      forget();
      entries.clear();
    },
  };
}
