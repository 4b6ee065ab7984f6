import { PLAN } from '@/shared/billing';
import { trackOnce } from '@/web/analytics/track';

/**
 * A trial counts as just started for this long after its start. Sign-out clears the memory of
 * reported trials (docs/product.md §4), so a success URL opened again days later must not report it anew.
 */
const TRIAL_JUST_STARTED_MS = 60 * 60 * 1000;

/** TrialStarted, once per user and trial, however often the page that reports it loads. */
export function reportTrialStarted(userId: string, trialUntil: string) {
  const startedAt = new Date(trialUntil).getTime() - PLAN.trialDays * 24 * 60 * 60 * 1000;
  if (Date.now() - startedAt > TRIAL_JUST_STARTED_MS) return;
  trackOnce(`${userId}.${trialUntil}`, 'TrialStarted', { trial_end: trialUntil });
}
