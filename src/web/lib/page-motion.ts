/**
 * docs/product.md §2 page transition. The animation library is loaded on first use, so it never weighs
 * on the first paint.
 */
const DURATION = 0.4;
const OFFSET = 20;

const loadAnimate = () => import('./animate').then((module) => module.animate);

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Fade out, move 20px up, scale to 1.02. */
export async function playPageExit(element: HTMLElement): Promise<void> {
  const animate = await loadAnimate();
  await animate(element, { opacity: 0, y: -OFFSET, scale: 1.02 }, { duration: DURATION, ease: 'anticipate' });
}

/** Fade in, move up from 20px below, scale 0.98 to 1. */
export async function playPageEnter(element: HTMLElement): Promise<void> {
  const animate = await loadAnimate();
  await animate(element, { opacity: [0, 1], y: [OFFSET, 0], scale: [0.98, 1] }, { duration: DURATION, ease: 'anticipate' });
}
