/**
 * The route a request is counted under in the metrics: a fixed label, never the raw URL, so
 * that ids in paths and invented paths cannot create new series.
 */
const TRPC_PREFIX = '/trpc/';

export function routeLabeller(options: { procedures: Iterable<string>; exactPaths: Iterable<string> }) {
  const procedures = new Set(options.procedures);
  const exact = new Set(options.exactPaths);
  return (pathname: string, status: number): string => {
    if (pathname.startsWith(TRPC_PREFIX)) {
      const names = pathname.slice(TRPC_PREFIX.length).split(',');
      if (!names.every((name) => procedures.has(name))) return '/trpc/(unknown)';
      return names.length === 1 ? pathname : '/trpc/(batch)';
    }
    if (exact.has(pathname)) return pathname;
    if (status === 404) return '(not found)';
    if (pathname.startsWith('/assets/')) return '/assets/*';
    return '(page or public file)';
  };
}
