import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from '@/web/components/ui/button';
import { usePageHead } from '@/web/lib/head';

/** docs/product.md §2 404: the attempted path goes to the console. */
export function NotFoundPage() {
  const pathname = useLocation({ select: (location) => location.pathname });
  usePageHead('Page not found');

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-6 py-24 text-center">
      <p className="font-mono text-sm font-semibold tracking-widest text-primary">404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-3 text-muted-foreground">
        There is nothing at <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm">{pathname}</code>.
      </p>
      <Button asChild variant="default" className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
