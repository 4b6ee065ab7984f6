/**
 * A request resolves its caller first and writes later: when the account is deleted in between
 * (another tab, another instance), a write that names the user fails on its foreign key. That is
 * the user's doing, not a fault: the caller is told the account is gone (401).
 */
import { serverAuthErrors } from '../../shared/auth';
import { AppError } from '../errors';

/** Every reference to a user is named `<table>_<column>_users_id_fk` by the schema's generator. */
const USER_REFERENCE = /_users_id_fk$/;
const FOREIGN_KEY_VIOLATION = '23503';

export const accountGone = () => new AppError('UNAUTHORIZED', serverAuthErrors.accountDeleted);

/** True for a write that names a user who no longer exists. */
export function isAccountGone(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    // postgres.js calls it constraint_name, PGlite constraint.
    const { code, constraint_name, constraint } = cause as { code?: unknown; constraint_name?: unknown; constraint?: unknown };
    const name = constraint_name ?? constraint;
    if (code === FOREIGN_KEY_VIOLATION && typeof name === 'string' && USER_REFERENCE.test(name)) return true;
  }
  return false;
}
