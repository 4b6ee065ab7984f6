import { Link, useRouterState } from '@tanstack/react-router';
import { Check, Crown } from 'lucide-react';
import { planText } from '@/shared/billing';
import { Button } from '@/web/components/ui/button';
import { premiumFeatures } from './plan-features';
import { useSubscription } from './subscription';

/** docs/product.md §2: what a signed-in user without access sees instead of the feed. */
export function PremiumGate() {
  // The trial only where the checkout would grant it (the server's offer rule).
  const { trialOffered } = useSubscription();
  // The page behind the gate (a story from an alert, say) is offered again once the plan is active.
  const here = useRouterState({ select: (state) => state.location.href });
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-[linear-gradient(135deg,#f6cf6b,var(--gold))] text-[#241703] shadow-lg shadow-gold/25">
        <Crown className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">Premium Feature</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        The live news analysis is for subscribers.{' '}
        {trialOffered ? `Start your ${planText.trial} free trial to see every score as it happens.` : 'Subscribe to see every score as it happens.'}
      </p>
      <ul className="mt-8 grid gap-3 text-left">
        {premiumFeatures.map((feature) => (
          <li key={feature} className="flex items-start gap-3">
            <Check className="mt-0.5 size-5 shrink-0 text-signal" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Button asChild variant="premium" size="xl" className="mt-10">
        <Link to="/pricing" search={{ redirect: here }}>
          Get Premium Now
        </Link>
      </Button>
      <p className="mt-4 text-sm text-muted-foreground">Only {planText.price} per month • Cancel anytime</p>
    </section>
  );
}
