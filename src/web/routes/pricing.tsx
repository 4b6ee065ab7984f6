import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { ArrowRight, Check, CircleCheck, Info, PartyPopper } from 'lucide-react';
import { useEffect } from 'react';
import { billingErrorTexts, PLAN, planText } from '@/shared/billing';
import { safeDestination } from '@/shared/destination';
import { formatDate } from '@/shared/format';
import { track } from '@/web/analytics/track';
import { useSession } from '@/web/auth/use-auth';
import { checkoutLabel, offerLine } from '@/web/billing/offer';
import { planFeatures } from '@/web/billing/plan-features';
import { recheckAfterCheckout } from '@/web/billing/recheck-after-checkout';
import { useSubscription } from '@/web/billing/subscription';
import { shownOffer, useBillingActions } from '@/web/billing/use-billing-actions';
import { PageHeader } from '@/web/components/page-header';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { usePageHead } from '@/web/lib/head';
import { publicConfig } from '@/web/lib/public-config';
import { usePublishersRead } from '@/web/marketing/use-publishers-read';

/** `redirect`: the app page that sent the user here (the premium gate's story link), kept only when safe. */
type PricingSearch = { success?: boolean; canceled?: boolean; redirect?: string };

export const Route = createFileRoute('/pricing')({
  validateSearch: (search: Record<string, unknown>): PricingSearch => {
    const destination = safeDestination(search.redirect);
    return {
      ...(search.success === true || search.success === 'true' ? { success: true } : {}),
      ...(search.canceled === true || search.canceled === 'true' ? { canceled: true } : {}),
      ...(destination ? { redirect: destination } : {}),
    };
  },
  // No subscribed guard here: a subscriber is shown the welcome and the active-plan banner (docs/product.md §2).
  component: PricingPage,
});

const faq = [
  {
    q: 'Can I cancel anytime?',
    a: 'Yes. Cancel in your account at any time; the cancellation takes effect at the end of the current billing period and you keep access until then. There is no pro-rata refund.',
  },
  {
    q: 'How does the free trial work?',
    a: `Every user can try the ${PLAN.name} plan once for ${PLAN.trialDays} days, and no card is required to start. Unless you cancel before it ends, the trial converts into the paid monthly plan; without a payment method it simply pauses.`,
  },
  {
    q: 'How can I pay?',
    a: 'By card or bank transfer, handled by our payment provider. We never see or store your card details.',
  },
  {
    q: 'Is this financial advice?',
    a: 'No. The analyses are generated automatically and are market information only, not financial or investment advice.',
  },
];

