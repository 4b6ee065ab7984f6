/**
 * Alerts on new stories: a user's named rules, each switched on or off, each combining any of
 * keywords, a category, a direction, a minimum impact and instruments (symbols and/or the
 * watchlist). A story alerts when any rule that is on matches it, every condition of that rule
 * holding. The browser notifications, the alert e-mails and the Alerts page all ask
 * `matchingAlertRules`. No schema library here: the feed's pages use these.
 */
import type { InstrumentImpact } from './analysis';
import type { FeedItem } from './feed';
import { matchesFeedSearch } from './feed-filters';
import { directionLabel, IMPACT_BAND_FROM, shownDirection, shownImpact } from './impact';
import { categoryLabel } from './markets';
import type { NewsCategory } from './news-kinds';
import { readStory, verdictParts } from './story-reading';

/** At most one alert e-mail per user in this long; what arrives meanwhile waits for the next. */
export const ALERT_MAIL_INTERVAL_MS = 15 * 60_000;

/**
 * The thresholds offered: 7 alerts on a story whose shown figure is 7.0 or more. Every whole
 * figure from 3 to 9, so the start of each colour band (yellow 4.0, red 7.0) is one of them.
 */
export const alertImpactChoices = [3, 4, 5, 6, 7, 8, 9] as const;

/** A threshold as the rule form offers it, naming the colour band it starts: "4.0 and up · yellow". */
export function alertImpactChoiceLabel(threshold: number): string {
  const band = threshold === IMPACT_BAND_FROM.high ? ' · red' : threshold === IMPACT_BAND_FROM.medium ? ' · yellow' : '';
  return `${threshold.toFixed(1)} and up${band}`;
}

/** What the server accepts: a whole figure of the 0–10 scale. */
export const ALERT_IMPACT_MIN = 1;
export const ALERT_IMPACT_MAX = 10;

/** Bounds of what a user keeps: enough for a trader's desk, small enough to match on every story. */
export const alertRuleLimits = { rules: 20, nameLength: 60, keywords: 10, keywordLength: 60, instruments: 20, instrumentLength: 40 } as const;

export const alertDirections = ['bullish', 'bearish'] as const;
export type AlertDirection = (typeof alertDirections)[number];

/** What a story must meet; an empty condition (no keywords, null…) does not narrow. */
export type AlertConditions = {
  /** Any of these matches the headline or summary, as the feed's search matches it. */
  keywords: string[];
  category: NewsCategory | null;
  /** The shown direction of the story, or of the rule's instrument when the rule names instruments. */
  direction: AlertDirection | null;
  /** The shown impact figure (0–10) a story needs; null: any. */
  minImpact: number | null;
  /** Instruments as the analysis names them ("NVDA", "EUR/USD", "US Treasuries"). */
  instruments: string[];
  /** Also the instruments on the user's watchlist. */
  watchlist: boolean;
};

export type AlertRule = AlertConditions & { id: string; name: string; enabled: boolean };

/** A user's alerts: the rules, and the channel that is per user (the browser's is per device). */
export type AlertSettings = { email: boolean; rules: AlertRule[] };
export const noAlertSettings: AlertSettings = { email: false, rules: [] };

/** A rule's conditions in words, in the form's order: every text that lists them takes them from here. */
export const alertConditionWords = ['keywords', 'a category', 'a direction', 'a minimum impact', 'instruments'] as const;

/** Whether a rule has a condition at all: one without would alert on every story. */
export const hasCondition = (c: AlertConditions) =>
  c.keywords.length > 0 || c.category !== null || c.direction !== null || c.minImpact !== null || c.instruments.length > 0 || c.watchlist;

/** Whether anything can alert: a rule that is on. */
export const hasEnabledRule = (settings: Pick<AlertSettings, 'rules'>) => settings.rules.some((rule) => rule.enabled);

/** What matching reads of a story: a feed row as the browser and the mail run hold it. */
export type AlertStory = FeedItem;

const sameInstrument = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** The story's instruments with each one's own signed score: those its analysis lists, then its other symbols with the story's score. */
function instrumentsOf(story: AlertStory): Pick<InstrumentImpact, 'symbol' | 'score'>[] {
  const listed = (story.analysis?.instruments ?? []).map(({ symbol, score }) => ({ symbol, score }));
  const others = story.symbols.filter((symbol) => !listed.some((i) => sameInstrument(i.symbol, symbol)));
  const score = story.impact_score;
  return score === null ? listed : [...listed, ...others.map((symbol) => ({ symbol, score }))];
}

