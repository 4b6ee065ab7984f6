import { useMutation } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { unsubscribeTexts } from '@/shared/alerts';
import { userMessage } from '@/web/auth/auth-client';
import { PageHeader } from '@/web/components/page-header';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { usePageHead } from '@/web/lib/head';
import { trpc } from '@/web/trpc';

type UnsubscribeSearch = { token?: string };

/** Checked by hand, not with zod (it would join the first page's JavaScript): the server judges the token. */
function parseUnsubscribeSearch(search: Record<string, unknown>): UnsubscribeSearch {
  const token = typeof search.token === 'string' ? search.token.trim() : '';
  return token ? { token } : {};
}

export const Route = createFileRoute('/unsubscribe')({
  validateSearch: parseUnsubscribeSearch,
  component: UnsubscribePage,
});

/**
 * Where the unsubscribe link of an alert mail lands. It asks before it acts: mail scanners open
 * links, so loading the page changes nothing. No sign-in needed: the link's token is enough.
 */
function UnsubscribePage() {
  usePageHead('Stop alert e-mails', 'Turn off the alert e-mails of your account.');
  const { token } = Route.useSearch();
  const unsubscribe = useMutation(trpc.alerts.unsubscribe.mutationOptions());

  let body: ReactNode;
  if (!token) {
    body = (
      <Alert tone="error">
        <span className="inline-flex items-center gap-2">
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
          This link is incomplete. Please open it straight from the e-mail, or sign in and turn e-mail alerts off under Alerts.
        </span>
      </Alert>
    );
  } else if (unsubscribe.isSuccess) {
    body = (
      <Alert tone="success">
        <span className="inline-flex items-center gap-2">
          <CircleCheck className="size-4 shrink-0 text-signal" aria-hidden="true" />
          {unsubscribeTexts.done}
        </span>
      </Alert>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <p className="text-sm">
          You will get no more e-mails about new stories that match your alerts. Your alert rules, your watchlist and the notifications in your browser stay as
          they are.
        </p>
        {unsubscribe.error && <Alert tone="error">{userMessage(unsubscribe.error)}</Alert>}
        <Button
          size="lg"
          className="justify-self-start"
          disabled={unsubscribe.isPending}
          aria-busy={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate({ token })}
        >
          {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
        </Button>
      </div>
    );
  }

  return (
    <>
      <PageHeader eyebrow="Alerts" title="Stop alert e-mails?" />
      <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
        <section className="rounded-2xl border border-border bg-card p-6 shadow-sm" aria-live="polite">
          {body}
        </section>
        <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
          <Link to="/alerts" className="text-primary underline-offset-4 hover:underline">
            Alert settings (sign-in needed)
          </Link>
          <Link to="/" className="text-primary underline-offset-4 hover:underline">
            Back to the home page
          </Link>
        </p>
      </div>
    </>
  );
}
