/**
 * The one door for analytics. Events are queued in the page and announced as a DOM event;
 * nothing leaves the browser unless a sink is connected (the advertising pixel, only after
 * consent and only when the operator configures one).
 */
import type { AnalyticsEvent, AnalyticsParams } from '@/shared/analytics-events';

type TrackedEvent = { name: AnalyticsEvent; params: AnalyticsParams; at: number };
type Sink = (event: TrackedEvent) => void;

const queue: TrackedEvent[] = [];
let sink: Sink | null = null;

const ANALYTICS_DOM_EVENT = 'app:analytics';

export function track(name: AnalyticsEvent, params: AnalyticsParams = {}) {
  const event: TrackedEvent = { name, params, at: Date.now() };
  window.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail: event }));
  if (sink) sink(event);
  else queue.push(event);
}

/** Connects a sink; events tracked before are delivered first, in order. */
export function connectAnalyticsSink(next: Sink) {
  sink = next;
  for (const event of queue.splice(0)) next(event);
}

const SENT_PREFIX = 'impactwire.analytics.sent.';

/**
 * Tracks an event that stands for one real-world occurrence (a trial that started) once, however
 * often the page that reports it is reloaded: `occurrence` names it, e.g. user and trial end.
 */
export function trackOnce(occurrence: string, name: AnalyticsEvent, params: AnalyticsParams = {}) {
  const key = `${SENT_PREFIX}${name}.${occurrence}`;
  try {
    if (localStorage.getItem(key)) return;
    localStorage.setItem(key, new Date().toISOString());
  } catch {
    // Storage refused (private mode, quota): better one event too many than none.
  }
  track(name, params);
}
