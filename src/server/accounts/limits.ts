/** The configured rate limits of the account flows, as rules for rate-limits.ts. */
import type { Env } from '../env';
import type { RateLimitRule } from './rate-limits';

export function signInRules(env: Env, email: string, ip: string | null): RateLimitRule[] {
  const windowS = env.RATE_LIMIT_SIGNIN_WINDOW_MINUTES * 60;
  return [
    { key: `signin:email:${email}`, limit: env.RATE_LIMIT_SIGNIN_ATTEMPTS, windowS },
    ...(ip ? [{ key: `signin:ip:${ip}`, limit: env.RATE_LIMIT_SIGNIN_IP_ATTEMPTS, windowS }] : []),
  ];
}

/** Per client address, every sign-up and reset request counts, whether or not a mail goes out. */
export function mailRequestRules(env: Env, ip: string | null): RateLimitRule[] {
  return ip ? [{ key: `mail:ip:${ip}`, limit: env.RATE_LIMIT_MAIL_IP_PER_HOUR, windowS: 3600 }] : [];
}

export function mailRules(env: Env, email: string, ip: string | null): RateLimitRule[] {
  return [
    { key: `mail:email:${email}`, limit: 1, windowS: env.RATE_LIMIT_MAIL_INTERVAL_SECONDS },
    { key: `mail:email:${email}`, limit: env.RATE_LIMIT_MAIL_PER_HOUR, windowS: 3600 },
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

/** Every counter that names the account, forgotten with it. */
export function accountLimitKeys(user: { id: string; email: string }): string[] {
  return [`signin:email:${user.email}`, `mail:email:${user.email}`, `export:user:${user.id}`];
}
