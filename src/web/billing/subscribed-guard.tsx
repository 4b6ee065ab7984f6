import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useSubscription } from './subscription';

/**
 * docs/product.md §2 guard: shows its page while the status loads or the user is not subscribed; once
 * loaded and subscribed, replaces the current history entry with the target.
 */
export function SubscribedGuard({ children, target = '/news-analysis' }: { children: ReactNode; target?: '/news-analysis' }) {
  const { loading, subscribed } = useSubscription();
  const navigate = useNavigate();
  useEffect(() => {
    if (!loading && subscribed) void navigate({ to: target, replace: true });
  }, [loading, subscribed, target, navigate]);
  return <>{children}</>;
}
