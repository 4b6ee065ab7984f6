import { useQuery } from '@tanstack/react-query';
import type { PublishersRead } from '@/shared/public-config';
import { trpc } from '@/web/trpc';

/**
 * The publishers this instance may name, asked of the server rather than written into the page:
 * a publisher is named only once one of its feeds has answered, which happens after the start.
 * Null until the answer (the pages then claim nothing); a minute old at most.
 */
export function usePublishersRead(): PublishersRead | null {
  const read = useQuery(trpc.sources.publishers.queryOptions(undefined, { staleTime: 60_000 }));
  return read.data ?? null;
}
