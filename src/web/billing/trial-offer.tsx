import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { billingErrorTexts, PLAN, planText } from '@/shared/billing';
import { userMessage } from '@/web/auth/auth-client';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { publicConfig } from '@/web/lib/public-config';
import { trpc } from '@/web/trpc';
import { reportTrialStarted } from './report-trial-started';
import { announceSubscriptionChange, recheckSubscription, useSubscription } from './subscription';
import { useBillingActions } from './use-billing-actions';

/**
 * Right after the address is confirmed: the trial in one click. The demo provider starts it in
 * place and opens the feed; Stripe opens its checkout (docs/product.md §7: in a new tab), as /pricing does.
 */
export function TrialOffer() {
  const navigate = useNavigate();
  const { user, loading, entitled, trialOffered } = useSubscription();
  const actions = useBillingActions({ checkout: billingErrorTexts.checkoutFailedPricing, portal: billingErrorTexts.portalFailedOther });
  const startInPlace = useMutation(
    trpc.billing.demo.completeCheckout.mutationOptions({
      onSuccess: async () => {
        announceSubscriptionChange();
        const status = await recheckSubscription();
        if (user && status?.access.trial && status.access.trial_until) reportTrialStarted(user.id, status.access.trial_until);
        await navigate({ to: '/news-analysis' });
      },
    }),
  );
  // Only where the server would grant the trial: anyone else has the plan page.
  if (loading || entitled || !trialOffered || !user) return null;
  const demo = publicConfig.billingProvider === 'demo';
  const busy = startInPlace.isPending || actions.busy !== null;

  return (
    <section aria-labelledby="trial-offer-title" className="border-b border-border bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex items-start gap-3">
          <MailCheck className="mt-1 size-6 shrink-0 text-signal" aria-hidden="true" />
          <div>
            <h2 id="trial-offer-title" className="text-lg font-bold">
              Your address is confirmed
            </h2>
            <p className="text-sm text-muted-foreground">
              Try the {PLAN.name} plan free for {PLAN.trialDays} days, no card required. Then {planText.price} per month unless you cancel.
            </p>
          </div>
        </div>
        <div className="grid gap-2 md:justify-items-end">
          <Button variant="hero" size="lg" disabled={busy} onClick={() => (demo ? startInPlace.mutate() : void actions.startCheckout(null, 'trial'))}>
            {busy ? 'Starting…' : `Start your ${planText.trial} free trial`}
          </Button>
          {startInPlace.isError && <Alert tone="error">{userMessage(startInPlace.error)}</Alert>}
          {actions.error && <Alert tone="error">{actions.error}</Alert>}
        </div>
      </div>
    </section>
  );
}
