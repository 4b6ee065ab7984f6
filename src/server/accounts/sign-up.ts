import { and, eq, isNull } from 'drizzle-orm';
import { serverAuthErrors } from '../../shared/auth';
import type { Database } from '../db/client';
import { profiles, type User, users } from '../db/schema';
import { AppError } from '../errors';
import { reserveAttempt } from '../lib/rate-limits';
import { claimMailAllowance, sendConfirmationMail } from './account-mails';
import type { AccountServices } from './account-services';
import { mailRequestRules } from './limits';
import { voidOneTimeTokens } from './one-time-tokens';
import { hashPassword } from './passwords';
import { findUserByEmail } from './users';

type SignUpOptions = { db: Database; services: AccountServices; ip: string | null; email: string; password: string; destination?: string };

/**
 * Creates the account (unconfirmed) with its profile and mails the confirmation link. Signing
 * up again before confirming sets the new password and sends a fresh link, which voids the
 * earlier ones: whoever confirms from the mailbox gets the password they chose last. The link
 * leads on to `destination` (already checked by safeDestination), the page the user wanted.
 */
export async function signUp({ db, services, ip, email, password, destination }: SignUpOptions): Promise<void> {
  const existing = await findUserByEmail(db, email);
  if (existing?.emailConfirmedAt) {
    // No mail goes out, but the request counts against the client address like one that mails:
    // this answer tells which addresses have accounts, and its rate is what keeps that small.
    await reserveAttempt(db, mailRequestRules(services.env, ip), 'e-mails requested');
    throw new AppError('CONFLICT', serverAuthErrors.alreadyRegistered);
  }
  await claimMailAllowance({ db, services, ip }, email);

  const passwordHash = await hashPassword(password);
  let user: User;
  if (existing) {
    const [updated] = await db
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(and(eq(users.id, existing.id), isNull(users.emailConfirmedAt)))
      .returning();
    if (!updated) throw new AppError('CONFLICT', serverAuthErrors.alreadyRegistered);
    await voidOneTimeTokens(db, existing.id, 'email_confirmation');
    user = updated;
  } else {
    const created = await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(users).values({ email, passwordHash }).onConflictDoNothing().returning();
      if (inserted) await tx.insert(profiles).values({ id: inserted.id });
      return inserted;
    });
    // Two sign-ups for one address at the same moment: the other one won.
    if (!created) throw new AppError('CONFLICT', serverAuthErrors.alreadyRegistered);
    user = created;
  }
  await sendConfirmationMail({ db, services, ip }, user, destination);
}
