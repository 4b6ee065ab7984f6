/**
 * The contract confirmation every new subscription gets by e-mail (§ 312f BGB): what was
 * agreed, the trial, how to cancel and withdraw, and where the terms are.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type Subscription, users } from '../db/schema';
import { log } from '../log';
import { contractConfirmationMail } from '../mail/contract-mails';
import type { Brand, Mailer } from '../mail/mail';
import type { SubscriptionStarted } from './subscription-state';

export function confirmContractsBy(mailer: Mailer, brand: Brand): SubscriptionStarted {
  return async (db: Database, userId: string, subscription: Subscription) => {
    try {
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
      if (!user) return;
      await mailer.send(
        contractConfirmationMail(brand, user.email, {
          startedAt: subscription.createdAt,
          trialEnd: subscription.status === 'trialing' ? subscription.trialEnd : null,
        }),
      );
    } catch (error) {
      // The subscription stands either way; the operator sees the failure.
      log.error('contract confirmation mail failed', { userId, error });
    }
  };
}
