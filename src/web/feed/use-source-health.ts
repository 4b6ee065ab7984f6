import { useQuery } from '@tanstack/react-query';
import type { SourcesSummary } from '@/server/news/source-health';
import { trpc } from '@/web/trpc';

/** A failing source is read again within minutes: looking once a minute follows it closely enough. */
const SOURCE_HEALTH_REFRESH_MS = 60_000;

export const sourceHealthQueryOptions = () =>
  trpc.sources.summary.queryOptions(undefined, { refetchInterval: SOURCE_HEALTH_REFRESH_MS, staleTime: SOURCE_HEALTH_REFRESH_MS / 2 });

/** The sources' counts for the badge and the empty feed; null until the first answer. */
export function useSourceHealth(): SourcesSummary | null {
  const summary = useQuery(sourceHealthQueryOptions());
  return summary.data ?? null;
}
