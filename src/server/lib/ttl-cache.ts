/** A small in-memory cache whose entries expire, bounded in size (oldest out first). */
export function createTtlCache<K, V>(ttlMs: number, maxEntries: number) {
  const entries = new Map<K, { value: V; until: number }>();
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
    set(key: K, value: V) {
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, until: Date.now() + ttlMs });
    },
    delete: (key: K) => entries.delete(key),
    /** Drops every entry the predicate matches. */
    deleteWhere(predicate: (value: V, key: K) => boolean) {
      for (const [key, entry] of entries) if (predicate(entry.value, key)) entries.delete(key);
    },
    clear: () => entries.clear(),
  };
}
