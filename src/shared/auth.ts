/**
 * Account rules both sides apply: the product's validation texts (docs/product.md §5), the server's error texts
 * and how the UI words them (§8), and the session shape and timing (§3, §9). The input
 * schemas built from them are in auth-schemas.ts (kept apart: zod stays out of the
 * first-paint bundle).
 */
export const PASSWORD_MIN_LENGTH = 6;
/** Long passphrases are welcome; the cap only stops abuse of the hash function. */
export const PASSWORD_MAX_LENGTH = 256;

export const validationMessages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  passwordsDoNotMatch: 'Passwords do not match',
  acceptTerms: 'Please accept the Terms of Service and Privacy Policy',
  newPasswordsDoNotMatch: 'New passwords do not match',
  newPasswordTooShort: `New password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  currentPasswordRequired: 'Please enter your current password',
} as const;

/** Messages the server sends; the UI rewords some of them (docs/product.md §8). */
export const serverAuthErrors = {
  alreadyRegistered: 'User already registered',
  invalidCredentials: 'Invalid login credentials',
  sessionMissing: 'Auth session missing!',
  emailNotConfirmed: 'Email not confirmed. We have sent you a new confirmation link; please check your inbox.',
  linkInvalid: 'This link is invalid. Please request a new one.',
  linkUsed: 'This link has already been used. Please request a new one.',
  linkExpired: 'This link has expired. Please request a new one.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  refreshedElsewhere: 'The session was just refreshed in another tab.',
  wrongCurrentPassword: 'Your current password is incorrect.',
  recoveryOnly: 'Please set a new password first.',
  accountDeleted: 'This account has been deleted.',
  /** Follows the "Too many sign-in attempts" of a refused sign-in: what the owner can do at once. */
  signInLimitedWaysIn: 'You can still sign in now with a link sent to your email, or reset your password.',
} as const;

/** How long a sign-in link works (the server's one-time-tokens.ts says why so long). */
export const SIGN_IN_LINK_HOURS = 1;
/** "1 hour", as the form and the mail say how long the sign-in link works. */
export const signInLinkValidity = `${SIGN_IN_LINK_HOURS} hour${SIGN_IN_LINK_HOURS === 1 ? '' : 's'}`;

/** The sign-in link as the sign-in form offers it once the password may not be tried. */
export const signInLinkTexts = {
  request: 'Email me a sign-in link',
  sent: 'Sign-in link sent!',
  sentDescription: `If an account exists for this address, a link to sign in is on its way. It works once, for ${signInLinkValidity}.`,
  signedIn: 'Signed in',
  signedInDescription: 'Welcome back! You signed in with the link from your email.',
  linkFailed: 'Sign-in link not valid',
} as const;

export const UNEXPECTED_ERROR_TEXT = 'An unexpected error occurred. Please try again.';

export function signUpErrorText(message: string): string {
  return message.includes('already registered') ? 'This email is already registered. Please sign in instead.' : message;
}

export function signInErrorText(message: string): string {
  return message.includes('Invalid login credentials') ? 'Invalid email or password. Please try again.' : message;
}

/** docs/product.md §3 User session: user. */
export type PublicUser = {
  id: string;
  email: string;
  created_at: string;
  user_metadata: { full_name: string | null; avatar_url: string | null };
};

/** docs/product.md §3 User session; `kind` tells a full session from the short one a reset link grants. */
export type AuthSession = {
  access_token: string;
  refresh_token: string;
  /** Seconds the access token lives. */
  expires_in: number;
  /** Unix time (seconds) the access token expires. */
  expires_at: number;
  token_type: 'bearer';
  user: PublicUser;
  kind: 'normal' | 'recovery';
};

/** docs/product.md §9: the client checks every 30 s and refreshes when about 90 s remain. */
export const SESSION_TICK_MS = 30_000;
export const SESSION_REFRESH_MARGIN_S = 90;
