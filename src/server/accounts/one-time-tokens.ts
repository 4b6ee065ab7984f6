/** Single-use links (e-mail confirmation, password reset, contract requests): random, stored hashed, expiring. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { serverAuthErrors } from '../../shared/auth';
import type { Executor } from '../db/client';
import { type OneTimeToken, oneTimeTokens } from '../db/schema';
import { AppError } from '../errors';
import { generateToken, hashToken } from './tokens';

type Purpose = OneTimeToken['purpose'];

export const ONE_TIME_TOKEN_TTL_S: Record<Purpose, number> = {
  email_confirmation: 24 * 60 * 60,
  password_reset: 60 * 60,
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

/** Voids the user's unused links of one purpose; they then answer as already used. */
export async function voidOneTimeTokens(db: Executor, userId: string, purpose: Purpose): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ consumedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.consumedAt)));
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
