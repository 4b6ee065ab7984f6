/**
 * Alerts on new stories: the rules a user sets (stories on their watchlist, stories at or above
 * an impact), which both the browser notifications and the alert e-mails apply. No schema
 * library here: the feed's pages use these.
 */
import type { InstrumentImpact } from './analysis';
import { shownImpact } from './impact';
import { storyCallsText } from './instrument-calls';

/** At most one alert e-mail per user in this long; what arrives meanwhile waits for the next. */
export const ALERT_MAIL_INTERVAL_MS = 15 * 60_000;

/** The thresholds offered: "7+" alerts on a story whose shown figure is 7.0 or more. */
export const alertImpactChoices = [3, 5, 6, 7, 8, 9] as const;
/** What the server accepts: a whole figure of the 0–10 scale. */
export const ALERT_IMPACT_MIN = 1;
export const ALERT_IMPACT_MAX = 10;

export type AlertRules = {
  /** A story naming a symbol on the user's watchlist. */
  watchlist: boolean;
  /** A story whose shown impact figure is at least this; null: no impact rule. */
  minImpact: number | null;
  /** Also by e-mail (the browser notifications are switched on per device, in the browser). */
  email: boolean;
};
export const defaultAlertRules: AlertRules = { watchlist: false, minImpact: null, email: false };

export type AlertReason = 'watchlist' | 'impact';

/** Whether any rule is set: with none, nothing alerts, whatever the channel. */
export const hasAlertRule = (rules: AlertRules) => rules.watchlist || rules.minImpact !== null;

/**
 * Why a story alerts under these rules (empty: it does not). `watched` is the user's
 * watchlist. The impact rule reads the figure the card shows, as the feed's filter does.
 */
export function alertReasons(story: { symbols: readonly string[]; impact_score: number | null }, rules: AlertRules, watched: readonly string[]): AlertReason[] {
  const reasons: AlertReason[] = [];
  if (rules.watchlist && story.symbols.some((symbol) => watched.includes(symbol))) reasons.push('watchlist');
  if (rules.minImpact !== null && story.impact_score !== null && shownImpact(story.impact_score) >= rules.minImpact) reasons.push('impact');
  return reasons;
}

/** Why a story alerts, in words, e.g. "On your watchlist: MSFT · Impact 7.0 or more"; `watchedSymbols` are its symbols on the watchlist. */
export function alertReasonsText(reasons: readonly AlertReason[], watchedSymbols: readonly string[], rules: AlertRules): string {
  return reasons
    .map((reason) => (reason === 'watchlist' ? `On your watchlist: ${watchedSymbols.join(', ')}` : `Impact ${(rules.minImpact ?? 0).toFixed(1)} or more`))
    .join(' · ');
}

/** Instruments a notification's title names, each with its own arrow; the rest are counted ("+2 more"). */
const NOTIFICATION_INSTRUMENTS_SHOWN = 2;

/**
 * A browser notification's title, e.g. "EUR/USD 6.2 ↘ Bearish · DAX ↗ Bullish · +1 more": the
 * figure the card shows with the instrument it belongs to, and each further instrument with its
 * own direction (never one instrument's arrow beside another's symbol), or "Not scored".
 */
export function alertNotificationTitle(score: number | null, instruments: readonly Pick<InstrumentImpact, 'symbol' | 'score'>[]): string {
  return storyCallsText(score, instruments, { max: NOTIFICATION_INSTRUMENTS_SHOWN });
}

/** What the unsubscribe link of an alert mail answers, on its page and to a mail client's one-click request. */
export const unsubscribeTexts = {
  done: 'You will get no more alert e-mails. You can turn them back on under Alerts at any time.',
  invalidLink: 'This unsubscribe link is not valid. Sign in and turn e-mail alerts off under Alerts.',
} as const;
