import { afterAll, beforeAll, expect, mock, test } from 'bun:test';
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import type { SubscriptionState } from './subscription';

// A document for this file only: the rest of the suite runs where the server does, without one.
beforeAll(() => GlobalRegistrator.register({ url: 'http://localhost/settings' }));
afterAll(() => GlobalRegistrator.unregister());

/** The state the card is drawn for, as the server's status would set it. */
let state: SubscriptionState;
mock.module('./subscription', () => ({
  useSubscription: () => state,
  recheckSubscription: async () => null,
  noteCheckoutStarted: async () => {},
}));

const base: SubscriptionState = {
  user: null,
  session: null,
  subscribed: false,
  subscriptionTier: null,
  subscriptionEnd: null,
  cancelAtPeriodEnd: false,
  hasTrialAccess: false,
  trialEndDate: null,
  loading: false,
  entitled: false,
  trialOffered: false,
};

/** Words only German writes, and its umlauts. */
const german = /[äöüß]|\b(Sie|Ihr|Ihre|Abonnement|Testphase|endet|am|bis|zum|Verlängerung|Zahlungsmethode|pro Monat)\b/;

async function cardText(shown: Partial<SubscriptionState>): Promise<string> {
  state = { ...base, ...shown };
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  const { SubscriptionCard } = await import('./subscription-card');
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <SubscriptionCard />
    </QueryClientProvider>,
  );
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

test('the Settings card: the two trial texts in German as docs/product.md §2 asks, with German dates; the rest in English with English dates', async () => {
  const end = '2026-12-05T10:00:00.000Z';
  const shown = {
    renewing: await cardText({ subscribed: true, subscriptionTier: 'pro', subscriptionEnd: end, entitled: true }),
    ending: await cardText({ subscribed: true, subscriptionTier: 'pro', subscriptionEnd: end, cancelAtPeriodEnd: true, entitled: true }),
    trial: await cardText({ hasTrialAccess: true, trialEndDate: end, entitled: true }),
    trialNotRenewing: await cardText({ hasTrialAccess: true, trialEndDate: end, cancelAtPeriodEnd: true, entitled: true }),
    none: await cardText({}),
  };
  for (const name of ['renewing', 'ending', 'none'] as const) expect({ name, german: german.exec(shown[name])?.[0] ?? null }).toEqual({ name, german: null });

  expect(shown.renewing).toContain('Renews on 12/05/2026');
  expect(shown.ending).toContain('Ends on 12/05/2026');
  expect(shown.trial).toContain('Sie nutzen die kostenlose 7-tägige Testphase bis zum 05.12.2026');
  expect(shown.trial).toContain('19,99 € pro Monat');
  expect(shown.trialNotRenewing).toContain('Ihr Abonnement wird nicht verlängert. Sie behalten den vollen Zugang bis zum Ende der Testphase.');
  expect(shown.trialNotRenewing).toContain('Testphase endet am 05.12.2026');
  expect(shown.none).toContain('Start Subscription');
});
