/** Input schemas of the account procedures; the forms check with the same ones. */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, validationMessages } from './auth';
import { safeDestination } from './destination';

export const emailSchema = z
  .string(validationMessages.emailRequired)
  .trim()
  .toLowerCase()
  .min(1, validationMessages.emailRequired)
  .max(254, validationMessages.emailInvalid)
  .pipe(z.email(validationMessages.emailInvalid));

export const passwordSchema = z
  .string(validationMessages.passwordTooShort)
  .min(PASSWORD_MIN_LENGTH, validationMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, validationMessages.passwordTooLong);

/**
 * The page to open once the account is confirmed or signed in; one that is not a path of the
 * app is dropped (the links then lead home) rather than failing the sign-up.
 */
const destinationSchema = z
  .string()
  .optional()
  .transform((value) => safeDestination(value) ?? undefined);

export const credentialsInput = z.object({ email: emailSchema, password: passwordSchema, destination: destinationSchema });

/** A token from a mail link or a refresh token: opaque, bounded. */
export const tokenSchema = z.string().min(1).max(128);

export const emailInput = z.object({ email: emailSchema, destination: destinationSchema });

export const updatePasswordInput = z.object({
  password: z
    .string(validationMessages.newPasswordTooShort)
    .min(PASSWORD_MIN_LENGTH, validationMessages.newPasswordTooShort)
    .max(PASSWORD_MAX_LENGTH, validationMessages.passwordTooLong),
  /** Required when changing the password of a signed-in session; not with a recovery session. */
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
