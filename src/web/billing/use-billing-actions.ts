import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type CheckoutOffer, planPurchaseValue } from '@/shared/billing';
import { track } from '@/web/analytics/track';
import { openInNewTab } from './open-in-new-tab';
import { noteCheckoutStarted, recheckSubscription } from './subscription';

// Lazy: a visitor's /pricing shows none of these actions, so it need not load the API client; a
// signed-in tab has it already (the subscription checks use it).
const billingApi = () => import('@/web/trpc').then(({ trpcClient }) => trpcClient.billing);

/**
 * The server says there is a subscription already: this tab's state was out of date. The code is
 * read from the API client's error by its shape: `instanceof TRPCClientError` would import the
 * client with the page.
 */
function alreadySubscribed(error: unknown): boolean {
  return (error as { data?: { code?: unknown } } | null)?.data?.code === 'CONFLICT';
}

type ShownOffer = Exclude<CheckoutOffer, 'subscribed'>;

/** The offer of a page that shows the trial or the paid plan, as the status said; undefined while it is not known. */
export const shownOffer = (trialOffered: boolean | null): ShownOffer | undefined => (trialOffered === null ? undefined : trialOffered ? 'trial' : 'paid');

/** Checkout and portal, each opened in a new tab, with the error text the calling screen shows. */
export function useBillingActions(errors: { checkout: string; portal: string }) {
  const [error, setError] = useState<string | null>(null);
  const checkout = useMutation({
    mutationFn: async ({ destination, offer }: { destination: string | null; offer?: ShownOffer }) =>
      (await billingApi()).startCheckout.mutate({ ...(destination ? { destination } : {}), offer }),
  });
  const portal = useMutation({ mutationFn: async () => (await billingApi()).openPortal.mutate() });

  async function run(kind: 'checkout' | 'portal', destination: string | null = null, offer?: ShownOffer) {
    setError(null);
    try {
      if (kind === 'checkout') {
        track('InitiateCheckout', planPurchaseValue);
        await openInNewTab(async () => {
          const session = await checkout.mutateAsync({ destination, offer });
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
  /**
   * `destination`: the app page to offer again once the checkout is done. `offer`: what the button
   * offered, so that a state changed meanwhile starts nothing else (the server answers CONFLICT).
   */
  return {
    error,
    busy,
    startCheckout: (destination: string | null = null, offer?: ShownOffer) => run('checkout', destination, offer),
    openPortal: () => run('portal'),
  };
}