/** The story's instruments this rule names (its own and, when asked, the watchlist's). */
function ruleInstruments(story: AlertStory, rule: AlertConditions, watched: readonly string[]) {
  const wanted = [...rule.instruments, ...(rule.watchlist ? watched : [])];
  const named = [...story.symbols, ...instrumentsOf(story).map((i) => i.symbol)];
  return [...new Set(named.filter((symbol) => wanted.some((w) => sameInstrument(w, symbol))))];
}

function meets(story: AlertStory, rule: AlertConditions, watched: readonly string[]): boolean {
  if (!hasCondition(rule)) return false;
  // The feed's own word matching, so a keyword finds what the same words find in the feed's search.
  if (rule.keywords.length > 0 && !rule.keywords.some((keyword) => matchesFeedSearch(story, { q: keyword }, []))) return false;
  if (rule.category !== null && story.category !== rule.category) return false;
  if (rule.minImpact !== null && (story.impact_score === null || shownImpact(story.impact_score) < rule.minImpact)) return false;
  const hasInstrumentCondition = rule.instruments.length > 0 || rule.watchlist;
  const matched = hasInstrumentCondition ? ruleInstruments(story, rule, watched) : [];
  if (hasInstrumentCondition && matched.length === 0) return false;
  if (rule.direction !== null) {
    // With instruments named, the direction is theirs (a story may lift one and sink another); else the card's.
    const scores = hasInstrumentCondition
      ? instrumentsOf(story)
          .filter((i) => matched.some((symbol) => sameInstrument(symbol, i.symbol)))
          .map((i) => i.score)
      : story.impact_score === null
        ? []
        : [story.impact_score];
    if (!scores.some((score) => shownDirection(score) === rule.direction)) return false;
  }
  return true;
}

/**
 * THE question of every alert channel: which of this user's rules (that are on) this story
 * matches, in the user's order; empty: it does not alert. `watched` is the user's watchlist.
 */
export function matchingAlertRules(story: AlertStory, rules: readonly AlertRule[], watched: readonly string[]): AlertRule[] {
  return rules.filter((rule) => rule.enabled && meets(story, rule, watched));
}

/**
 * The instrument an alert names first: one a matching rule asked for, else the story's primary
 * instrument, so a macro story (a central bank, say) names what it moves ("US Treasuries").
 */
export function alertInstrument(story: AlertStory, matched: readonly AlertRule[], watched: readonly string[]): string | null {
  const asked = matched.flatMap((rule) => ruleInstruments(story, rule, watched));
  return asked[0] ?? instrumentsOf(story)[0]?.symbol ?? null;
}

/**
 * Why a story alerts, as the mail and the notification say it: the rules by name, then the
 * instrument it moves, e.g. "Your rule “Fed watch” · Moves US Treasuries".
 */
export function alertWhyText(matched: readonly Pick<AlertRule, 'name'>[], instrument: string | null): string {
  const names = matched.map((rule) => `“${rule.name}”`).join(', ');
  return [`${matched.length === 1 ? 'Your rule' : 'Your rules'} ${names}`, instrument && `Moves ${instrument}`].filter(Boolean).join(' · ');
}

/** A rule's conditions in words, e.g. "Keywords: rate cut · Economy · Bearish · Impact 7.0+ · EUR/USD, your watchlist". */
export function alertRuleSummary(rule: AlertConditions): string {
  const instruments = [...rule.instruments, ...(rule.watchlist ? ['your watchlist'] : [])];
  return [
    rule.keywords.length > 0 && `Keywords: ${rule.keywords.join(', ')}`,
    rule.category !== null && categoryLabel(rule.category),
    rule.direction !== null && directionLabel[rule.direction],
    rule.minImpact !== null && `Impact ${rule.minImpact.toFixed(1)}+`,
    instruments.length > 0 && instruments.join(', '),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Instruments a notification's title names, each with its own arrow; the rest are counted ("+2 more"). */
const NOTIFICATION_INSTRUMENTS_SHOWN = 2;

/**
 * A browser notification's title, e.g. "EUR/USD 6.2 ↘ Bearish · DAX ↗ Bullish · +1 more": the
 * figure the card shows with the instrument it belongs to, and each further instrument with its
 * own direction (never one instrument's arrow beside another's symbol), or the card's words
 * ("Not scored").
 */
export function alertNotificationTitle(story: AlertStory): string {
  return verdictParts(readStory(story), { max: NOTIFICATION_INSTRUMENTS_SHOWN }).join(' · ');
}

/** Where a mail client posts the one-click unsubscribe of an alert mail (RFC 8058): the mail names it, the server answers it. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe';

/** What the unsubscribe link of an alert mail answers, on its page and to a mail client's one-click request. */
export const unsubscribeTexts = {
  done: 'You will get no more alert e-mails. You can turn them back on under Alerts at any time.',
  invalidLink: 'This unsubscribe link is not valid. Sign in and turn e-mail alerts off under Alerts.',
} as const;
