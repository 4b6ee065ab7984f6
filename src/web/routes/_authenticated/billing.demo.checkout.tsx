import { useMutation, useQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { PLAN, planText } from '@/shared/billing';
import { checkoutReturnPaths, safeDestination } from '@/shared/destination';
import { userMessage } from '@/web/auth/auth-client';
import { DemoBanner } from '@/web/billing/demo-banner';
import { checkoutButtonLabel, checkoutLines } from '@/web/billing/offer';
import { announceSubscriptionChange } from '@/web/billing/subscription';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { usePageHead } from '@/web/lib/head';
import { trpc } from '@/web/trpc';

export const Route = createFileRoute('/_authenticated/billing/demo/checkout')({
  // The page that sent the user to the plan, carried back to the pricing page's welcome.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const destination = safeDestination(search.redirect);
    return destination ? { redirect: destination } : {};
  },
  component: DemoCheckoutPage,
});

/** The demo provider's checkout: the same outcome as Stripe Checkout, without a payment. */
function DemoCheckoutPage() {
  usePageHead('Checkout (demo)', 'Demo checkout: no payment is taken.');
  const navigate = useNavigate();
  const returnPaths = checkoutReturnPaths(Route.useSearch().redirect ?? null);
  const offer = useQuery(trpc.billing.demo.checkout.queryOptions());
  // Back to the success URL Stripe would use; the page re-checks the subscription there.
  const completed = () => {
    // The tab the checkout was opened from shows the new state at once.
    announceSubscriptionChange();
    return navigate({ href: returnPaths.success });
  };
  const start = useMutation(trpc.billing.demo.completeCheckout.mutationOptions({ onSuccess: completed }));
  const continueAfterTrial = useMutation(trpc.billing.demo.continueAfterTrial.mutationOptions({ onSuccess: completed }));
  const shown = offer.data?.offer;
  // Each offer has its action: a click grants only what the page shows, if it still stands.
  const complete = shown === 'after-trial' ? continueAfterTrial : start;
  const trialEnd = offer.data?.trialEnd ?? null;

  return (
    <section className="mx-auto grid w-full max-w-lg gap-6 px-4 py-12">
      <DemoBanner />
      <div className="rounded-2xl border border-border bg-card p-6 shadow-xl sm:p-8">
        <p className="text-sm font-medium text-muted-foreground">Checkout</p>
        <h1 className="mt-1 text-2xl font-bold">{PLAN.name} Plan</h1>
        <p className="mt-3 flex items-baseline gap-1.5">
          <span className="text-4xl font-bold tabular">{planText.price}</span>
          <span className="text-muted-foreground">/ month</span>
        </p>
        {offer.isPending ? (
          <div className="mt-6 h-20 animate-pulse rounded-lg bg-muted" role="status" aria-label="Loading" />
        ) : offer.isError ? (
          <Alert tone="error" className="mt-6">
            {userMessage(offer.error)}
          </Alert>
        ) : (
          <ul className="mt-6 grid gap-2 text-sm">
            {checkoutLines(shown, trialEnd).map((line) => (
              <li key={line} className="flex gap-2">
                <Check className="size-4 shrink-0 text-signal" aria-hidden="true" /> {line}
              </li>
            ))}
          </ul>
        )}
        {complete.isError && (
          <Alert tone="error" className="mt-4">
            {userMessage(complete.error)}
          </Alert>
        )}
        <div className="mt-8 grid gap-2">
          {shown === 'subscribed' ? (
            <Button asChild size="lg" variant="hero">
              <Link to="/billing/demo/portal">Manage Subscription</Link>
            </Button>
          ) : (
            <Button size="lg" variant="hero" disabled={!offer.isSuccess || complete.isPending} onClick={() => complete.mutate()}>
              {complete.isPending ? 'Processing…' : checkoutButtonLabel(shown)}
            </Button>
          )}
          <Button asChild variant="ghost">
            <a href={returnPaths.canceled}>Cancel</a>
          </Button>
        </div>
      </div>
      <p className="text-center text-xs text-muted-foreground">
        This instance runs without a payment provider.{' '}
        <Link to="/pricing" className="underline">
          Back to pricing
        </Link>
      </p>
    </section>
  );
}
