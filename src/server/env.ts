/**
 * The only reader of the process environment. Every setting is validated here once, empty
 * strings count as unset, and the rest of the server receives typed values.
 */
import { z } from 'zod';

const unsetIfEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A variable that may be left unset or empty. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(unsetIfEmpty, schema.optional());
}

/** A variable with a default, written as it would be in the environment, used when it is unset or empty. */
function withDefault<T extends z.ZodType>(schema: T, fallback: string | number) {
  return z.preprocess((value) => unsetIfEmpty(value) ?? fallback, schema);
}

// Messages never quote the value: a Postgres URL carries a password.
const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
  .refine((value) => URL.canParse(value) && new URL(value).hostname !== '', {
    message: 'is not a valid URL (percent-encode special characters in the user name and password)',
  });

/** Proxies in front of the app: "false" = none, "true" = one, or their number. */
const proxyHops = z
  .string()
  .trim()
  .regex(/^(true|false|\d{1,2})$/i, 'must be false, true (one proxy) or the number of proxies in front of the app')
  .transform((value) => (/^true$/i.test(value) ? 1 : /^false$/i.test(value) ? 0 : Number(value)));

const positiveInt = z.coerce.number().int().positive();

const envSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), 3000),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  APP_NAME: withDefault(z.string().trim().min(1).max(60), 'Impactwire'),
  DATABASE_URL: optional(postgresUrl),
  DATA_DIR: withDefault(z.string(), './data'),
  LOG_LEVEL: withDefault(z.enum(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  /** Unset: no /metrics. Set: /metrics answers `Authorization: Bearer <this token>` only. */
  METRICS_TOKEN: optional(z.string().regex(/^\S{16,}$/, 'must be at least 16 characters without spaces (e.g. openssl rand -hex 32)')),
  /**
   * How many proxies in front of the app append to X-Forwarded-For; the client address is the
   * entry that many places from the right (what the client itself writes is never believed).
   */
  TRUST_PROXY: withDefault(proxyHops, 'false'),
  /** /dev/outbox and /dev/news: "local" (loopback clients only), "public" or "off"; always off in production. */
  DEV_ROUTES: withDefault(z.enum(['local', 'public', 'off']), 'local'),

  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
  MAIL_FROM: optional(z.string().min(3)),

  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret or restricted key')),
  STRIPE_WEBHOOK_SECRET: optional(z.string().startsWith('whsec_', 'must start with whsec_')),
  STRIPE_PRICE_ID: optional(z.string().startsWith('price_', 'must start with price_')),
  /** The demo payment provider is off in production unless this says otherwise. */
  BILLING_DEMO_IN_PRODUCTION: withDefault(z.stringbool(), 'false'),
  /** Support address: shown on the contact page and told of contract cancellations. */
  SUPPORT_EMAIL: optional(z.email()),
  /** The operator's legal details, shown in the legal notice and privacy policy. */
  OPERATOR_NAME: optional(z.string().trim().max(200)),
  /** Postal address; separate lines with "|" (e.g. "Musterstraße 1|10115 Berlin|Germany"). */
  OPERATOR_ADDRESS: optional(z.string().trim().max(500)),
  OPERATOR_PHONE: optional(z.string().trim().max(60)),
  OPERATOR_EMAIL: optional(z.email()),
  OPERATOR_WEBSITE: optional(z.url()),
  /** Value-added-tax id (USt-IdNr.), only if the operator has one. */
  OPERATOR_VAT_ID: optional(z.string().trim().max(40)),
  /** Meta (Facebook) pixel id; unset: no pixel and no consent banner. */
  META_PIXEL_ID: optional(z.string().regex(/^\d{5,20}$/, 'must be the numeric pixel id')),

  /**
   * Unset: the bundled publisher list, with the sample stories until one of its feeds answers (in
   * tests: the sample stories alone). "curated": the list alone. "sample": the sample stories
   * alone. Or feed URLs separated by commas or spaces.
   */
  NEWS_FEEDS: optional(
    z
      .string()
      .transform((value) => (value.trim() === 'curated' || value.trim() === 'sample' ? value.trim() : value.split(/[\s,]+/).filter(Boolean)))
      .pipe(z.union([z.literal('curated'), z.literal('sample'), z.array(z.url({ protocol: /^https?$/ })).min(1)])),
  ),
  DEMO_PUBLISH_SECONDS: withDefault(z.coerce.number().int().min(1).max(86_400), 45),
  /** How often each real feed is polled (each on its own schedule, with jitter). */
  INGEST_INTERVAL_SECONDS: withDefault(z.coerce.number().int().min(10).max(86_400), 60),
  ANTHROPIC_API_KEY: optional(z.string().min(10)),
  ANTHROPIC_MODEL: withDefault(z.string().min(3), 'claude-haiku-4-5'),
  /** Another endpoint for the Anthropic API (a gateway or proxy); unset is Anthropic's own. */
  ANTHROPIC_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  /** At most this many AI analyses per hour; beyond it the offline analyzer scores the news. */
  AI_ANALYSES_PER_HOUR: withDefault(z.coerce.number().int().min(0), 300),
  /** Restricts the feed to these publisher domains (comma-separated); unset shows all. */
  FEED_SOURCE_DOMAINS: optional(
    z.string().transform((value) =>
      value
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((d) => d.toLowerCase().replace(/^www\./, '')),
    ),
  ),

  /**
   * Web Push's application-server key pair, base64url, as `npx web-push generate-vapid-keys` prints them: both or
   * neither. Neither: outside production a pair is made once and kept in the database; in
   * production push is off.
   */
  VAPID_PUBLIC_KEY: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be the 65-byte public key in base64url (87 characters)'),
  ),
  VAPID_PRIVATE_KEY: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the 32-byte private key in base64url (43 characters)'),
  ),
  /** Who push services may contact about this sender; unset: SUPPORT_EMAIL, else PUBLIC_URL when https, else no-reply at its host. */
  VAPID_SUBJECT: optional(
    z
      .string()
      .trim()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL'),
  ),

  /** Unset: no intraday prices (no 15-minute or 1-hour readings). */
  TWELVE_DATA_API_KEY: optional(z.string().trim().min(8)),
  TWELVE_DATA_BASE_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://api.twelvedata.com'),
  /** The plan's API credits; the defaults are the free plan's. */
  TWELVE_DATA_REQUESTS_PER_MINUTE: withDefault(positiveInt, 8),
  TWELVE_DATA_REQUESTS_PER_DAY: withDefault(positiveInt, 800),
  /** Unset: on when STOOQ_API_KEY is set, outside tests. */
  STOOQ_ENABLED: optional(z.stringbool()),
  STOOQ_API_KEY: optional(z.string().trim().min(4)),
  STOOQ_BASE_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://stooq.com'),
  /** Keyless official price sources; unset: on outside tests. */
  COINBASE_ENABLED: optional(z.stringbool()),
  COINBASE_BASE_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://api.exchange.coinbase.com'),
  ECB_ENABLED: optional(z.stringbool()),
  ECB_BASE_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://data-api.ecb.europa.eu'),
  US_TREASURY_ENABLED: optional(z.stringbool()),
  US_TREASURY_BASE_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://home.treasury.gov'),
  /** The shipped volatility and oil series refreshed from their sources (oil with EIA_API_KEY from its publisher's API, else from the St. Louis Fed's copy); unset: on outside tests. */
  SERIES_REFRESH_ENABLED: optional(z.stringbool()),
  CBOE_BASE_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://cdn.cboe.com'),
  EIA_API_KEY: optional(z.string().trim().min(8)),
  EIA_BASE_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://api.eia.gov'),
  FRED_BASE_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://fred.stlouisfed.org'),

  RATE_LIMIT_SIGNIN_ATTEMPTS: withDefault(positiveInt, 5),
  RATE_LIMIT_SIGNIN_IP_ATTEMPTS: withDefault(positiveInt, 20),
  RATE_LIMIT_SIGNIN_WINDOW_MINUTES: withDefault(positiveInt, 15),
  /** Failed sign-ins per account from all addresses together within an hour; see signInRules. */
  RATE_LIMIT_SIGNIN_ACCOUNT_PER_HOUR: withDefault(positiveInt, 50),
  RATE_LIMIT_MAIL_INTERVAL_SECONDS: withDefault(positiveInt, 60),
  RATE_LIMIT_MAIL_PER_HOUR: withDefault(positiveInt, 5),
  RATE_LIMIT_MAIL_IP_PER_HOUR: withDefault(positiveInt, 20),
});

