import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { planPurchaseValue } from '@/shared/billing';
import { track } from '@/web/analytics/track';
import { trpc } from '@/web/trpc';
import { openInNewTab } from './open-in-new-tab';
import { noteCheckoutStarted, recheckSubscription } from './subscription';

/** The server says there is a subscription already: this tab's state was out of date. */
function alreadySubscribed(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'CONFLICT';
}

/** Checkout and portal, each opened in a new tab, with the error text the calling screen shows. */
export function useBillingActions(errors: { checkout: string; portal: string }) {
  const [error, setError] = useState<string | null>(null);
  const checkout = useMutation(trpc.billing.startCheckout.mutationOptions());
  const portal = useMutation(trpc.billing.openPortal.mutationOptions());

  async function run(kind: 'checkout' | 'portal') {
    setError(null);
    try {
      if (kind === 'checkout') {
        track('InitiateCheckout', planPurchaseValue);
        await openInNewTab(async () => {
          const session = await checkout.mutateAsync();
          // Before the checkout page can load: it may finish before this tab hears of it.
          await noteCheckoutStarted();
          return session;
        });
      } else {
        await openInNewTab(() => portal.mutateAsync());
      }
    } catch (caught) {
      // Started in another tab or browser meanwhile: show that state instead of an error.
      if (kind === 'checkout' && alreadySubscribed(caught) && (await recheckSubscription())?.access.has_access) return;
      console.error(`${kind} failed`, caught);
      setError(errors[kind]);
    }
  }

  const busy = checkout.isPending ? 'checkout' : portal.isPending ? 'portal' : null;
  return { error, busy, startCheckout: () => run('checkout'), openPortal: () => run('portal') };
}
