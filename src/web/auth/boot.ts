/**
 * Auth work done once when the app starts: the refresh tick, the subscription state that
 * follows the session, and the link from a mail if the page was opened from one. Pages that
 * depend on the outcome await `pendingAuthLink`.
 */
import '@/web/billing/subscription';
import { toast } from '@/web/lib/toast';
import { completeAuthLink, type LinkOutcome, readAuthLink } from './auth-client';
import { onAuthStateChange } from './session-store';

// Lazy: the refresh tick has nothing to do until there is a session, which most visitors never have.
let autoRefreshStarted = false;
onAuthStateChange((_event, session) => {
  if (!session || autoRefreshStarted) return;
  autoRefreshStarted = true;
  import('./session-refresh').then(
    ({ startAutoRefresh }) => startAutoRefresh(),
    () => {
      // Not loaded (offline): the next auth change tries again.
      autoRefreshStarted = false;
    },
  );
});

const link = readAuthLink();
export const pendingAuthLink: Promise<LinkOutcome> = link ? completeAuthLink(link) : Promise.resolve(null);

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
