/** Single-use links (e-mail confirmation, password reset, sign-in, contract requests): random, stored hashed, expiring. */
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { SIGN_IN_LINK_HOURS, serverAuthErrors } from '../../shared/auth';
import type { Executor } from '../db/client';
import { type OneTimeToken, oneTimeTokens, type User, users } from '../db/schema';
import { AppError } from '../errors';
import { generateToken, hashToken } from './tokens';
import { findUserById } from './users';

type Purpose = OneTimeToken['purpose'];

export const ONE_TIME_TOKEN_TTL_S: Record<Purpose, number> = {
  email_confirmation: 24 * 60 * 60,
  password_reset: 60 * 60,
  // As long as the hourly window of the mail limits: when a stranger's requests for this
  // address have used up its mails, the newest link they sent the owner still works.
  sign_in: SIGN_IN_LINK_HOURS * 60 * 60,
  // A week: the request's receipt time decides its legal dates however late it is confirmed,
  // so a customer who reads the mail days later loses nothing by it.
  contract_confirmation: 7 * 24 * 60 * 60,
};

export async function issueOneTimeToken(db: Executor, userId: string, purpose: Purpose): Promise<string> {
  const token = generateToken();
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ONE_TIME_TOKEN_TTL_S[purpose] * 1000),
  });
  return token;
}

/** Voids the user's unused links of these purposes; they then answer as already used. */
export async function voidOneTimeTokens(db: Executor, userId: string, ...purposes: [Purpose, ...Purpose[]]): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), inArray(oneTimeTokens.purpose, purposes), isNull(oneTimeTokens.consumedAt)));
}

/**
 * Marks the token used and returns its user id, in one statement: of two clicks on the same
 * link only one succeeds. A used, expired or unknown link gets a message saying which.
 */
export async function consumeOneTimeToken(db: Executor, token: string, purpose: Purpose): Promise<string> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const [consumed] = await db
    .update(oneTimeTokens)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.consumedAt), gt(oneTimeTokens.expiresAt, now)))
    .returning({ userId: oneTimeTokens.userId });
  if (consumed) return consumed.userId;

  const [known] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)))
    .limit(1);
  if (!known) throw new AppError('BAD_REQUEST', serverAuthErrors.linkInvalid);
  if (known.consumedAt) throw new AppError('BAD_REQUEST', serverAuthErrors.linkUsed);
  throw new AppError('BAD_REQUEST', serverAuthErrors.linkExpired);
}

/**
 * Consumes a link mailed to an account (use within the transaction that acts on it) and returns
 * the account. Opening the link proves the mailbox, so an address not yet confirmed counts as
 * confirmed from here.
 */
export async function consumeAccountLink(tx: Executor, token: string, purpose: Exclude<Purpose, 'contract_confirmation'>): Promise<User> {
  const user = await findUserById(tx, await consumeOneTimeToken(tx, token, purpose));
  // A link's row goes with its account, so this is an account deleted a moment ago.
  if (!user) throw new AppError('BAD_REQUEST', serverAuthErrors.accountDeleted);
  if (user.emailConfirmedAt) return user;
  const now = new Date();
  await tx.update(users).set({ emailConfirmedAt: now, updatedAt: now }).where(eq(users.id, user.id));
  return { ...user, emailConfirmedAt: now, updatedAt: now };
}
