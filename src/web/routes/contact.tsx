import { createFileRoute, Link } from '@tanstack/react-router';
import { Mail } from 'lucide-react';
import { PageHeader } from '@/web/components/page-header';
import { usePageHead } from '@/web/lib/head';
import { publicConfig } from '@/web/lib/public-config';

export const Route = createFileRoute('/contact')({ component: ContactPage });

function ContactPage() {
  usePageHead('Contact', 'How to reach us.');
  const email = publicConfig.supportEmail ?? publicConfig.operator.email;
  return (
    <>
      <PageHeader eyebrow="Contact" title="Contact">
        Breaking news, scored for market impact and explained in seconds.
      </PageHeader>
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
        <div className="flex items-start gap-4 rounded-2xl border border-border bg-card p-6 sm:p-8">
          <Mail className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h2 className="text-xl font-semibold">{email ? 'Write to us' : 'Support'}</h2>
            {/* The answering time is promised only where there is an address to write to. */}
            {email && <p className="mt-1 text-muted-foreground">Support, billing questions and feedback. We usually answer within one business day.</p>}
            {email ? (
              <a href={`mailto:${email}`} className="mt-4 inline-block text-lg font-semibold text-primary underline-offset-4 hover:underline">
                {email}
              </a>
            ) : (
              <p className="mt-4">
                This instance has no support address. Your account, subscription, data export and account deletion are all in{' '}
                <Link to="/settings" className="font-semibold text-primary underline-offset-4 hover:underline">
                  Settings
                </Link>
                .
              </p>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
