import { useSyncExternalStore } from 'react';

/** Whether a media query matches now, re-rendering when that changes. */
function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Wide enough for two panes of stories side by side (Tailwind's xl). */
export const useWideScreen = () => useMediaQuery('(min-width: 1280px)');

/** Narrower than Tailwind's sm: a phone. */
export const usePhoneScreen = () => useMediaQuery('(max-width: 639.98px)');
