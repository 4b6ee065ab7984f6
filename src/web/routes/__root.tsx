import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { pixelConfigured } from '@/web/analytics/consent';
import { track } from '@/web/analytics/track';
import { NotFoundPage } from '@/web/components/not-found-page';
import { toastStore } from '@/web/lib/toast';
import type { RouterContext } from '@/web/query-client';
import { Footer } from '@/web/shell/footer';
import { PageTransition } from '@/web/shell/page-transition';
import { TopBar } from '@/web/shell/top-bar';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

const ConsentBanner = lazy(() => import('@/web/analytics/consent-banner'));
const Toaster = lazy(() => import('@/web/components/ui/toaster'));

/** The toaster's code loads with the first toast and then stays. */
function LazyToaster() {
  const hasToasts = useSyncExternalStore(toastStore.subscribe, () => toastStore.getSnapshot().length > 0);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (hasToasts) setNeeded(true);
  }, [hasToasts]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  // docs/product.md §7: page views.
  useEffect(() => {
    if (pathname) track('ViewContent', { path: pathname });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <TopBar />
      <main id="main" className="flex flex-1 flex-col">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <Footer />
      <LazyToaster />
      {pixelConfigured() && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
    </div>
  );
}
