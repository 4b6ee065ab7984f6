/**
 * Errors the domain raises on purpose: each has a code (a tRPC code, and the HTTP status below
 * for routes answered outside tRPC) and a message meant for the user.
 */
import { serverAuthErrors, UNEXPECTED_ERROR_TEXT } from '../shared/auth';
import { billingServerErrors } from '../shared/billing';

const appErrorCodes = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type AppErrorCode = keyof typeof appErrorCodes;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The HTTP status of a domain error, for routes answered outside tRPC. */
export const httpStatusOf = (error: AppError): number => appErrorCodes[error.code];

/**
 * Why a caller is turned away from what needs a session or paid access (billing/entitlement.ts
 * decides): no session, a recovery session, or no subscription or trial. Each refusal is the
 * same error, code and text, through tRPC and through plain HTTP routes.
 */
const refusals = {
  'no-session': { code: 'UNAUTHORIZED', message: serverAuthErrors.sessionMissing },
  'recovery-session': { code: 'FORBIDDEN', message: serverAuthErrors.recoveryOnly },
  'no-access': { code: 'FORBIDDEN', message: billingServerErrors.notEntitled },
} as const satisfies Record<string, { code: AppErrorCode; message: string }>;
export type Refusal = keyof typeof refusals;

export const refusalError = (refusal: Refusal): AppError => new AppError(refusals[refusal].code, refusals[refusal].message);

/** The product's text for any failure the user cannot act on. */
export const UNEXPECTED_ERROR_MESSAGE = UNEXPECTED_ERROR_TEXT;
