/**
 * A local DNS server (UDP on 127.0.0.1) whose answers a test sets round by round: enough to play
 * a name that rebinds, answering one address to the first question and another to the next, as
 * an attacker's name server does. `resolve` asks it for a name's IPv4 and IPv6 addresses, the way
 * the server's own resolver would ask the system's.
 */
import { createSocket } from 'node:dgram';
import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { ResolveHost } from '@/server/push/endpoint-guard';

const A = 1;
const AAAA = 28;
const NXDOMAIN = 3;

export type FakeDns = {
  /** Every question asked, in order. */
  questions: { name: string; type: 'A' | 'AAAA' | number }[];
  /**
   * Answers the questions about `name`: the first question of each type gets the first round's
   * addresses of that family, the second the second round's, and so on; the last round repeats.
   */
  answer(name: string, ...rounds: string[][]): void;
  /** A name's addresses from this server, IPv4 first; a name it does not know fails as unknown. */
  resolve: ResolveHost;
  stop(): Promise<void>;
};

/** An IPv6 address as its 16 bytes (hex groups, with or without one `::`, perhaps ending in an IPv4 address). */
function ipv6Bytes(address: string): Buffer {
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const [a = 0, b = 0, c = 0, d = 0] = dotted ? dotted.slice(2).map(Number) : [];
  const text = dotted ? `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}` : address;
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - (tail === undefined ? 0 : groups(tail).length);
  const all = [...groups(head), ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...groups(tail ?? '')];
  const bytes = Buffer.alloc(16);
  for (const [index, group] of all.entries()) bytes.writeUInt16BE(Number.parseInt(group, 16), index * 2);
  return bytes;
}

/** One answer record for the question's name (a pointer to offset 12), with no caching (TTL 0). */
function record(type: number, address: string): Buffer {
  const data = type === A ? Buffer.from(address.split('.').map(Number)) : ipv6Bytes(address);
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0);
  head.writeUInt16BE(type, 2);
  head.writeUInt16BE(1, 4);
  head.writeUInt32BE(0, 6);
  head.writeUInt16BE(data.length, 10);
  return Buffer.concat([head, data]);
}

export async function startFakeDns(): Promise<FakeDns> {
  const answers = new Map<string, string[][]>();
  const asked = new Map<string, number>();
  const questions: FakeDns['questions'] = [];
  const socket = createSocket('udp4');

  socket.on('message', (query, sender) => {
    const labels: string[] = [];
    let at = 12;
    while (query[at]) {
      const length = query[at] ?? 0;
      labels.push(query.subarray(at + 1, at + 1 + length).toString('latin1'));
      at += length + 1;
    }
    const type = query.readUInt16BE(at + 1);
    const questionEnd = at + 5;
    const name = labels.join('.').toLowerCase();
    questions.push({ name, type: type === A ? 'A' : type === AAAA ? 'AAAA' : type });
    const rounds = answers.get(name);
    const key = `${name} ${type}`;
    const round = asked.get(key) ?? 0;
    asked.set(key, round + 1);
    const family = type === A ? 4 : type === AAAA ? 6 : 0;
    const addresses = (rounds?.[Math.min(round, rounds.length - 1)] ?? []).filter((address) => isIP(address) === family);
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    // A response, authoritative, recursion desired and available; an unknown name is NXDOMAIN.
    header.writeUInt16BE(0x8580 | (rounds ? 0 : NXDOMAIN), 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(addresses.length, 6);
    socket.send(Buffer.concat([header, query.subarray(12, questionEnd), ...addresses.map((address) => record(type, address))]), sender.port, sender.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));

  const resolver = new Resolver();
  resolver.setServers([`127.0.0.1:${socket.address().port}`]);

  return {
    questions,
    answer(name, ...rounds) {
      answers.set(name.toLowerCase(), rounds);
    },
    async resolve(hostname) {
      const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
      const addresses = [...(v4.status === 'fulfilled' ? v4.value : []), ...(v6.status === 'fulfilled' ? v6.value : [])];
      if (addresses.length === 0) throw new Error(`${hostname} is not known`);
      return addresses;
    },
    stop: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
