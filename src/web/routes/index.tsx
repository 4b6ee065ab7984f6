import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { ArrowRight, Gauge, History, Layers, Radio, ShieldCheck, Timer, Zap } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { planText } from '@/shared/billing';
import { pendingAuthLink } from '@/web/auth/boot';
import { useSession } from '@/web/auth/use-auth';
import { checkoutLabel } from '@/web/billing/offer';
import { useSubscription } from '@/web/billing/subscription';
import { Button } from '@/web/components/ui/button';
import { usePageHead } from '@/web/lib/head';
import { publicConfig } from '@/web/lib/public-config';
import { getSession, onAuthStateChange } from '@/web/lib/session-store';
import { SampleAnalysisCard } from '@/web/marketing/sample-card';
import { usePublishersRead } from '@/web/marketing/use-publishers-read';

export const Route = createFileRoute('/')({ component: HomePage });

// Lazy: shown only right after an address is confirmed, and it brings the checkout code with it.
const TrialOffer = lazy(() => import('@/web/billing/trial-offer').then((module) => ({ default: module.TrialOffer })));

/** The claim of the hero's badge: what scores the news on this instance. */
const analysisClaim = publicConfig.analysis === 'ai' ? 'Live AI analysis of market-moving news' : 'Live rules-based analysis of market-moving news';

const features = [
  { icon: Gauge, title: 'Impact Score', text: 'Impact from 0 to 10 with its direction, bullish or bearish, so you see at a glance what moves markets.' },
  { icon: Layers, title: 'Affected Markets', text: 'Stocks, bonds, currencies, commodities or crypto: know where the move lands.' },
  { icon: History, title: 'Historical Patterns', text: 'How markets have tended to react to this type of event.' },
  { icon: ShieldCheck, title: 'Confidence Level', text: 'High, Medium or Low, from the strength of the score.' },
];

const benefits = [
  { icon: Timer, title: 'Faster decisions', text: 'From headline to insight in seconds, not after the move.' },
  { icon: Zap, title: 'Less noise', text: 'Scores separate the market-moving from the merely loud.' },
  { icon: Radio, title: 'Always live', text: 'The feed updates in real time while you watch.' },
  { icon: ShieldCheck, title: 'Transparent reasoning', text: 'Every score comes with the reasoning behind it.' },
];

/** docs/product.md §2 Home: a reset link, a token in the hash with a session, or a recovery event lead to /reset-password. */
function useRecoveryRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const hash = window.location.hash;
    if (hash.includes('type=recovery') || (hash.includes('access_token') && getSession())) {
      void navigate({ to: '/reset-password' });
    }
    return onAuthStateChange((event) => {
      if (event === 'PASSWORD_RECOVERY') void navigate({ to: '/reset-password' });
    });
  }, [navigate]);
}

