/**
 * In-process news that a user's access may have changed (trial ended, subscription synced),
 * so that this instance's live streams re-check at once instead of at their next periodic check.
 */
type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();

export function onAccessChange(userId: string, listener: Listener): () => void {
  let set = listeners.get(userId);
  if (!set) {
    set = new Set();
    listeners.set(userId, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(userId);
  };
}

const anyListeners = new Set<(userId: string) => void>();

/** Hears every change, for any user (the access cache). */
export function onAnyAccessChange(listener: (userId: string) => void): () => void {
  anyListeners.add(listener);
  return () => anyListeners.delete(listener);
}

export function announceAccessChange(userId: string): void {
  for (const listener of anyListeners) listener(userId);
  for (const listener of listeners.get(userId) ?? []) listener();
}
