import { useRouter, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { playPageEnter, playPageExit, prefersReducedMotion } from '@/web/lib/page-motion';

/**
 * Wraps every page. Navigation to another path waits for the old page's exit animation
 * (a history blocker that never blocks), then the new page enters and the window scrolls
 * to the top.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const router = useRouter();
  const container = useRef<HTMLDivElement>(null);
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const isFirstPage = useRef(true);

  useEffect(
    () =>
      router.history.block({
        enableBeforeUnload: false,
        blockerFn: async ({ currentLocation, nextLocation }) => {
          const element = container.current;
          if (element && currentLocation.pathname !== nextLocation.pathname && !prefersReducedMotion()) {
            await playPageExit(element).catch(() => {});
          }
          return false;
        },
      }),
    [router],
  );

  useLayoutEffect(() => {
    if (pathname === undefined) return;
    window.scrollTo(0, 0);
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    const element = container.current;
    if (!element) return;
    if (prefersReducedMotion()) {
      element.style.opacity = '';
      element.style.transform = '';
      return;
    }
    // Hidden before paint so the new page never flashes in before its entrance.
    element.style.opacity = '0';
    void playPageEnter(element).catch(() => {
      element.style.opacity = '';
    });
  }, [pathname]);

  return (
    <div ref={container} className="flex flex-1 flex-col">
      {children}
    </div>
  );
}
