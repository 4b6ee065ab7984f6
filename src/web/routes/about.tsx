import { createFileRoute, Link } from '@tanstack/react-router';
import { Eye, GraduationCap, LineChart, Timer, Users, Zap } from 'lucide-react';
import { PLAN } from '@/shared/billing';
import { PageHeader } from '@/web/components/page-header';
import { usePageHead } from '@/web/lib/head';
import { publicConfig } from '@/web/lib/public-config';

export const Route = createFileRoute('/about')({ component: AboutPage });

const audiences = [
  { icon: Zap, title: 'Active and day traders', text: 'Who need to know within seconds whether a headline matters for the positions they hold.' },
  { icon: LineChart, title: 'Swing traders', text: 'Who look for catalysts that move a market over days, not minutes.' },
  { icon: GraduationCap, title: 'Research-driven investors', text: 'Who want the fundamental context and the historical precedent behind the news.' },
];

const reasons = [
  { icon: Timer, title: 'Speed and clarity', text: 'One score, one confidence level and the affected markets, seconds after the news breaks.' },
  { icon: LineChart, title: 'Fundamental context', text: 'Historical patterns and the mechanism from news to prices, explained in plain words.' },
  {
    icon: Eye,
    title: 'Transparency',
    text: 'Every analysis says how it was made: generated automatically, with its reasoning shown. It is market information, not advice.',
  },
  { icon: Users, title: 'Simple onboarding', text: `Sign up with an e-mail address and try everything for ${PLAN.trialDays} days, no card required.` },
];

function AboutPage() {
  usePageHead('About', 'Who the product is for and why: speed, clarity, context and transparency.');
  const name = publicConfig.appName;
  return (
    <>
      <PageHeader eyebrow="About" title="About">
        {name} turns fast-moving economic and political news into scored, readable trading insight.
      </PageHeader>
      <div className="mx-auto grid w-full max-w-5xl gap-14 px-4 py-12 sm:px-6">
        <section aria-labelledby="who">
          <h2 id="who" className="text-2xl font-bold tracking-tight">
            Who It's For
          </h2>
          <div className="mt-6 grid gap-4 sm:grid-cols-3">
            {audiences.map(({ icon: Icon, title, text }) => (
              <div key={title} className="rounded-xl border border-border bg-card p-5">
                <Icon className="size-5 text-primary" aria-hidden="true" />
                <h3 className="mt-3 font-semibold">{title}</h3>
                <p className="mt-1.5 text-sm text-muted-foreground">{text}</p>
              </div>
            ))}
          </div>
        </section>
        <section aria-labelledby="why">
          <h2 id="why" className="text-2xl font-bold tracking-tight">
            Why {name}
          </h2>
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            {reasons.map(({ icon: Icon, title, text }) => (
              <div key={title} className="flex gap-4 rounded-xl border border-border bg-card p-5">
                <Icon className="mt-0.5 size-5 shrink-0 text-signal" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1.5 text-sm text-muted-foreground">{text}</p>
                </div>
              </div>
            ))}
          </div>
        </section>
        <p className="text-sm text-muted-foreground">
          Historical patterns are measured on public daily price history. Source: U.S. Energy Information Administration (WTI and Brent spot prices). VIX data:
          Cboe (VIX is a trademark of Cboe Exchange, Inc.).
        </p>
        <section aria-labelledby="contact" className="rounded-2xl border border-border bg-card p-6 sm:p-8">
          <h2 id="contact" className="text-2xl font-bold tracking-tight">
            Contact
          </h2>
          <p className="mt-2 text-muted-foreground">
            Questions, feedback or press: we read every message. See the{' '}
            <Link to="/contact" className="font-medium text-primary underline-offset-4 hover:underline">
              contact page
            </Link>
            .
          </p>
        </section>
      </div>
    </>
  );
}
