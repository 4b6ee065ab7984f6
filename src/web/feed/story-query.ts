/** A story's query, for its page and the page's route loader; apart from the page, so the loader asks without waiting for the page's code. */
import { trpc } from '@/web/trpc';

/** The story a page address names, or null for an address that names none. */
export function storyIdOf(id: string): number | null {
  const storyId = /^\d{1,15}$/.test(id) ? Number(id) : 0;
  return storyId > 0 ? storyId : null;
}

/**
 * Not retried, on a refusal nor when the page mounts after one: the route's loader has just
 * asked, and the page's Try again asks once more.
 */
export const storyQueryOptions = (id: number) => trpc.feed.story.queryOptions({ id }, { retry: false, retryOnMount: false });
