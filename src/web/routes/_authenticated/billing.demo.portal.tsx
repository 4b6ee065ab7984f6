import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PLAN } from '@/shared/billing';
import { formatDate } from '@/shared/format';
import { userMessage } from '@/web/auth/auth-client';
import { DemoBanner } from '@/web/billing/demo-banner';
import { recheckSubscription } from '@/web/billing/subscription';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { usePageHead } from '@/web/lib/head';
import { trpc } from '@/web/trpc';

export const Route = createFileRoute('/_authenticated/billing/demo/portal')({
  component: DemoPortalPage,
});

const statusLabels: Record<string, string> = {
  trialing: 'Trial',
  active: 'Active',
  paused: 'Paused (no payment method)',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
};

/** The demo provider's customer portal: cancel at period end, resume, add a card, cancel now. */
function DemoPortalPage() {
  usePageHead('Manage subscription (demo)', 'Demo customer portal: no payment is taken.');
  const queryClient = useQueryClient();
  const portal = useQuery(trpc.billing.demo.portal.queryOptions());
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.billing.demo.portal.queryKey() });
    await recheckSubscription();
  };
  const setCancel = useMutation(trpc.billing.demo.setCancelAtPeriodEnd.mutationOptions({ onSuccess }));
  const addCard = useMutation(trpc.billing.demo.addPaymentMethod.mutationOptions({ onSuccess }));
  const cancelNow = useMutation(trpc.billing.demo.cancelNow.mutationOptions({ onSuccess }));
  const failure = setCancel.error ?? addCard.error ?? cancelNow.error;
  const busy = setCancel.isPending || addCard.isPending || cancelNow.isPending;
  const subscription = portal.data?.subscription;
  const live = subscription && subscription.status !== 'canceled';

  return (
    <section className="mx-auto grid w-full max-w-lg gap-6 px-4 py-12">
      <DemoBanner />
      <div className="rounded-2xl border border-border bg-card p-6 shadow-xl sm:p-8">
        <p className="text-sm font-medium text-muted-foreground">Manage subscription</p>
        <h1 className="mt-1 text-2xl font-bold">{PLAN.name} Plan</h1>
        {portal.isPending ? (
          <div className="mt-6 h-24 animate-pulse rounded-lg bg-muted" role="status" aria-label="Loading" />
        ) : portal.isError ? (
          <Alert tone="error" className="mt-6">
            {userMessage(portal.error)}
          </Alert>
        ) : !subscription ? (
          <p className="mt-6 text-sm text-muted-foreground">You have no subscription yet.</p>
        ) : (
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Status</dt>
            <dd className="font-medium">{statusLabels[subscription.status] ?? subscription.status}</dd>
            {subscription.trialEnd && subscription.status === 'trialing' && (
              <>
                <dt className="text-muted-foreground">Trial ends</dt>
                <dd className="tabular">{formatDate(subscription.trialEnd)}</dd>
              </>
            )}
            {subscription.currentPeriodEnd && subscription.status === 'active' && (
              <>
                <dt className="text-muted-foreground">{subscription.cancelAtPeriodEnd ? 'Ends' : 'Renews'}</dt>
                <dd className="tabular">{formatDate(subscription.currentPeriodEnd)}</dd>
              </>
            )}
            <dt className="text-muted-foreground">Payment method</dt>
            <dd>{subscription.hasPaymentMethod ? 'Demo card •••• 4242' : 'None'}</dd>
            <dt className="text-muted-foreground">Renewal</dt>
            <dd>{subscription.cancelAtPeriodEnd ? 'Cancelled at period end' : 'On'}</dd>
          </dl>
        )}
        {failure && (
          <Alert tone="error" className="mt-4">
            {userMessage(failure)}
          </Alert>
        )}
        {live && (
          <div className="mt-8 grid gap-2">
            {subscription.cancelAtPeriodEnd ? (
              <Button variant="default" disabled={busy} onClick={() => setCancel.mutate({ cancel: false })}>
                Resume subscription
              </Button>
            ) : (
              <Button variant="outline" disabled={busy} onClick={() => setCancel.mutate({ cancel: true })}>
                Cancel at period end
              </Button>
            )}
            {!subscription.hasPaymentMethod && (
              <Button variant="financial" disabled={busy} onClick={() => addCard.mutate()}>
                Add payment method (demo card)
              </Button>
            )}
            <Button variant="destructive" disabled={busy} onClick={() => cancelNow.mutate()}>
              Cancel immediately
            </Button>
          </div>
        )}
      </div>
      <p className="text-center text-sm">
        <Link to="/settings" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to Settings
        </Link>
      </p>
    </section>
  );
}
