/**
 * Which push endpoints the server will send to. A subscription's endpoint is a URL the browser
 * hands us and the server later POSTs to, so in production it must be a public https host: a
 * private, loopback or link-local address (named directly or resolved from a name) is refused,
 * or any user could make the server reach internal services. Outside production, plain http to
 * this machine is allowed too, for a local push service in tests.
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
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(network, prefix, 'ipv6');

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

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

/** Before each send in production: the name must still resolve only to public addresses. */
export async function resolvesToPublicAddresses(endpoint: URL): Promise<boolean> {
  const host = bare(endpoint.hostname);
  if (isIP(host)) return !isInternalAddress(host);
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    return addresses.length > 0 && addresses.every(({ address }) => !isInternalAddress(address));
  } catch {
    return false;
  }
}