type RawEnv = z.infer<typeof envSchema>;

export type Env = Omit<
  RawEnv,
  'PUBLIC_URL' | 'MAIL_FROM' | 'STOOQ_ENABLED' | 'COINBASE_ENABLED' | 'ECB_ENABLED' | 'US_TREASURY_ENABLED' | 'SERIES_REFRESH_ENABLED'
> & {
  /** Whether daily closes are fetched from Stooq. */
  STOOQ_ENABLED: boolean;
  /** Whether each keyless price source is used (by default: outside tests). */
  COINBASE_ENABLED: boolean;
  ECB_ENABLED: boolean;
  US_TREASURY_ENABLED: boolean;
  SERIES_REFRESH_ENABLED: boolean;
  /** Origin the site is reached at, without a trailing slash. */
  PUBLIC_URL: string;
  /** Sender of every mail, e.g. "Impactwire <no-reply@example.com>". */
  MAIL_FROM: string;
  isProduction: boolean;
};

/** An invalid configuration: each problem names its variable and never repeats its value. */
export class EnvError extends Error {
  constructor(
    readonly problems: string[],
    readonly settings: string[],
  ) {
    super(`invalid configuration: ${problems.join('; ')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const names = result.error.issues.map((issue) => issue.path.join('.') || 'environment');
    throw new EnvError(
      result.error.issues.map((issue, index) => `${names[index]}: ${issue.message}`),
      [...new Set(names)],
    );
  }
  const raw = result.data;
  const stripeParts = [raw.STRIPE_SECRET_KEY, raw.STRIPE_WEBHOOK_SECRET, raw.STRIPE_PRICE_ID];
  if (stripeParts.some(Boolean) && !stripeParts.every(Boolean)) {
    throw new EnvError(
      ['STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID: set all three to use Stripe, or none'],
      ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'],
    );
  }
  if (Boolean(raw.VAPID_PUBLIC_KEY) !== Boolean(raw.VAPID_PRIVATE_KEY)) {
    throw new EnvError(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both to use Web Push, or neither'], ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY']);
  }
  // At or below what one network (an IPv4 address or an IPv6 /48) may try in an hour, a single stranger could reach the ceiling.
  const onePerHour = raw.RATE_LIMIT_SIGNIN_ATTEMPTS * Math.ceil(60 / raw.RATE_LIMIT_SIGNIN_WINDOW_MINUTES);
  if (raw.RATE_LIMIT_SIGNIN_ACCOUNT_PER_HOUR <= onePerHour) {
    throw new EnvError(
      [
        `RATE_LIMIT_SIGNIN_ACCOUNT_PER_HOUR: must be above ${onePerHour}, the sign-in attempts one address may make in an hour ` +
          '(RATE_LIMIT_SIGNIN_ATTEMPTS per RATE_LIMIT_SIGNIN_WINDOW_MINUTES), or a single network could reach the ceiling of an account alone',
      ],
      ['RATE_LIMIT_SIGNIN_ACCOUNT_PER_HOUR', 'RATE_LIMIT_SIGNIN_ATTEMPTS', 'RATE_LIMIT_SIGNIN_WINDOW_MINUTES'],
    );
  }
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  return {
    ...raw,
    PUBLIC_URL: publicUrl,
    MAIL_FROM: raw.MAIL_FROM ?? `${raw.APP_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    isProduction: raw.NODE_ENV === 'production',
    // Stooq now answers keyless clients with a web page, and tests must never reach the network.
    STOOQ_ENABLED: raw.STOOQ_ENABLED ?? (raw.STOOQ_API_KEY !== undefined && raw.NODE_ENV !== 'test'),
    // The keyless sources are on by default, except under tests, which never reach the network.
    COINBASE_ENABLED: raw.COINBASE_ENABLED ?? raw.NODE_ENV !== 'test',
    ECB_ENABLED: raw.ECB_ENABLED ?? raw.NODE_ENV !== 'test',
    US_TREASURY_ENABLED: raw.US_TREASURY_ENABLED ?? raw.NODE_ENV !== 'test',
    SERIES_REFRESH_ENABLED: raw.SERIES_REFRESH_ENABLED ?? raw.NODE_ENV !== 'test',
    // Development routes read live reset links: never in production, whatever DEV_ROUTES says.
    DEV_ROUTES: raw.NODE_ENV === 'production' ? 'off' : raw.DEV_ROUTES,
  };
}

/**
 * The settings a public instance must set before it goes live: German law requires the
 * operator's identity and contact in the legal notice and the contract pages. Unset, the pages
 * still read as finished (they say a detail is not provided), so start-up only warns.
 */
export function unsetOperatorSettings(env: Env): string[] {
  const required = ['SUPPORT_EMAIL', 'OPERATOR_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_PHONE', 'OPERATOR_EMAIL', 'OPERATOR_WEBSITE'] as const;
  return required.filter((name) => !env[name]);
}

function warnOfUnsetOperatorSettings(env: Env) {
  const unset = unsetOperatorSettings(env);
  if (unset.length === 0 || env.LOG_LEVEL === 'error' || env.LOG_LEVEL === 'silent' || env.NODE_ENV === 'test') return;
  // Written by hand in the logger's format, as the error below: the logger reads this configuration.
  const msg = `operator settings unset: set ${unset.join(', ')} before this instance is public (the legal pages say these details are not provided)`;
  console.warn(JSON.stringify({ time: new Date().toISOString(), level: 'warn', msg, settings: unset }));
}

function loadEnv(): Env {
  try {
    const parsed = parseEnv(process.env);
    warnOfUnsetOperatorSettings(parsed);
    return parsed;
  } catch (error) {
    if (error instanceof EnvError) {
      // The logger reads this configuration, so this one line is written by hand in its format.
      console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: `cannot start: ${error.message}`, settings: error.settings }));
      process.exit(1);
    }
    throw error;
  }
}

export const env: Env = loadEnv();
