/** Form checks with the product's texts (docs/product.md §5), built on the schemas the server uses. */
import { validationMessages } from '@/shared/auth';
import { emailSchema, passwordSchema, updatePasswordInput } from '@/shared/auth-schemas';

const firstProblem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

export function checkSignIn(email: string, password: string): string | null {
  return firstProblem(emailSchema.safeParse(email)) ?? firstProblem(passwordSchema.safeParse(password));
}

export function checkSignUp(email: string, password: string, confirmPassword: string, acceptedTerms: boolean): string | null {
  const problem = checkSignIn(email, password);
  if (problem) return problem;
  if (password !== confirmPassword) return validationMessages.passwordsDoNotMatch;
  if (!acceptedTerms) return validationMessages.acceptTerms;
  return null;
}

/** A form that asks only for the address (forgot password, sign-in link). */
export function checkEmailAddress(email: string): string | null {
  if (email.trim() === '') return validationMessages.emailRequired;
  return firstProblem(emailSchema.safeParse(email));
}

/** The reset forms: a valid password, typed twice alike. */
export function checkNewPassword(password: string, confirmPassword: string): string | null {
  const problem = firstProblem(passwordSchema.safeParse(password));
  if (problem) return problem;
  if (password !== confirmPassword) return validationMessages.passwordsDoNotMatch;
  return null;
}

/** Settings' Change Password wording. */
export function checkChangePassword(currentPassword: string, password: string, confirmPassword: string): string | null {
  if (currentPassword === '') return validationMessages.currentPasswordRequired;
  const problem = firstProblem(updatePasswordInput.shape.password.safeParse(password));
  if (problem) return problem;
  if (password !== confirmPassword) return validationMessages.newPasswordsDoNotMatch;
  return null;
}
