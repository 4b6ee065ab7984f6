import { expect, test } from 'bun:test';
import { PASSWORD_MIN_LENGTH, validationMessages } from './auth';
import { passwordSchema, updatePasswordInput } from './auth-schemas';

// The product's texts (docs/product.md §5) pinned once, word for word: every other test and screen takes them from auth.ts.
test('the password minimum is the product’s six characters, in its own words', () => {
  expect(PASSWORD_MIN_LENGTH).toBe(6);
  expect(validationMessages.passwordTooShort).toBe('Password must be at least 6 characters long');
  expect(validationMessages.newPasswordTooShort).toBe('New password must be at least 6 characters long');
});

test('the schemas refuse one character below the minimum and take the minimum', () => {
  const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
  const enough = 'x'.repeat(PASSWORD_MIN_LENGTH);
  expect(passwordSchema.safeParse(short).error?.issues[0]?.message).toBe(validationMessages.passwordTooShort);
  expect(passwordSchema.safeParse(enough).success).toBe(true);
  expect(updatePasswordInput.shape.password.safeParse(short).error?.issues[0]?.message).toBe(validationMessages.newPasswordTooShort);
});
