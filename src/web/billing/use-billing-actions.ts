import { useState } from 'react';
import { planPurchaseValue } from '@/shared/billing';
import { track } from '@/web/analytics/track';
import { trpcClient } from '@/web/trpc';
import { openInNewTab } from './open-in-new-tab';

/** Checkout and portal, each opened in a new tab, with the error text the calling screen shows. */
export function useBillingActions(errors: { checkout: string; portal: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checkout' | 'portal' | null>(null);

  async function run(kind: 'checkout' | 'portal') {
    setError(null);
    setBusy(kind);
    try {
      if (kind === 'checkout') {
        track('InitiateCheckout', planPurchaseValue);
        await openInNewTab(() => trpcClient.billing.startCheckout.mutate());
      } else {
        await openInNewTab(() => trpcClient.billing.openPortal.mutate());
      }
    } catch (caught) {
      console.error(`${kind} failed`, caught);
      setError(errors[kind]);
    } finally {
      setBusy(null);
    }
  }

  return { error, busy, startCheckout: () => run('checkout'), openPortal: () => run('portal') };
}
