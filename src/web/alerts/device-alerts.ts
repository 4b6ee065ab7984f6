/**
 * Browser notifications are switched on per device: the browser's permission belongs to this
 * browser, not to the account. The choice (notifications, sound) is kept in localStorage per
 * user, and every tab of this browser follows a change at once (the `storage` event).
 */
import { useSyncExternalStore } from 'react';
import { getSession } from '@/web/lib/session-store';

export type DeviceAlerts = { notify: boolean; sound: boolean };
const off: DeviceAlerts = { notify: false, sound: false };

const keyOf = (userId: string) => `impactwire.device-alerts.${userId}`;

/** Whether this browser can show notifications at all (not in every browser, nor on an insecure origin). */
export const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window && window.isSecureContext;

function parse(raw: string | null): DeviceAlerts {
  try {
    const stored = JSON.parse(raw ?? 'null') as Partial<DeviceAlerts> | null;
    return { notify: stored?.notify === true, sound: stored?.sound === true };
  } catch {
    return off;
  }
}

const storedRaw = () => {
  const userId = getSession()?.user.id;
  return userId ? localStorage.getItem(keyOf(userId)) : null;
};

export const readDeviceAlerts = (): DeviceAlerts => parse(storedRaw());

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: DeviceAlerts } | null = null;

/** The same object while the stored text is the same, as useSyncExternalStore needs. */
function snapshot(): DeviceAlerts {
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

export function saveDeviceAlerts(change: Partial<DeviceAlerts>) {
  const userId = getSession()?.user.id;
  if (!userId) return;
  localStorage.setItem(keyOf(userId), JSON.stringify({ ...readDeviceAlerts(), ...change }));
  for (const listener of listeners) listener();
}

export function useDeviceAlerts(): DeviceAlerts {
  return useSyncExternalStore(subscribe, snapshot, () => off);
}
