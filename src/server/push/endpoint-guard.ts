/**
 * Which push endpoints the server will send to. A subscription's endpoint is a URL the browser
 * hands us and the server later POSTs to, so in production it must be a public https host: a
 * private, loopback or link-local address (named directly or resolved from a name) is refused,
 * or any user could make the server reach internal services. The name is resolved once per send
 * and the send connects to the addresses checked (send-push.ts). Outside production, plain http
 * to this machine is allowed too, for a local push service in tests.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { pushTexts } from '../../shared/push';
import { AppError } from '../errors';

const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  internal.addSubnet(network, prefix, 'ipv4');
// Besides the private, link-local and multicast blocks: the forms that carry an IPv4 address
// inside (IPv4-compatible, NAT64, 6to4, Teredo), which a relay could turn into an internal one,
// and blocks that are never a public host (discard, the old site-local).
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(network, prefix, 'ipv6');

/** A URL's host name without an IPv6 literal's brackets. */
export const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  return family === 0 ? false : internal.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const isLocalName = (host: string) => host === 'localhost' || /\.(localhost|local|internal|lan|home\.arpa)$/.test(host) || !host.includes('.');
const isLoopbackHost = (host: string) => host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** Throws the user's error when the server may not send to this endpoint. */
export function checkPushEndpoint(endpoint: string, { production }: { production: boolean }): URL {
  const url = new URL(endpoint);
  const host = bare(url.hostname);
  const allowed =
    url.username === '' &&
    url.password === '' &&
    (url.protocol === 'https:'
      ? !production || (!isInternalAddress(host) && !isLocalName(host))
      : url.protocol === 'http:' && !production && isLoopbackHost(host));
  if (!allowed) throw new AppError('BAD_REQUEST', pushTexts.insecureEndpoint);
  return url;
}

/** A host name's addresses, as a resolver answers them. */
export type ResolveHost = (hostname: string) => Promise<readonly string[]>;

/** The system's resolver (hosts file, then DNS), in the order it prefers. */
const systemResolve: ResolveHost = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map(({ address }) => address);

/**
 * Resolves the endpoint's host once, before each send, to the addresses the send may connect to.
 * The send connects to these and never asks for the name again: a name that answered a public
 * address here and an internal one a moment later (DNS rebinding) would otherwise turn the push
 * inward. In production every address must be public; one internal address refuses the endpoint.
 */
export async function pushAddresses(endpoint: URL, { production, resolve = systemResolve }: { production: boolean; resolve?: ResolveHost }): Promise<string[]> {
  const host = bare(endpoint.hostname);
  const addresses = isIP(host) ? [host] : [...(await resolve(host))];
  if (addresses.length === 0 || !addresses.every((address) => isIP(address))) throw new Error(`${host} resolves to no address`);
  if (production && addresses.some(isInternalAddress)) throw new Error('the endpoint resolves to an internal address');
  return addresses;
}
