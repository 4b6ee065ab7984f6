import { createFileRoute, Outlet, redirect, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { AuthSession } from '@/shared/auth';
import { useSession } from '@/web/auth/use-auth';
import { getSession } from '@/web/lib/session-store';

/**
 * The pages that need a signed-in user (settings, the feed, the demo checkout and portal) sit
 * under this pathless layout. Without a session they send to /auth (docs/product.md §2), which leads back
 * to the page asked for (path, search and hash) once signed in; a recovery
 * session, which a reset link grants to set a new password and nothing else, reaches only
 * /reset-password.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ location }) => {
    const session = getSession();
    if (!session) throw redirect({ to: '/auth', search: { redirect: location.href } });
    if (session.kind !== 'normal') throw redirect({ to: '/reset-password' });
  },
  component: AuthenticatedLayout,
});

const isFull = (session: AuthSession | null) => session?.kind === 'normal';

function AuthenticatedLayout() {
  const session = useSession();
  const router = useRouter();
  const full = isFull(session);
  // Signed out meanwhile (in another tab, say): the guard above runs again and sends away.
  useEffect(() => {
    if (!full) void router.invalidate();
  }, [full, router]);
  return full ? <Outlet /> : null;
}
