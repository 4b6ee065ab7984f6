/**
 * Failures that pass by themselves: the database out of reach or out of space. A request that
 * meets one gets a 503 with Retry-After, not a 500; nothing is wrong with what it asked, and the
 * same request will succeed once the database is back or the operator has made room.
 */
import { log } from '../log';

/** What a request is told while the database cannot be used (HTTP 503). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/** Seconds a client is asked to wait before trying a 503 again. */
export const RETRY_AFTER_SECONDS = '5';

/** Network errors and postgres.js's own connection errors. */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  // Postgres itself going away: admin shutdown, crash shutdown, cannot connect now.
  '57P01',
  '57P02',
  '57P03',
]);

/** Postgres's disk_full and insufficient_resources, and the file system's own ENOSPC (PGlite writes files). */
const noRoomCodes = new Set(['53100', '53000', 'ENOSPC']);

/** True when the error, or one of the errors that caused it, carries one of the codes. */
function hasCode(error: unknown, codes: ReadonlySet<string>): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && codes.has(code)) return true;
  }
  return false;
}

/** True for the errors of a database that cannot be reached (as opposed to a bad query). */
const isDatabaseUnreachable = (error: unknown): boolean => hasCode(error, unreachableCodes);

/** True for the errors of a disk (or the database's resources) that is full. */
export const isDiskFull = (error: unknown): boolean => hasCode(error, noRoomCodes);

/** True for every failure that should answer 503 rather than 500. */
export function isTemporarilyUnavailable(error: unknown): boolean {
  return isDatabaseUnreachable(error) || isDiskFull(error);
}

/**
 * The last line of defence, for a failure that nothing handled (a promise without a catch, an
 * error event without a listener), which would otherwise end the process and every stream open
 * on it. One that a database out of reach or out of space explains passes by itself like any
 * other: it is logged as an error, the fault being that nothing handled it, and the server goes
 * on. Anything else is a fault of unknown reach: it is logged and the process ends, for the
 * orchestrator to start a clean one.
 */
export function serveThroughStrayOutageFailures(): void {
  const stray = (what: string) => (error: unknown) => {
    if (isTemporarilyUnavailable(error)) {
      log.error(`${what}, from a database out of reach: serving on`, { error });
      return;
    }
    log.error(`${what}: exiting`, { error });
    process.exit(1);
  };
  process.on('unhandledRejection', stray('unhandled rejection'));
  process.on('uncaughtException', stray('uncaught exception'));
}
