/**
 * Failures that pass by themselves: the database out of reach (client.ts) or out of space. A
 * request that meets one gets a 503 with Retry-After, not a 500; nothing is wrong with what it
 * asked, and the same request will succeed once the operator has made room.
 */
import { isDatabaseUnreachable } from './client';

/** Postgres's disk_full and insufficient_resources, and the file system's own ENOSPC (PGlite writes files). */
const noRoomCodes = new Set(['53100', '53000', 'ENOSPC']);

/** True for the errors of a disk (or the database's resources) that is full. */
export function isDiskFull(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && noRoomCodes.has(code)) return true;
  }
  return false;
}

/** True for every failure that should answer 503 rather than 500. */
export function isTemporarilyUnavailable(error: unknown): boolean {
  return isDatabaseUnreachable(error) || isDiskFull(error);
}

/** Seconds a client is asked to wait before trying a 503 again. */
export const RETRY_AFTER_SECONDS = '5';
