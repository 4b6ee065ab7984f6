/**
 * Auth work done once when the app starts: the refresh tick and the link from a mail if the
 * page was opened from one. Pages that depend on the outcome await `pendingAuthLink`.
 */
import { signInLinkTexts, UNEXPECTED_ERROR_TEXT } from '@/shared/auth';
import { track } from '@/web/analytics/track';
import { toast } from '@/web/lib/toast';
import { onAuthStateChange } from '../lib/session-store';
import type { AuthLink, LinkOutcome } from './auth-client';

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
function readAuthLink(hash = window.location.hash): AuthLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const type = params.get('type');
  const token = params.get('token');
  if (!token || (type !== 'signup' && type !== 'recovery' && type !== 'signin')) return null;
  return { type, token };
}

/** The title of the toast that says a link did not work. */
const failedLinkTitle = { signup: 'Confirmation link not valid', recovery: 'Reset link not valid', signin: signInLinkTexts.linkFailed } as const;

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
  } else if (outcome?.kind === 'signedIn') {
    track('LoginCompleted');
    toast(signInLinkTexts.signedIn, { description: signInLinkTexts.signedInDescription, tone: 'success' });
  } else if (outcome?.kind === 'failed' && link) {
    toast(failedLinkTitle[link.type], { description: outcome.message, tone: 'error' });
  }
});
