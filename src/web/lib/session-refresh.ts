/**
 * Keeping the session fresh (docs/product.md §9): a 30 s tick refreshes when about 90 s remain, one tab
 * at a time. The refresh is a plain fetch, so the API client can wait for it before a call.
 */
import { type AuthSession, SESSION_REFRESH_MARGIN_S, SESSION_TICK_MS } from '@/shared/auth';
import { clearSession, getSession, getStoredSession, setSession } from './session-store';

type RefreshAnswer = { result?: { data: AuthSession }; error?: { data?: { code?: string } } };

const expiresSoon = (session: AuthSession) => session.expires_at * 1000 - Date.now() <= SESSION_REFRESH_MARGIN_S * 1000;

let refreshing: Promise<void> | null = null;

/** Refreshes the session when about 90 s remain; one refresh at a time across tabs. */
export function ensureFreshSession(): Promise<void> {
  const session = getSession();
  if (!session || !expiresSoon(session)) return Promise.resolve();
  refreshing ??= withTabLock(refreshNow).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refreshNow() {
  // Another tab may have refreshed while this one waited for the lock.
  const stored = getStoredSession();
  const current = getSession();
  if (!current) return;
  if (stored && stored.access_token !== current.access_token && !expiresSoon(stored)) {
    setSession(stored, 'TOKEN_REFRESHED');
    return;
  }
  let answer: RefreshAnswer;
  try {
    const response = await fetch('/trpc/auth.refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: current.refresh_token }),
    });
    answer = (await response.json()) as RefreshAnswer;
  } catch {
    // Network trouble: keep the session and try again on the next tick.
    return;
  }
  if (answer.result) {
    setSession(answer.result.data, 'TOKEN_REFRESHED');
    return;
  }
  const code = answer.error?.data?.code;
  if (code === 'CONFLICT') {
    // Refreshed by another tab a moment ago: its session arrives through storage.
    const latest = getStoredSession();
    if (latest && latest.access_token !== current.access_token) setSession(latest, 'TOKEN_REFRESHED');
  } else if (code === 'UNAUTHORIZED') {
    clearSession();
  }
}

function withTabLock(task: () => Promise<void>): Promise<void> {
  if ('locks' in navigator) return navigator.locks.request('impactwire-auth-refresh', task);
  return task();
}

/** Starts the 30 s tick (and a check whenever the tab becomes visible again). */
export function startAutoRefresh() {
  const tick = () => void ensureFreshSession().catch(() => {});
  tick();
  setInterval(tick, SESSION_TICK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') tick();
  });
}
