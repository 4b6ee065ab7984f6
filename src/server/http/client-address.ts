/**
 * Where a request comes from, for the per-address rate limits and the development routes.
 *
 * Every proxy appends the address it received the request from to X-Forwarded-For, so with n
 * trusted proxies in front of the app the client is the n-th entry from the right. Entries
 * further left were written by the client and are never believed. This is Express's numeric
 * `trust proxy`; with no header (a request that bypassed the proxies) the socket peer counts.
 */
export function clientAddress(socketAddress: string | null, forwardedFor: string | null, trustedHops: number): string | null {
  if (trustedHops === 0 || !forwardedFor) return socketAddress;
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return socketAddress;
  // Fewer entries than proxies: the furthest one is as close to the client as we can get.
  return entries[Math.max(0, entries.length - trustedHops)] ?? socketAddress;
}

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6. */
export function isLoopback(address: string | null): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
