/**
 * Cancellation ("Verträge hier kündigen") and withdrawal ("Vertrag widerrufen") without a
 * password: each is recorded with the time of receipt, applied to the matching subscription,
 * confirmed by mail, and copied to the operator.
 */
import { eq } from 'drizzle-orm';
import { PLAN } from '../../shared/billing';
import type { ContractRequestReceipt } from '../../shared/contracts';
import { WITHDRAWAL_PERIOD_DAYS } from '../../shared/contracts';
import type { Database } from '../db/client';
import { contractRequests, type Subscription, subscriptions, users } from '../db/schema';
import { claimMailAllowance } from '../accounts/account-mails';
import { log } from '../log';
import { cancellationConfirmationMail, withdrawalConfirmationMail } from '../mail/contract-mails';
import { brandOf, type Mail } from '../mail/mailer';
import type { Services } from '../services';
import { liveStatuses } from './subscription-state';

type RequestContext = { db: Database; services: Services; ip: string | null };

async function liveSubscriptionOf(db: Database, email: string): Promise<Subscription | null> {
  const [row] = await db
    .select({ subscription: subscriptions })
    .from(users)
    .innerJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return row && liveStatuses.includes(row.subscription.status) ? row.subscription : null;
}

/** When a subscription ends if cancelled now: the end of the trial or of the paid period. */
function periodEndOf(subscription: Subscription): Date | null {
  return subscription.status === 'trialing' ? (subscription.trialEnd ?? subscription.currentPeriodEnd) : subscription.currentPeriodEnd;
}

async function deliver(context: RequestContext, mail: Mail, operatorNote: string) {
  const { services } = context;
  try {
    await services.mailer.send(mail);
    if (services.env.SUPPORT_EMAIL) {
      await services.mailer.send({ ...mail, to: services.env.SUPPORT_EMAIL, subject: `[Operator] ${mail.subject}`, text: `${operatorNote}\n\n${mail.text}` });
    }
  } catch (error) {
    // The request is recorded either way; the operator sees the failure in the log.
    log.error('contract confirmation mail failed', { error });
  }
}

export async function cancelContract(
  context: RequestContext,
  input: {
    name: string;
    email: string;
    contract: string;
    cancellationType: 'ordinary' | 'extraordinary';
    reason?: string;
    requestedEndDate?: string | null;
  },
): Promise<ContractRequestReceipt> {
  const { db, services } = context;
  await claimMailAllowance(context, input.email);
  const subscription = await liveSubscriptionOf(db, input.email);
  let effectiveAt: Date | null = null;
  if (subscription && services.billing) {
    await services.billing.cancelAtPeriodEnd(db, subscription);
    effectiveAt = periodEndOf(subscription);
  }
  const outcome = subscription ? 'applied' : 'no_matching_contract';
  const [row] = await db
    .insert(contractRequests)
    .values({
      kind: 'cancellation',
      name: input.name,
      email: input.email,
      contract: input.contract,
      cancellationType: input.cancellationType,
      reason: input.reason || null,
      requestedEndDate: input.requestedEndDate ? new Date(`${input.requestedEndDate}T00:00:00Z`) : null,
      outcome,
      subscriptionId: subscription?.id ?? null,
      effectiveAt,
    })
    .returning();
  if (!row) throw new Error('contract request insert returned nothing');
  log.info('contract cancellation received', { id: row.id, outcome, type: input.cancellationType });

  const brand = brandOf(services.env);
  await deliver(
    context,
    cancellationConfirmationMail(brand, input.email, { ...input, receivedAt: row.receivedAt, effectiveAt, outcome }),
    `Cancellation (${input.cancellationType}) from ${input.name} <${input.email}>. Outcome: ${outcome}.` +
      (input.reason ? ` Reason: ${input.reason}` : '') +
      (input.requestedEndDate ? ` Requested end: ${input.requestedEndDate}.` : ' Requested end: earliest possible.'),
  );
  return { receivedAt: row.receivedAt.toISOString(), outcome, effectiveAt: effectiveAt?.toISOString() ?? null };
}

export async function withdrawContract(
  context: RequestContext,
  input: { name: string; email: string; contract: string; reason?: string },
): Promise<ContractRequestReceipt> {
  const { db, services } = context;
  await claimMailAllowance(context, input.email);
  const subscription = await liveSubscriptionOf(db, input.email);
  const withinPeriod = subscription && Date.now() - subscription.createdAt.getTime() <= WITHDRAWAL_PERIOD_DAYS * 24 * 60 * 60 * 1000;
  let effectiveAt: Date | null = null;
  if (subscription && withinPeriod && services.billing) {
    await services.billing.cancelNow(db, subscription);
    effectiveAt = new Date();
  }
  const outcome = !subscription ? 'no_matching_contract' : withinPeriod ? 'applied' : 'outside_withdrawal_period';
  const [row] = await db
    .insert(contractRequests)
    .values({
      kind: 'withdrawal',
      name: input.name,
      email: input.email,
      contract: input.contract,
      reason: input.reason || null,
      outcome,
      subscriptionId: subscription?.id ?? null,
      effectiveAt,
    })
    .returning();
  if (!row) throw new Error('contract request insert returned nothing');
  // Refunds are the operator's decision in the payment provider's dashboard.
  log.warn('contract withdrawal received: review a refund', { id: row.id, outcome, email: input.email, price: PLAN.priceEur });

  const brand = brandOf(services.env);
  await deliver(
    context,
    withdrawalConfirmationMail(brand, input.email, { ...input, receivedAt: row.receivedAt, effectiveAt, outcome }),
    `Withdrawal from ${input.name} <${input.email}>. Outcome: ${outcome}. Decide on a refund in the payment provider.` +
      (input.reason ? ` Message: ${input.reason}` : ''),
  );
  return { receivedAt: row.receivedAt.toISOString(), outcome, effectiveAt: effectiveAt?.toISOString() ?? null };
}
