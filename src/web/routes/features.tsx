import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowRight, Check, Gauge, History, Layers, Radio, ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { type PublishersRead, sourcesClaim } from '@/shared/public-config';
import { track } from '@/web/analytics/track';
import { useSession } from '@/web/auth/use-auth';
import { checkoutLabel, offerLine } from '@/web/billing/offer';
import { impactScoreShown } from '@/web/billing/plan-features';
import { SubscribedGuard } from '@/web/billing/subscribed-guard';
import { useSubscription } from '@/web/billing/subscription';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { usePageHead } from '@/web/lib/head';
import { featureExampleViews } from '@/web/marketing/feature-examples';
import { usePublishersRead } from '@/web/marketing/use-publishers-read';

export const Route = createFileRoute('/features')({
  component: () => (
    <SubscribedGuard>
      <FeaturesPage />
    </SubscribedGuard>
  ),
});

/** `intro`: null while the page still asks what this instance reads. */
type Feature = { icon: typeof Gauge; title: string; intro: string | null; benefits: string[]; example: ReactNode };

const features: Feature[] = [
  {
    icon: Gauge,
    title: 'Impact Score (-10 to 10)',
    intro: 'Every story with a market event gets one number for how hard and in which direction it should move the instrument it touches most.',
    benefits: [
      `Shown ${impactScoreShown}`,
      'Colour-coded: red from 7, yellow from 4, green below',
      'A story with no market event says “Not scored”, never 0.0',
    ],
    example: <featureExampleViews.impactScore />,
  },
  {
    icon: Layers,
    title: 'Affected Markets',
    intro: 'See at once where a headline lands: stocks, bonds, currencies, commodities or crypto, and which symbols.',
    benefits: [
      'Market labels from the kind of news',
      'Tickers, currency pairs and indices picked out of the text, each with its own score',
      'Filter the feed by the markets you trade',
    ],
    example: <featureExampleViews.affectedMarkets />,
  },
  {
    icon: History,
    title: 'Historical Patterns',
    intro: 'How have markets tended to react to this type of event? Context you would otherwise dig for.',
    benefits: [
      'The usual reaction of each kind of instrument to this type of event',
      'Worded as a general tendency, without invented dates or figures',
      'Possible pathways from here',
    ],
    example: <featureExampleViews.historicalPatterns />,
  },
  {
    icon: ShieldCheck,
    title: 'Confidence Level',
    intro: 'High, Medium or Low, from the size of the score, so you know how much weight to give it.',
    benefits: ['High from 8, Medium from 5, Low below', 'Clear wording, no false precision', 'Every analysis is labelled as automated'],
    example: <featureExampleViews.confidence />,
  },
];

/** What this instance reads, so the page never claims sources it does not have: none until a feed has answered. */
function realTimeNews(read: PublishersRead | null): Feature {
  const claim = read ? sourcesClaim(read) : null;
  return {
    icon: Radio,
    title: claim ? `Real-time News from ${claim}` : 'Real-time News',
    intro:
      read === null
        ? null
        : claim
          ? 'Financial publishers, central banks and statistics offices, read continuously and scored as the news breaks.'
          : 'This instance shows built-in sample stories while no publisher feed answers; each is scored as it appears.',
    benefits: ['New stories appear live, without a reload', 'The same story from several outlets is shown once', 'The feed refreshes itself every minute'],
    example: (
      <>
        A payrolls surprise published by three outlets within minutes appears once, marked <em>3 outlets</em>, seconds after the first.
      </>
    ),
  };
}

function FeaturesPage() {
  const read = usePublishersRead();
  const claim = read ? sourcesClaim(read) : null;
  usePageHead('Features', `Impact score, affected markets, historical patterns, confidence level and real-time news${claim ? ` from ${claim}` : ''}.`);
  const session = useSession();
  const { trialOffered } = useSubscription();
  useEffect(() => track('FeatureViewed'), []);
  return (
    <>
      <PageHeader eyebrow="Features" title="From headline to trading insight in seconds">
        Five things every story comes with, so you can act on the news instead of reading it twice.
      </PageHeader>
      <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-12 sm:px-6">
        {[...features, realTimeNews(read)].map(({ icon: Icon, title, intro, benefits, example }) => (
          <section
            key={title}
            aria-labelledby={`feature-${title}`}
            className="grid gap-6 rounded-2xl border border-border bg-card p-6 sm:p-8 lg:grid-cols-[1.2fr_1fr]"
          >
            <div>
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h2 id={`feature-${title}`} className="mt-3 text-xl font-bold tracking-tight sm:text-2xl">
                {title}
              </h2>
              {intro && <p className="mt-2 text-muted-foreground">{intro}</p>}
              <ul className="mt-4 grid gap-2">
                {benefits.map((benefit) => (
                  <li key={benefit} className="flex items-start gap-2.5 text-sm">
                    <Check className="mt-0.5 size-4 shrink-0 text-signal" aria-hidden="true" />
                    {benefit}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-xl border border-dashed border-border bg-muted/60 p-5 text-sm leading-relaxed">
              <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">Example</p>
              <p className="mt-2">{example}</p>
            </div>
          </section>
        ))}
        <section className="mt-4 rounded-2xl bg-[linear-gradient(135deg,var(--primary),color-mix(in_oklab,var(--primary)_55%,var(--signal)))] p-8 text-center text-white sm:p-12">
          <h2 className="text-2xl font-bold sm:text-3xl">See it on today’s news</h2>
          <p className="mx-auto mt-2 max-w-xl text-white/85">{offerLine(trialOffered)}</p>
          <Button asChild size="xl" variant="secondary" className="mt-6">
            {session?.kind === 'normal' ? (
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
      </div>
    </>
  );
}