/** The page was opened from the confirmation mail and the address is now confirmed. */
function useJustConfirmed(): boolean {
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    let live = true;
    void pendingAuthLink.then((outcome) => {
      if (live && outcome?.kind === 'confirmed') setConfirmed(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return confirmed;
}

/**
 * docs/product.md §2 Home: the outlets whose feeds have answered on this instance, by name; none
 * while the sample stories run. The band keeps its height while the server is asked.
 */
function NewsSourcesBand() {
  const read = usePublishersRead();
  if (!read) return <div className="min-h-15 border-b border-border bg-card/50" />;
  const { publishers, feeds } = read;
  if (publishers.length > 0) {
    return (
      <section aria-label="News sources" className="group overflow-hidden border-b border-border bg-card/50 py-5">
        <p className="sr-only">News from sources such as {publishers.join(', ')}.</p>
        <div
          aria-hidden="true"
          className="flex w-max animate-marquee gap-12 whitespace-nowrap text-sm font-semibold text-muted-foreground group-hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-x-8 motion-reduce:gap-y-2"
        >
          {[...publishers, ...publishers].map((source, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the doubled list is fixed; the index tells the two copies apart
            <span key={`${source}-${index}`} className={index >= publishers.length ? 'motion-reduce:hidden' : undefined}>
              {source}
            </span>
          ))}
        </div>
      </section>
    );
  }
  return (
    <section aria-label="News sources" className="border-b border-border bg-card/50 px-4 py-5 text-center text-sm text-muted-foreground">
      {feeds > 0
        ? `News from ${feeds} publisher ${feeds === 1 ? 'feed' : 'feeds'}, scored as it is published.`
        : 'This instance runs a demonstration feed: bundled sample stories, published one by one, while no publisher feed answers.'}
    </section>
  );
}

function HomePage() {
  usePageHead('Home', 'News impact analysis for traders: every economic and political headline scored, mapped to markets and explained in seconds.');
  useRecoveryRedirect();
  const session = useSession();
  const signedIn = session?.kind === 'normal';
  const { entitled, trialOffered } = useSubscription();
  const justConfirmed = useJustConfirmed();
  return (
    <>
      {justConfirmed && (
        <Suspense fallback={null}>
          <TrialOffer />
        </Suspense>
      )}
      <section className="relative overflow-hidden border-b border-border bg-grid">
        <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--primary)_18%,transparent),transparent_60%)]" />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
              <span className="size-1.5 animate-pulse rounded-full bg-signal motion-reduce:animate-none" aria-hidden="true" />
              {analysisClaim}
            </p>
            <h1 className="mt-5 text-balance text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
              Know what the news means for markets <span className="text-primary">before the chart does.</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted-foreground">
              Economic and political headlines scored for impact, mapped to the markets they move, and explained with historical patterns, in seconds.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              {entitled && (
                <Button asChild variant="hero" size="xl">
                  <Link to="/news-analysis">
                    View News Analysis <ArrowRight />
                  </Link>
                </Button>
              )}
              {!signedIn && (
                <Button asChild variant="hero" size="xl">
                  <Link to="/auth" search={{ mode: 'signup' }}>
                    Get Started <ArrowRight />
                  </Link>
                </Button>
              )}
              {!entitled && (
                <Button asChild variant="outline" size="xl">
                  <Link to="/features">Discover Features</Link>
                </Button>
              )}
            </div>
            <p className="mt-4 text-sm text-muted-foreground">
              {trialOffered ? `${planText.trial} free trial · no card required · then ${planText.price}/month` : `${planText.price}/month · cancel anytime`}
            </p>
          </div>
          <SampleAnalysisCard />
        </div>
      </section>

      <NewsSourcesBand />

      <section className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Everything a headline means, on one card</h2>
        <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-xl border border-border bg-card p-5">
              <Icon className="size-5 text-primary" aria-hidden="true" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{text}</p>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="benefits-title" className="border-y border-border bg-card/50">
        {/* The benefit cards' h3s belong to a section of their own, not to the feature cards' heading above. */}
        <h2 id="benefits-title" className="sr-only">
          Why traders use it
        </h2>
        <div className="mx-auto grid max-w-6xl gap-4 px-4 py-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
          {benefits.map(({ icon: Icon, title, text }) => (
            <div key={title}>
              <Icon className="size-5 text-signal" aria-hidden="true" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="mx-auto w-full max-w-6xl px-4 py-20 text-center sm:px-6">
        <h2 className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">Trade the news with context</h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
          {trialOffered ? `Start your ${planText.trial} free trial. Cancel anytime.` : `${planText.price} per month. Cancel anytime.`}
        </p>
        <Button asChild variant="hero" size="xl" className="mt-8">
          {entitled ? (
            <Link to="/news-analysis">
              Open the live feed <ArrowRight />
            </Link>
          ) : signedIn ? (
            <Link to="/pricing">
              {checkoutLabel(trialOffered)} <ArrowRight />
            </Link>
          ) : (
            <Link to="/auth" search={{ mode: 'signup' }}>
              Start Free Trial <ArrowRight />
            </Link>
          )}
        </Button>
      </section>
    </>
  );
}
