import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Footer } from '@/web/components/layout/footer';
import { PageTransition } from '@/web/components/layout/page-transition';
import { TopBar } from '@/web/components/layout/top-bar';
import { NotFoundPage } from '@/web/components/not-found-page';
import { Toaster } from '@/web/components/ui/toaster';
import type { RouterContext } from '@/web/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
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
      <Toaster />
    </div>
  );
}