function PricingPage() {
  usePageHead('Pricing', `One plan at ${planText.price} per month with a ${planText.trial} free trial, no card required. Cancel anytime.`);
  const { success, canceled, redirect: destination } = Route.useSearch();
  const session = useSession();
  const signedIn = session?.kind === 'normal';
  const userId = signedIn ? session.user.id : null;
  const { entitled, subscribed, subscriptionTier, subscriptionEnd, hasTrialAccess, trialEndDate, trialOffered } = useSubscription();
  const actions = useBillingActions({ checkout: billingErrorTexts.checkoutFailedPricing, portal: billingErrorTexts.portalFailedOther });
  const features = planFeatures(usePublishersRead());

  useEffect(() => track('SubscriptionViewed'), []);

  useEffect(() => {
    if (success && userId) recheckAfterCheckout();
  }, [success, userId]);

  const endDate = subscriptionEnd ?? trialEndDate;

  return (
    <>
      <PageHeader eyebrow="Pricing" title="One plan. Every insight.">
        {entitled ? `${planText.price} per month, cancel anytime.` : offerLine(trialOffered)}
      </PageHeader>
      <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-10 sm:px-6">
        {/* The welcome is for whom the server says has the trial or plan, not for anyone with the link. */}
        {success && entitled && (
          <Alert tone="success" className="flex flex-wrap items-center justify-between gap-3">
            <span className="flex items-start gap-3">
              <PartyPopper className="mt-0.5 size-5 shrink-0 text-signal" aria-hidden="true" />
              <span>
                <strong>
                  Welcome to {publicConfig.appName} {PLAN.name}!
                </strong>{' '}
                {hasTrialAccess && !subscribed
                  ? `Your ${planText.trial} free trial is active. Enjoy the live news analysis.`
                  : 'Your subscription is active. Enjoy the live news analysis.'}
              </span>
            </span>
            <ContinueLink destination={destination} />
          </Alert>
        )}
        {canceled && (
          <Alert tone="info" className="flex items-start gap-3">
            <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>Subscription canceled. You can try again anytime!</span>
          </Alert>
        )}
        {entitled && (
          <Alert tone="success" className="flex flex-wrap items-center justify-between gap-3">
            <span className="flex items-start gap-3">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-signal" aria-hidden="true" />
              <span>
                Your <strong>{subscribed && subscriptionTier === PLAN.tier ? PLAN.name : `${PLAN.name} trial`}</strong> is active
                {endDate && (
                  <>
                    {' '}
                    until <strong className="tabular">{formatDate(endDate)}</strong>
                  </>
                )}
                .
              </span>
            </span>
            <span className="flex flex-wrap gap-2">
              {destination && !success && <ContinueLink destination={destination} />}
              <Button variant="outline" size="sm" onClick={() => void actions.openPortal()} disabled={actions.busy !== null}>
                Manage Subscription
              </Button>
            </span>
          </Alert>
        )}
        {actions.error && <Alert tone="error">{actions.error}</Alert>}

        <div className="grid items-start gap-6 lg:grid-cols-[1.1fr_1fr]">
          <section
            aria-labelledby="plan-title"
            className="relative overflow-hidden rounded-2xl border-2 border-primary/60 bg-card p-6 shadow-xl shadow-primary/10 sm:p-8"
          >
            {/* In the flow, not over the corner: on narrow phones the badge wraps below the title. */}
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <h2 id="plan-title" className="text-xl font-bold">
                {PLAN.name} Plan
              </h2>
              {trialOffered && (
                <span className="rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary-text">{planText.trial} free trial</span>
              )}
            </div>
            <p className="mt-4 flex items-baseline gap-1.5">
              <span className="text-5xl font-bold tracking-tight tabular">{planText.price}</span>
              <span className="text-muted-foreground">/ month</span>
            </p>
            <p className="mt-2 text-sm text-muted-foreground">Billed monthly in EUR. Cancel anytime.</p>
            <ul className="mt-6 grid gap-3">
              {features.map((feature) => (
                <li key={feature} className="flex items-start gap-3 text-sm">
                  <Check className="mt-0.5 size-4 shrink-0 text-signal" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            <div className="mt-8">
              {entitled ? (
                <Button size="xl" variant="outline" className="w-full" onClick={() => void actions.openPortal()} disabled={actions.busy !== null}>
                  Manage Subscription
                </Button>
              ) : signedIn ? (
                <Button
                  size="xl"
                  variant="hero"
                  className="w-full"
                  onClick={() => void actions.startCheckout(destination ?? null, shownOffer(trialOffered))}
                  disabled={actions.busy !== null || trialOffered === null}
                >
                  {actions.busy === 'checkout' ? 'Opening checkout…' : trialOffered === null ? 'Loading your offer…' : checkoutLabel(trialOffered)}
                </Button>
              ) : (
                <Button asChild size="xl" variant="hero" className="w-full">
                  <Link to="/auth" search={{ mode: 'signup' }}>
                    Start Free Trial
                  </Link>
                </Button>
              )}
            </div>
            {publicConfig.billingProvider === 'demo' && <p className="mt-3 text-center text-xs font-medium text-gold">Demo mode — no payment is taken.</p>}
          </section>

          <section aria-labelledby="faq-title">
            <h2 id="faq-title" className="text-xl font-bold">
              Frequently asked questions
            </h2>
            <div className="mt-4 grid gap-3">
              {faq.map((item) => (
                <details key={item.q} className="group rounded-xl border border-border bg-card p-4 open:shadow-sm">
                  <summary className="cursor-pointer list-none font-semibold marker:hidden [&::-webkit-details-marker]:hidden">
                    <span className="flex items-center justify-between gap-3">
                      {item.q}
                      <span aria-hidden="true" className="text-muted-foreground transition-transform group-open:rotate-45">
                        +
                      </span>
                    </span>
                  </summary>
                  <p className="mt-2 text-sm text-muted-foreground">{item.a}</p>
                </details>
              ))}
            </div>
          </section>
        </div>
      </div>
    </>
  );
}

/** Back to the page the plan was opened from (a story behind the premium gate), or to the live feed. */
function ContinueLink({ destination }: { destination: string | undefined }) {
  const navigate = useNavigate();
  return (
    <Button asChild variant="hero" size="sm">
      {destination ? (
        // The destination holds its own search and hash: the router follows it as a whole href.
        <a
          href={destination}
          onClick={(event) => {
            event.preventDefault();
            void navigate({ href: destination });
          }}
        >
          Continue where you left off <ArrowRight />
        </a>
      ) : (
        <Link to="/news-analysis">
          Open the live feed <ArrowRight />
        </Link>
      )}
    </Button>
  );
}
