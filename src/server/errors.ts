/**
 * Errors the domain raises on purpose: each has a code (mapped to an HTTP status by the tRPC
 * layer) and a message meant for the user.
 */
import { UNEXPECTED_ERROR_TEXT } from '../shared/auth';

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

/** The product's text for any failure the user cannot act on. */
export const UNEXPECTED_ERROR_MESSAGE = UNEXPECTED_ERROR_TEXT;
