/**
 * The client-wide auth state (docs/product.md §4): the session kept in localStorage, the auth events,
 * and tabs kept in step through the `storage` event. No network here; see auth-client.ts.
 */
import type { AuthSession } from '@/shared/auth';
import { onOtherTabMessage } from '@/web/lib/tab-channel';

export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'PASSWORD_RECOVERY' | 'MFA_CHALLENGE_VERIFIED';
export type AuthListener = (event: AuthEvent, session: AuthSession | null) => void;

const SESSION_STORAGE_KEY = 'impactwire.auth.session';

function readStored(): AuthSession | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<AuthSession>;
    if (typeof parsed.access_token !== 'string' || typeof parsed.refresh_token !== 'string' || !parsed.user) return null;
    return parsed as AuthSession;
  } catch {
    return null;
  }
}

let session: AuthSession | null = readStored();
const listeners = new Set<AuthListener>();
const snapshotListeners = new Set<() => void>();

function emit(event: AuthEvent) {
  for (const listener of snapshotListeners) listener();
  for (const listener of listeners) listener(event, session);
}

export function getSession(): AuthSession | null {
  return session;
}

/** Reads the session as another tab may have just written it. */
export function getStoredSession(): AuthSession | null {
  return readStored();
}

export function setSession(next: AuthSession, event: AuthEvent) {
  session = next;
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
  emit(event);
}

export function clearSession() {
  session = null;
  localStorage.removeItem(SESSION_STORAGE_KEY);
  emit('SIGNED_OUT');
}

/** Like the auth service's listener: called at once with INITIAL_SESSION, then on every change. */
export function onAuthStateChange(listener: AuthListener): () => void {
  listeners.add(listener);
  queueMicrotask(() => {
    if (listeners.has(listener)) listener('INITIAL_SESSION', session);
  });
  return () => listeners.delete(listener);
}

export const sessionSnapshot = {
  subscribe(listener: () => void) {
    snapshotListeners.add(listener);
    return () => snapshotListeners.delete(listener);
  },
  get: () => session,
};

/** Takes over what another tab wrote: it signed in, refreshed or signed out. */
function followStoredSession() {
  const previous = session;
  session = readStored();
  if (!session) {
    if (previous) emit('SIGNED_OUT');
  } else if (!previous || previous.user.id !== session.user.id) {
    emit('SIGNED_IN');
  } else if (previous.access_token !== session.access_token) {
    emit('TOKEN_REFRESHED');
  }
}

window.addEventListener('storage', (event) => {
  if (event.key === SESSION_STORAGE_KEY || event.key === null) followStoredSession();
});
// Said as well as written: the message also reaches a tab whose storage event was missed.
onOtherTabMessage((message) => {
  if (message.type === 'signed-out') followStoredSession();
});
