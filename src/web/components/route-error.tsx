import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { UNEXPECTED_ERROR_TEXT } from '@/shared/auth';
import { Button } from '@/web/components/ui/button';
import { usePageHead } from '@/web/lib/head';

/**
 * What a page shows when it fails to load or render: the product's unexpected-error text, a retry
 * that loads the page again, and the way home. The error itself goes to the console only.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  usePageHead('Something went wrong');

  useEffect(() => {
    console.error('Route error', error);
  }, [error]);

  return (
    <section role="alert" className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Something went wrong</h1>
      <p className="mt-3 text-muted-foreground">{UNEXPECTED_ERROR_TEXT}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button
          onClick={() => {
            // Loaders and guards run again, then the page renders again.
            void router.invalidate().then(reset);
          }}
        >
          Try again
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </section>
  );
}
