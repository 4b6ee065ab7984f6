import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { ArrowRight, Gauge, History, Layers, Radio, ShieldCheck, Timer, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { getSession, onAuthStateChange } from '@/web/auth/session-store';
import { useSession } from '@/web/auth/use-auth';
import { useSubscription } from '@/web/billing/use-subscription';
import { confidenceOf, formatImpact, impactLevel } from '@/shared/impact';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { usePageHead } from '@/web/lib/head';

export const Route = createFileRoute('/')({ component: HomePage });

/** Spec §2 Home: the outlets the product reads. */
const newsSources = ['CNBC', 'Bloomberg', 'Reuters', 'Financial Times', 'MarketWatch', 'Wall Street Journal', 'BBC Business'];

const sample = {
  headline: 'ECB signals faster rate cuts as euro-area inflation cools to 1.9%',
  publisher: 'Reuters',
  date: '11/21/2026 09:42',
  score: -0.74,
  markets: ['Bond Market', 'Currency', 'Forex'],
  symbols: ['EUR/USD', 'BUND'],
  patterns:
    'The last three times the ECB pivoted dovish ahead of the Fed (2014, 2019, 2024), EUR/USD fell 1.5–3% over the following two weeks and Bund yields dropped 15–30 bp.',
  analysis:
    'Markets had priced two cuts by mid-2027; guidance now implies three. Expect pressure on the euro, a bid for duration and relief for rate-sensitive European equities. A hawkish surprise in US data is the main risk to the scenario.',
};

const levelClass = { high: 'text-impact-high', medium: 'text-impact-medium', low: 'text-impact-low' } as const;

function SampleAnalysisCard() {
  const [open, setOpen] = useState(false);
  const level = impactLevel(sample.score);
  return (
    <article className="relative rounded-xl border border-border bg-card p-5 text-left shadow-xl shadow-black/5 sm:p-6">
      <div className="flex items-center justify-between gap-3 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1.5 font-medium">
          <span className="size-1.5 rounded-full bg-signal" aria-hidden="true" />
          {sample.publisher}
        </span>
        <time className="tabular">{sample.date}</time>
      </div>
      <h3 className="mt-3 text-lg font-semibold leading-snug">{sample.headline}</h3>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-xs text-muted-foreground">Impact score</dt>
          <dd className={cn('mt-1 font-mono text-2xl font-bold tabular', levelClass[level])}>
            {formatImpact(sample.score)}
            <span className="text-sm font-medium text-muted-foreground">/10</span>
          </dd>
        </div>
        <div className="rounded-lg bg-muted p-3">
          <dt className="text-xs text-muted-foreground">Confidence</dt>
          <dd className="mt-1 text-2xl font-bold">{confidenceOf(sample.score)}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-1.5">
        {sample.markets.map((market) => (
          <span key={market} className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium">
            {market}
          </span>
        ))}
        {sample.symbols.map((symbol) => (
          <span key={symbol} className="rounded-full bg-primary/10 px-2.5 py-0.5 font-mono text-xs font-semibold text-primary">
            {symbol}
          </span>
        ))}
      </div>
      {open && (
        <div id="sample-details" className="mt-4 space-y-3 border-t border-border pt-4 text-sm leading-relaxed">
          <div>
            <h4 className="font-semibold">Historical patterns</h4>
            <p className="mt-1 text-muted-foreground">{sample.patterns}</p>
          </div>
          <div>
            <h4 className="font-semibold">Analysis</h4>
            <p className="mt-1 text-muted-foreground">{sample.analysis}</p>
          </div>
        </div>
      )}
      <button
        type="button"
        className="mt-3 rounded text-sm font-semibold text-primary underline-offset-4 hover:underline"
        aria-expanded={open}
        aria-controls="sample-details"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Show Less' : 'Learn More'}
      </button>
    </article>
  );
}

const features = [
  { icon: Gauge, title: 'Impact Score', text: 'Every headline rated from -10 to 10, so you see at a glance what moves markets.' },
  { icon: Layers, title: 'Affected Markets', text: 'Stocks, bonds, currencies, commodities or crypto: know where the move lands.' },
  { icon: History, title: 'Historical Patterns', text: 'How markets reacted the last times a similar story broke.' },
  { icon: ShieldCheck, title: 'Confidence Level', text: 'High, Medium or Low: how strongly the evidence supports the call.' },
];

const benefits = [
  { icon: Timer, title: 'Faster decisions', text: 'From headline to insight in seconds, not after the move.' },
  { icon: Zap, title: 'Less noise', text: 'Scores separate the market-moving from the merely loud.' },
  { icon: Radio, title: 'Always live', text: 'The feed updates in real time while you watch.' },
  { icon: ShieldCheck, title: 'Transparent reasoning', text: 'Every score comes with the reasoning behind it.' },
];

/** Spec §2 Home: a reset link, a token in the hash with a session, or a recovery event lead to /reset-password. */
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

function HomePage() {
  usePageHead('Home', 'AI news impact analysis for traders: every economic and political headline scored, mapped to markets and explained in seconds.');
  useRecoveryRedirect();
  const session = useSession();
  const signedIn = session?.kind === 'normal';
  const { entitled } = useSubscription();
  return (
    <>
      <section className="relative overflow-hidden border-b border-border bg-grid">
        <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--primary)_18%,transparent),transparent_60%)]" />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
              <span className="size-1.5 animate-pulse rounded-full bg-signal motion-reduce:animate-none" aria-hidden="true" />
              Live AI analysis of market-moving news
            </p>
            <h1 className="mt-5 text-balance text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
              Know what the news means for markets <span className="text-primary">before the chart does.</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted-foreground">
              Every economic and political headline scored for impact, mapped to the markets it moves, and explained
              with historical patterns, in seconds.
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
            <p className="mt-4 text-sm text-muted-foreground">7-day free trial · no card required · then €19.99/month</p>
          </div>
          <SampleAnalysisCard />
        </div>
      </section>

      <section aria-label="News sources" className="group overflow-hidden border-b border-border bg-card/50 py-5">
        <p className="sr-only">News from sources such as {newsSources.join(', ')}.</p>
        <div
          aria-hidden="true"
          className="flex w-max animate-marquee gap-12 whitespace-nowrap text-sm font-semibold text-muted-foreground group-hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-x-8 motion-reduce:gap-y-2"
        >
          {[...newsSources, ...newsSources].map((source, index) => (
            <span key={`${source}-${index}`} className={index >= newsSources.length ? 'motion-reduce:hidden' : undefined}>
              {source}
            </span>
          ))}
        </div>
      </section>

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

      <section className="border-y border-border bg-card/50">
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
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">Start your 7-day free trial. Cancel anytime.</p>
        <Button asChild variant="hero" size="xl" className="mt-8">
          {entitled ? (
            <Link to="/news-analysis">
              Open the live feed <ArrowRight />
            </Link>
          ) : signedIn ? (
            <Link to="/pricing">
              Start Free Trial <ArrowRight />
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
