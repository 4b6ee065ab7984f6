/**
 * Auth work done once when the app starts: the refresh tick and the link from a mail if the
 * page was opened from one. Pages that depend on the outcome await `pendingAuthLink`.
 */
import { UNEXPECTED_ERROR_TEXT } from '@/shared/auth';
import { toast } from '@/web/lib/toast';
import { onAuthStateChange } from '../lib/session-store';
import type { LinkOutcome } from './auth-client';

// Lazy: the refresh tick has nothing to do until there is a session, which most visitors never have.
let autoRefreshStarted = false;
onAuthStateChange((_event, session) => {
  if (!session || autoRefreshStarted) return;
  autoRefreshStarted = true;
  import('../lib/session-refresh').then(
    ({ startAutoRefresh }) => startAutoRefresh(),
    () => {
      // Not loaded (offline): the next auth change tries again.
      autoRefreshStarted = false;
    },
  );
});

/** The link a mail sent lands on the site root with `#type=…&token=…`. */
function readAuthLink(hash = window.location.hash): { type: 'signup' | 'recovery'; token: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const type = params.get('type');
  const token = params.get('token');
  if (!token || (type !== 'signup' && type !== 'recovery')) return null;
  return { type, token };
}

const link = readAuthLink();
// Lazy: the API client is loaded only when the page was opened from a mail's link.
export const pendingAuthLink: Promise<LinkOutcome> = link
  ? import('./auth-client').then(
      ({ completeAuthLink }) => completeAuthLink(link),
      (): LinkOutcome => ({ kind: 'failed', message: UNEXPECTED_ERROR_TEXT }),
    )
  : Promise.resolve(null);

void pendingAuthLink.then((outcome) => {
  if (outcome?.kind === 'confirmed') {
    toast('Email confirmed', { description: 'Welcome! You are now signed in.', tone: 'success' });
  } else if (outcome?.kind === 'failed') {
    toast(link?.type === 'recovery' ? 'Reset link not valid' : 'Confirmation link not valid', {
      description: outcome.message,
      tone: 'error',
    });
  }
});
