import { useSyncExternalStore } from 'react';
import { sessionSnapshot } from './session-store';

/** The current session (null for a visitor), re-rendering on every auth change. */
export function useSession() {
  return useSyncExternalStore(sessionSnapshot.subscribe, sessionSnapshot.get);
}
