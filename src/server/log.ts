/**
 * Structured logging (pino): one JSON object per line, warnings and errors on stderr, the rest
 * on stdout. Every line is scrubbed of e-mail addresses, link tokens and credentials before it
 * is written. Within a request, `log` writes through that request's child logger, so every line
 * the request causes, however deep, carries its `requestId`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type LevelWithSilent } from 'pino';
import { env } from './env';

type LogFields = Record<string, unknown>;
type Write = (msg: string, fields?: LogFields) => void;

export type Logger = {
  debug: Write;
  info: Write;
  warn: Write;
  error: Write;
  /** A logger that adds `bindings` to every line. */
  child(bindings: LogFields): Logger;
};

const REDACTED = '[redacted]';

/** Values of known secret-bearing keys, at the top of a line or one level down. */
const secretKeys = ['authorization', 'cookie', 'password', 'token', 'access_token', 'refresh_token', 'accessToken', 'refreshToken', 'apiKey', 'secret'];
const redactPaths = [
  ...secretKeys.flatMap((key) => [key, `*.${key}`]),
  ...['authorization', 'cookie', '["set-cookie"]', '["stripe-signature"]'].flatMap((key) => [
    `headers${key.startsWith('[') ? '' : '.'}${key}`,
    `req.headers${key.startsWith('[') ? '' : '.'}${key}`,
  ]),
];

/**
 * What a string may carry that no log line may: e-mail addresses, link tokens (the mails'
 * `#type=…&token=…`, or any `token=`, `code=`, `key=`… parameter), credentials after
 * Bearer/Basic, provider keys, JWTs, and this product's own tokens (32 base32 characters,
 * accounts/tokens.ts). Every quantifier is bounded, so a long line cannot make scrubbing slow.
 */
const scrubbers: [RegExp, string][] = [
  [/[\w.!#$%&'*+/=?^`{|}~-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}/gi, '[email]'],
  [/\b((?:access_|refresh_|id_)?token|code|key|api_?key|secret|password|sig|signature|session)=[^&#\s"'<>]{1,2048}/gi, `$1=${REDACTED}`],
  [/\b(Bearer|Basic)\s+[\w.~+/=-]{1,4096}/gi, `$1 ${REDACTED}`],
  [/\b(?:sk|rk|pk|whsec)_(?:live|test)_\w{1,256}|\bsk-ant-[\w-]{1,256}/g, REDACTED],
  [/\beyJ[\w-]{1,4096}\.[\w-]{1,4096}\.[\w-]{0,4096}/g, REDACTED],
  [/\b[a-z2-7]{32}\b/g, REDACTED],
];

function scrubText(text: string): string {
  let result = text;
  for (const [pattern, replacement] of scrubbers) result = result.replace(pattern, replacement);
  return result;
}

/** A copy of a logged value with every string scrubbed; errors become plain objects. */
function scrub(value: unknown, seen = new WeakSet<object>(), depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value) || depth > 8) return '[…]';
  seen.add(value);
  try {
    return scrubObject(value, seen, depth);
  } finally {
    seen.delete(value);
  }
}

function scrubObject(value: object, seen: WeakSet<object>, depth: number): unknown {
  if (value instanceof Error) {
    const { name, message, stack, cause } = value;
    const code = (value as { code?: unknown }).code;
    return scrub({ name, message, stack, ...(code === undefined ? {} : { code }), ...(cause === undefined ? {} : { cause }) }, seen, depth + 1);
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, seen, depth + 1));
  // Dates, URLs and the like: scrub what they would serialise to.
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return scrub(toJSON.call(value), seen, depth + 1);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrub(item, seen, depth + 1)]));
}

/**
 * `bindings`: the logger is a child of `parent` with them, made when it first writes a line.
 * Every request has a child logger, and most write nothing below the configured level: making
 * (and scrubbing) each one up front would cost every request.
 */
function wrap(parent: pino.Logger, bindings?: LogFields): Logger {
  let made: pino.Logger | undefined = bindings ? undefined : parent;
  const logger = () => {
    made ??= parent.child(bindings ?? {});
    return made;
  };
  const write =
    (level: 'debug' | 'info' | 'warn' | 'error'): Write =>
    (msg, fields) => {
      if (!parent.isLevelEnabled(level)) return;
      if (fields === undefined) logger()[level](msg);
      else logger()[level](fields, msg);
    };
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    child: (more) => wrap(logger(), more),
  };
}

/** A logger at `level` writing to `destination` (by default: stdout, warnings and errors to stderr). */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const stream =
    destination ??
    pino.multistream(
      [
        { level: 'debug', stream: pino.destination({ dest: 1, sync: true }) },
        { level: 'warn', stream: pino.destination({ dest: 2, sync: true }) },
      ],
      // Each line goes only to the stream with the highest level it reaches.
      { dedupe: true },
    );
  return wrap(
    pino(
      {
        level,
        base: undefined,
        timestamp: pino.stdTimeFunctions.isoTime,
        redact: { paths: redactPaths, censor: REDACTED },
        formatters: {
          level: (label) => ({ level: label }),
          bindings: (bindings) => scrub(bindings) as pino.Bindings,
        },
        hooks: {
          // The message and the fields, before pino serialises them.
          logMethod(args, method) {
            return method.apply(this, args.map((arg) => scrub(arg)) as Parameters<typeof method>);
          },
        },
      },
      stream,
    ),
  );
}

const root = createLogger(env.LOG_LEVEL);
const requestScope = new AsyncLocalStorage<Logger>();
const current = () => requestScope.getStore() ?? root;

/** The process's logger; inside `withRequestLogger`, that request's child logger. */
export const log: Logger = {
  debug: (msg, fields) => current().debug(msg, fields),
  info: (msg, fields) => current().info(msg, fields),
  warn: (msg, fields) => current().warn(msg, fields),
  error: (msg, fields) => current().error(msg, fields),
  child: (bindings) => current().child(bindings),
};

/** Runs `work` (and everything it starts) with `logger` as the logger behind `log`. */
export function withRequestLogger<T>(logger: Logger, work: () => T): T {
  return requestScope.run(logger, work);
}
