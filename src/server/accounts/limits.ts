/** The configured rate limits of the account flows, as rules for lib/rate-limits.ts. */
import { EXPORTS_PER_HOUR } from '../../shared/story-export';
import type { Env } from '../env';
import type { EventScope, RateLimitRule } from '../lib/rate-limits';

/** An IPv6 address as its first `groups` groups of 16 bits, written as a prefix; IPv4 (also written as IPv4-mapped IPv6) as it is. */
function addressPrefix(ip: string, groups: 3 | 4): string {
  const address = ip.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('%')[0]?.split('::') ?? [];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const all = [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups];
  return `${all
    .slice(0, groups)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/${groups * 16}`;
}

/**
 * The address a limit counts: an IPv6 client is counted by its /64, the block one subscriber
 * line or host is usually given, or it could try again from each of its 2^64 addresses.
 */
export function limitedAddress(ip: string): string {
  return addressPrefix(ip, 4);
}

/**
 * The network that guesses at one account are counted by: an IPv6 client by its /48, the most a
 * site is usually given. Counted by /64, one /48 is 65,536 addresses, each with guesses of its
 * own, and together they would reach the account's ceiling; counted by /48, a site makes no more
 * guesses at an account than one IPv4 address.
 */
export function guessingNetwork(ip: string): string {
  return addressPrefix(ip, 3);
}

/** Failed password guesses at an account from every address together. */
const accountGuessesKey = (email: string) => `signin:email:${email}`;
/** Failed guesses at an account from one network. E-mail addresses hold no ':', so the prefix names one account's keys only. */
const addressGuessesPrefix = (email: string) => `signin:email:${email}:ip:`;
/** Callers without a known address share one count, so the limit still holds for them. */
const addressGuessesKey = (email: string, ip: string | null) => `${addressGuessesPrefix(email)}${ip ? guessingNetwork(ip) : 'unknown'}`;

/**
 * Password checks (sign-in, password change, account deletion) are limited three ways:
 * - per account and client network (guessingNetwork): the guesses of one network stop that
 *   network, and a stranger cannot spend the owner's attempts from elsewhere;
 * - per client address across accounts: one address spraying a password over many accounts;
 * - per account from all addresses within an hour: guessing spread over many networks. This
 *   ceiling is set above what one network may try in an hour (env.ts refuses less), so it takes
 *   many networks to reach it. Whoever does reach it cannot lock the owner out: the sign-in link
 *   (sign-in-link.ts) gets the owner in past every one of these limits, and a completed password
 *   reset lifts the ceiling.
 */
export function signInRules(env: Env, email: string, ip: string | null): RateLimitRule[] {
  const windowS = env.RATE_LIMIT_SIGNIN_WINDOW_MINUTES * 60;
  return [
    { key: addressGuessesKey(email, ip), limit: env.RATE_LIMIT_SIGNIN_ATTEMPTS, windowS },
    ...(ip ? [{ key: `signin:ip:${limitedAddress(ip)}`, limit: env.RATE_LIMIT_SIGNIN_IP_ATTEMPTS, windowS }] : []),
    { key: accountGuessesKey(email), limit: env.RATE_LIMIT_SIGNIN_ACCOUNT_PER_HOUR, windowS: 3600 },
  ];
}

/**
 * What the right password (or a sign-in link) forgets: the earlier failures of that network at the account. The
 * account-wide count stays, or every sign-in of the owner would hand a distributed guesser a
 * fresh allowance.
 */
export function addressGuessCounters(email: string, ip: string | null): EventScope {
  return { keys: [addressGuessesKey(email, ip)] };
}

/**
 * Every failed guess at the account, from wherever. Forgotten when the password is replaced
 * (a completed reset or a change: the guesses were at the old one) and when the confirmation
 * link signs the owner in, so that proving the mailbox gets the owner past a stranger's guessing.
 */
export function accountGuessCounters(email: string): EventScope {
  return { keys: [accountGuessesKey(email)], keyPrefixes: [addressGuessesPrefix(email)] };
}

/** Per client address, every sign-up, reset and sign-in link request counts, whether or not a mail goes out. */
export function mailRequestRules(env: Env, ip: string | null): RateLimitRule[] {
  return ip ? [{ key: `mail:ip:${limitedAddress(ip)}`, limit: env.RATE_LIMIT_MAIL_IP_PER_HOUR, windowS: 3600 }] : [];
}

/**
 * Which allowance a mail to one address spends. Mails that let the owner in (confirmation, reset,
 * sign-in link) and contract mails (receipts and confirmations of cancellations and withdrawals,
 * which anyone may file for any address) are counted apart: a stranger filing contract requests
 * for the owner's address must not use up the mails that get the owner past a sign-in refusal.
 */
export type MailAllowance = 'access' | 'contract';

const mailKey = (allowance: MailAllowance, email: string) => `${allowance === 'access' ? 'mail' : 'contract-mail'}:email:${email}`;

export function mailRules(env: Env, email: string, ip: string | null, allowance: MailAllowance = 'access'): RateLimitRule[] {
  const key = mailKey(allowance, email);
  return [
    { key, limit: 1, windowS: env.RATE_LIMIT_MAIL_INTERVAL_SECONDS },
    { key, limit: env.RATE_LIMIT_MAIL_PER_HOUR, windowS: 3600 },
    ...mailRequestRules(env, ip),
  ];
}

/** The longest window any rule uses, for pruning old events. */
export function longestWindowS(env: Env): number {
  return Math.max(env.RATE_LIMIT_SIGNIN_WINDOW_MINUTES * 60, env.RATE_LIMIT_MAIL_INTERVAL_SECONDS, 3600);
}

/** Data exports per account: each builds the whole record, so a script cannot hammer it. */
export function accountExportRules(userId: string): RateLimitRule[] {
  return [{ key: `export:user:${userId}`, limit: 5, windowS: 3600 }];
}

/** Story exports per account: each reads up to a year of stories. */
export function storyExportRules(userId: string): RateLimitRule[] {
  return [{ key: `story-export:user:${userId}`, limit: EXPORTS_PER_HOUR, windowS: 3600 }];
}

/** Every counter that names the account, forgotten with it. */
export function accountLimitCounters(user: { id: string; email: string }): EventScope {
  const guesses = accountGuessCounters(user.email);
  return {
    keys: [...guesses.keys, mailKey('access', user.email), mailKey('contract', user.email), `export:user:${user.id}`, `story-export:user:${user.id}`],
    keyPrefixes: guesses.keyPrefixes,
  };
}
