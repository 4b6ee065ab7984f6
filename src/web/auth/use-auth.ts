import { useSyncExternalStore } from 'react';
import type { AuthSession } from '@/shared/auth';
import { sessionSnapshot } from '../lib/session-store';

/** The current session (null for a visitor), re-rendering on every auth change. */
export function useSession() {
  return useSyncExternalStore(sessionSnapshot.subscribe, sessionSnapshot.get);
}

/** The full session of a page under the authenticated layout, which shows its pages only with one. */
export function useSignedInSession(): AuthSession {
  const session = useSession();
  if (session?.kind !== 'normal') throw new Error('useSignedInSession is for pages under the authenticated layout');
  return session;
}
