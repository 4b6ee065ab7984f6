/**
 * Answers of the API can carry personal data (the account, its export, sessions, the outbox of
 * development mails): no browser, proxy or CDN may keep a copy. Static files set their own cache.
 */
const API_PREFIXES = ['/trpc/', '/api/', '/dev/'];

export function isApiPath(pathname: string): boolean {
  return pathname === '/trpc' || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** `no-store`, keeping the `no-transform` a stream asks of proxies (they must not buffer it). */
export function noStore(cacheControl: string | null): string {
  return cacheControl?.includes('no-transform') ? 'no-store, no-transform' : 'no-store';
}
