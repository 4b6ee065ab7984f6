/**
 * The Meta pixel, loaded only after consent. The usual snippet is inline script, which the
 * Content-Security-Policy forbids; the same queueing stub is set up here instead, then the
 * library is loaded from Meta's host (allowed by the CSP only when a pixel id is configured).
 */
import type { AnalyticsEvent } from '@/shared/analytics-events';
import { connectAnalyticsSink } from './track';

type Fbq = ((...args: unknown[]) => void) & { queue: unknown[][]; loaded: boolean; version: string; push: Fbq; callMethod?: (...args: unknown[]) => void };
declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

/** Meta's standard events; the product's other events are sent as custom ones. */
const standardEvents = new Set<AnalyticsEvent>(['ViewContent', 'InitiateCheckout', 'Purchase', 'Lead', 'CompleteRegistration']);

let loaded = false;

export function loadPixel(pixelId: string) {
  if (loaded) return;
  loaded = true;
  if (!window.fbq) {
    const fbq = function (this: unknown, ...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as Fbq;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    window.fbq = fbq;
    window._fbq = fbq;
    const script = document.createElement('script');
    script.async = true;
    script.src = 'https://connect.facebook.net/en_US/fbevents.js';
    document.head.appendChild(script);
  }
  const fbq = window.fbq as Fbq;
  fbq('init', pixelId);
  fbq('track', 'PageView');
  connectAnalyticsSink((event) => {
    fbq(standardEvents.has(event.name) ? 'track' : 'trackCustom', event.name, event.params);
  });
}
