import { useMutation } from '@tanstack/react-query';
import { CalendarClock, Crown } from 'lucide-react';
import { useState } from 'react';
import { billingErrorTexts, PLAN, planText } from '@/shared/billing';
import { formatDate } from '@/shared/format';
import { userMessage } from '@/web/auth/auth-client';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/web/components/ui/dialog';
import { toast } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';
import { trpc } from '@/web/trpc';
import { recheckSubscription, useSubscription } from './subscription';
import { shownOffer, useBillingActions } from './use-billing-actions';

function StatusBadge({ status }: { status: 'Active' | 'Trial Phase' | 'Inactive' }) {
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
        status === 'Active' && 'bg-signal/15 text-signal',
        status === 'Trial Phase' && 'bg-primary/15 text-primary-text',
        status === 'Inactive' && 'bg-muted text-muted-foreground',
      )}
    >
      {status}
    </span>
  );
}

/**
 * docs/product.md §2 Settings subscription card: Active, Trial Phase (with or without cancellation), or
 * neither. The two trial texts are German, as §2 asks (the contract's own language), and so are their
 * dates; everything else is in the UI's English, with English dates.
 */
export function SubscriptionCard() {
  const { subscribed, subscriptionTier, subscriptionEnd, cancelAtPeriodEnd, hasTrialAccess, trialEndDate, trialOffered, loading } = useSubscription();
  const actions = useBillingActions({ checkout: billingErrorTexts.checkoutFailedSettings, portal: billingErrorTexts.portalFailedSettings });
  const status = subscribed ? 'Active' : hasTrialAccess ? 'Trial Phase' : 'Inactive';

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>Subscription</CardTitle>
        {!loading && <StatusBadge status={status} />}
      </CardHeader>
      <CardContent className="grid gap-4">
        {loading ? (
          <div className="h-16 animate-pulse rounded-lg bg-muted" role="status" aria-label="Loading subscription" />
        ) : subscribed ? (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <span className="inline-flex items-center gap-1.5 rounded-full bg-[linear-gradient(135deg,#f6cf6b,var(--gold))] px-3 py-1 text-xs font-bold text-[#241703]">
                <Crown className="size-3.5" aria-hidden="true" /> {subscriptionTier === PLAN.tier ? PLAN.name : subscriptionTier}
              </span>
              {subscriptionEnd && (
                <span className="text-sm text-muted-foreground">
                  {cancelAtPeriodEnd ? 'Ends on' : 'Renews on'} <span className="tabular">{formatDate(subscriptionEnd)}</span>
                </span>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              {cancelAtPeriodEnd && <ResumeButton />}
              <Button variant="outline" onClick={() => void actions.openPortal()} disabled={actions.busy !== null}>
                Manage Subscription
              </Button>
            </div>
          </>
        ) : hasTrialAccess && cancelAtPeriodEnd ? (
          <div className="grid gap-2">
            <p className="text-sm">Ihr Abonnement wird nicht verlängert. Sie behalten den vollen Zugang bis zum Ende der Testphase.</p>
            {trialEndDate && (
              <p className="flex items-center gap-2 text-sm font-medium">
                <CalendarClock className="size-4 text-primary" aria-hidden="true" />
                Testphase endet am <span className="tabular">{formatDate(trialEndDate, 'de')}</span>
              </p>
            )}
            {/* The way back: the cancellation can be taken back while the trial runs. */}
            <div className="mt-2 flex flex-wrap gap-2">
              <ResumeButton />
              <Button variant="outline" onClick={() => void actions.openPortal()} disabled={actions.busy !== null}>
                Manage Subscription
              </Button>
            </div>
          </div>
        ) : hasTrialAccess ? (
          <>
            <p className="text-sm">
              Sie nutzen die kostenlose {planText.trialDe} Testphase
              {trialEndDate && (
                <>
                  {' '}
                  bis zum <span className="tabular font-medium">{formatDate(trialEndDate, 'de')}</span>
                </>
              )}
              . Danach wird Ihr Abonnement automatisch für {planText.priceDe} pro Monat fortgesetzt, sofern Sie nicht vorher kündigen. Ohne hinterlegte
              Zahlungsmethode pausiert es stattdessen.
            </p>
            <div className="flex flex-wrap gap-2">
              <EndTrialButton />
              <Button variant="outline" onClick={() => void actions.openPortal()} disabled={actions.busy !== null}>
                Manage Subscription
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              You have no active subscription. Start the {PLAN.name} plan for {planText.price} per month to see the live news analysis.
            </p>
            <div>
              <Button variant="hero" onClick={() => void actions.startCheckout(null, shownOffer(trialOffered))} disabled={actions.busy !== null}>
                {actions.busy === 'checkout' ? 'Opening checkout…' : 'Start Subscription'}
              </Button>
            </div>
          </>
        )}
        {actions.error && <Alert tone="error">{actions.error}</Alert>}
      </CardContent>
    </Card>
  );
}

/** Takes back a cancellation at the end of the period, in place, with either provider. */
function ResumeButton() {
  const resume = useMutation(
    trpc.billing.resume.mutationOptions({
      onSuccess: async () => {
        toast('Subscription resumed', { description: 'Your subscription will renew as usual.', tone: 'success' });
        await recheckSubscription();
      },
      onError: (error) => toast(userMessage(error), { tone: 'error' }),
    }),
  );
  return (
    <Button variant="hero" onClick={() => resume.mutate()} disabled={resume.isPending}>
      {resume.isPending ? 'Resuming…' : 'Resume subscription'}
    </Button>
  );
}

function EndTrialButton() {
  const [open, setOpen] = useState(false);
  const endTrial = useMutation(
    trpc.billing.endTrial.mutationOptions({
      onSuccess: async () => {
        setOpen(false);
        toast('Trial phase ended', { description: 'Your access to the news analysis has ended.' });
        await recheckSubscription();
      },
      onError: (error) => {
        console.error('end trial failed', error);
        toast(billingErrorTexts.endTrialFailed, { tone: 'error' });
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="destructive">End Trial Phase</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>End the trial phase now?</DialogTitle>
          <DialogDescription>
            Your trial ends immediately and you lose access to the news analysis. This cannot be undone: the free trial can only be used once.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep my trial</Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => endTrial.mutate()} disabled={endTrial.isPending}>
            {endTrial.isPending ? 'Ending…' : 'End Trial Phase'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
