import { PremiumGate } from '@/web/billing/premium-gate';
import { useSubscription } from '@/web/billing/subscription';

/** The paid pages (the feed, a story): a placeholder while access is checked, the Premium gate without it (docs/product.md §2). */
export function EntitledOnly({ title, children }: { title: string; children: React.ReactNode }) {
  const { loading, entitled } = useSubscription();
  if (loading) {
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-16" role="status">
        <h1 className="sr-only">{title}</h1>
        <div className="h-8 w-64 animate-pulse rounded bg-muted" />
        <div className="mt-8 grid gap-4">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-36 animate-pulse rounded-xl bg-muted" />
          ))}
        </div>
        <span className="sr-only">Checking your subscription…</span>
      </div>
    );
  }
  if (!entitled) return <PremiumGate />;
  return <>{children}</>;
}
