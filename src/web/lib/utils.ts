import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. Unlike the usual shadcn `cn` there is no tailwind-merge (8 KB gzip on
 * first paint): primitives keep their own box classes and callers add only layout classes.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
