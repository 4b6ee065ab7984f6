/**
 * The squawk (new red stories read aloud) is switched on per device, as browser notifications
 * are: speech comes out of this device's speakers. The choice is kept in localStorage per user,
 * off by default, and every tab of this browser follows a change at once (the `storage` event).
 */
import { useSyncExternalStore } from 'react';
import { getSession } from '@/web/lib/session-store';

export type SquawkSetting = {
  on: boolean;
  /**
   * Stay quiet while the feed's tab is hidden. Off by default: a squawk is for when the reader
   * looks elsewhere. Stories that arrive while it keeps quiet are not read later.
   */
  quietWhenHidden: boolean;
};
const off: SquawkSetting = { on: false, quietWhenHidden: false };

const keyOf = (userId: string) => `impactwire.squawk.${userId}`;

/** Whether this browser can speak at all (the Web Speech API's synthesis). */
export const speechSupported = () => typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function';

function parse(raw: string | null): SquawkSetting {
  try {
    const stored = JSON.parse(raw ?? 'null') as Partial<SquawkSetting> | null;
    return { on: stored?.on === true, quietWhenHidden: stored?.quietWhenHidden === true };
  } catch {
    return off;
  }
}

const storedRaw = () => {
  const userId = getSession()?.user.id;
  return userId ? localStorage.getItem(keyOf(userId)) : null;
};

export const readSquawkSetting = (): SquawkSetting => parse(storedRaw());

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: SquawkSetting } | null = null;

/** The same object while the stored text is the same, as useSyncExternalStore needs. */
function snapshot(): SquawkSetting {
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

export function saveSquawkSetting(change: Partial<SquawkSetting>) {
  const userId = getSession()?.user.id;
  if (!userId) return;
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify({ ...readSquawkSetting(), ...change }));
  } catch {
    // Storage refused: the switch stays as it was.
  }
  for (const listener of listeners) listener();
}

export function useSquawkSetting(): SquawkSetting {
  return useSyncExternalStore(subscribe, snapshot, () => off);
}
