/**
 * A setting kept per device and per user: switches that belong to this browser rather than to the
 * account (its notification permission, its speakers). Stored in localStorage under
 * `impactwire.<name>.<user id>`, each field off unless stored as true; every tab of the browser
 * follows a change at once (the `storage` event).
 */
import { useSyncExternalStore } from 'react';
import { getSession } from '@/web/lib/session-store';

export function createDeviceSetting<T extends Record<string, boolean>>(name: string, off: T) {
  const keyOf = (userId: string) => `impactwire.${name}.${userId}`;

  function parse(raw: string | null): T {
    try {
      const stored = JSON.parse(raw ?? 'null') as Partial<Record<keyof T, unknown>> | null;
      return Object.fromEntries(Object.keys(off).map((field) => [field, stored?.[field] === true])) as T;
    } catch {
      return off;
    }
  }

  const storedRaw = () => {
    const userId = getSession()?.user.id;
    return userId ? localStorage.getItem(keyOf(userId)) : null;
  };

  const read = (): T => parse(storedRaw());

  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: T } | null = null;

  /** The same object while the stored text is the same, as useSyncExternalStore needs. */
  function snapshot(): T {
    const raw = storedRaw();
    if (!cached || cached.raw !== raw) cached = { raw, value: parse(raw) };
    return cached.value;
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  }

  function save(change: Partial<T>) {
    const userId = getSession()?.user.id;
    if (!userId) return;
    try {
      localStorage.setItem(keyOf(userId), JSON.stringify({ ...read(), ...change }));
    } catch {
      // Storage refused: the switch stays as it was.
    }
    for (const listener of listeners) listener();
  }

  const use = (): T => useSyncExternalStore(subscribe, snapshot, () => off);

  return { read, save, use };
}
