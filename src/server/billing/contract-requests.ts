/**
 * Cancellation ("Verträge hier kündigen", §312k BGB) and withdrawal ("Vertrag widerrufen")
 * without a password. Every request is recorded with its time of receipt, which decides the
 * legal dates. A signed-in customer's request for their own account is carried out at once;
 * any other changes a contract only once the account's mailbox confirms it through a link.
 *
 * The record always exists before a contract changes: it is committed first, and the change
 * (with its mail) runs in a second transaction that also marks the record applied. A payment
 * provider's call cannot be rolled back, so this order is what keeps the record complete.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { serverAuthErrors } from '../../shared/auth';
import { billingServerErrors, planText } from '../../shared/billing';
import {
  CONTRACT_CONFIRM_PATH,
  type ContractConfirmation,
  type ContractOutcome,
  type ContractRequestKind,
  type ContractRequestReceipt,
  WITHDRAWAL_PERIOD_DAYS,
} from '../../shared/contracts';
import { claimMailAllowance } from '../accounts/account-mails';
import { consumeOneTimeToken, issueOneTimeToken, ONE_TIME_TOKEN_TTL_S } from '../accounts/one-time-tokens';
import type { AuthenticatedCaller } from '../accounts/sessions';
import { hashToken } from '../accounts/tokens';
import { findUserByEmail } from '../accounts/users';
import type { Database, Executor } from '../db/client';
import { type ContractRequest, contractRequests, type Subscription, subscriptions } from '../db/schema';
import { AppError } from '../errors';
import { log } from '../log';
import { cancellationConfirmationMail, contractRequestReceivedMail, withdrawalConfirmationMail } from '../mail/contract-mails';
import { brandOf, type Mail } from '../mail/mail';
import { announceAccessChange } from './access-events';
import type { BillingServices } from './billing-services';
import { liveStatuses } from './subscription-state';

type RequestContext = { db: Database; services: BillingServices; ip: string | null; caller: AuthenticatedCaller | null };

type NewRequest = {
  kind: ContractRequestKind;
  name: string;
  email: string;
  contract: string;
  cancellationType?: 'ordinary' | 'extraordinary';
  reason?: string;
  requestedEndDate?: string | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const MAIL_FAILED = 'We could not send the e-mail for your request. Please try again in a moment.';

export function cancelContract(
  context: RequestContext,
  input: Omit<NewRequest, 'kind' | 'cancellationType'> & { cancellationType: 'ordinary' | 'extraordinary' },
): Promise<ContractRequestReceipt> {
  return receiveRequest(context, { ...input, kind: 'cancellation' });
}

export function withdrawContract(
  context: RequestContext,
  input: Omit<NewRequest, 'kind' | 'cancellationType' | 'requestedEndDate'>,
): Promise<ContractRequestReceipt> {
  return receiveRequest(context, { ...input, kind: 'withdrawal' });
}

/** When a subscription ends if cancelled now: the end of the trial or of the paid period. */
function periodEndOf(subscription: Subscription): Date | null {
  return subscription.status === 'trialing' ? (subscription.trialEnd ?? subscription.currentPeriodEnd) : subscription.currentPeriodEnd;
}

/** The subscription matching `which`, if it still runs. */
async function liveSubscription(db: Executor, which: SQL): Promise<Subscription | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(which, inArray(subscriptions.status, [...liveStatuses])))
    .limit(1);
  return row ?? null;
}

async function receiveRequest(context: RequestContext, request: NewRequest): Promise<ContractRequestReceipt> {
  const { db, caller } = context;
  // Counted before any work, so a refused request records and mails nothing.
  await claimMailAllowance(context, request.email, 'contract');
  const ownAccount = caller?.session.kind === 'normal' && caller.user.email === request.email ? caller.user : null;

  if (ownAccount) {
    const record = await recordRequest(db, request, { userId: ownAccount.id, tokenHash: null });
    const { applied, outcome } = await carryOut(context, async (tx) => ({
      userId: ownAccount.id,
      record: await lockRequest(tx, eq(contractRequests.id, record.id)),
    }));
    return { receivedAt: applied.receivedAt.toISOString(), status: outcome, effectiveAt: applied.effectiveAt?.toISOString() ?? null };
  }

  // Not the signed-in owner: record, issue the link and hand off the receipt together; the
  // answer is the same whatever the address turns out to be.
  const receivedAt = await db.transaction(async (tx) => {
    const account = await findUserByEmail(tx, request.email);
    const token = account ? await issueOneTimeToken(tx, account.id, 'contract_confirmation') : null;
    const record = await recordRequest(tx, request, { userId: account?.id ?? null, tokenHash: token ? hashToken(token) : null });
    const receipt = (confirmUrl: string | null) =>
      contractRequestReceivedMail(brandOf(context.services.env), request.email, {
        ...request,
        receivedAt: record.receivedAt,
        confirmUrl,
        linkValidDays: ONE_TIME_TOKEN_TTL_S.contract_confirmation / (24 * 60 * 60),
      });
    await handOff(context, tx, receipt(token ? `${context.services.env.PUBLIC_URL}${CONTRACT_CONFIRM_PATH}#token=${token}` : null), {
      // The link is the customer's alone: whoever holds it can carry the request out.
      mail: receipt(token ? '(link sent to the customer only)' : null),
      note: `${describe(request)} Received without sign-in; ${token ? 'confirmation link sent.' : 'no account for this address.'}`,
    });
    return record.receivedAt;
  });
  log.info('contract request received', { kind: request.kind });
  return { receivedAt: receivedAt.toISOString(), status: 'pending_confirmation', effectiveAt: null };
}

/** Stores the request as received, with the subscription it concerns as of now. */
async function recordRequest(db: Executor, request: NewRequest, account: { userId: string | null; tokenHash: string | null }): Promise<ContractRequest> {
  const subscription = account.userId ? await liveSubscription(db, eq(subscriptions.userId, account.userId)) : null;
  const [row] = await db
    .insert(contractRequests)
    .values({
      kind: request.kind,
      name: request.name,
      email: request.email,
      contract: request.contract,
      cancellationType: request.cancellationType ?? null,
      reason: request.reason || null,
      requestedEndDate: request.requestedEndDate ? new Date(`${request.requestedEndDate}T00:00:00Z`) : null,
      outcome: account.userId ? 'pending_confirmation' : 'no_matching_contract',
      subscriptionId: subscription?.id ?? null,
      // A cancellation ends the period that ran at receipt, however late it is confirmed.
      effectiveAt: subscription && request.kind === 'cancellation' ? periodEndOf(subscription) : null,
      confirmationTokenHash: account.tokenHash,
    })
    .returning();
  if (!row) throw new Error('contract request insert returned nothing');
  return row;
}

/** The link from the mail: the account's mailbox confirms the request, which is then applied. */
export async function confirmContractRequest(context: Omit<RequestContext, 'caller'>, token: string): Promise<ContractConfirmation> {
  try {
    const { applied, outcome } = await carryOut(context, async (tx) => {
      // Consumed in the same transaction: if applying fails, the link still works.
      const userId = await consumeOneTimeToken(tx, token, 'contract_confirmation');
      return { userId, record: await lockRequest(tx, eq(contractRequests.confirmationTokenHash, hashToken(token))) };
    });
    return {
      state: 'confirmed',
      kind: applied.kind,
      receivedAt: applied.receivedAt.toISOString(),
      outcome,
      effectiveAt: applied.effectiveAt?.toISOString() ?? null,
    };
  } catch (error) {
    const state = error instanceof AppError ? linkStates.get(error.message) : undefined;
    if (state) return { state };
    throw error;
  }
}

const linkStates = new Map<string, 'used' | 'expired' | 'invalid'>([
  [serverAuthErrors.linkUsed, 'used'],
  [serverAuthErrors.linkExpired, 'expired'],
  [serverAuthErrors.linkInvalid, 'invalid'],
]);

async function lockRequest(tx: Executor, which: SQL): Promise<ContractRequest> {
  const [record] = await tx.select().from(contractRequests).where(which).for('update').limit(1);
  if (!record) throw new AppError('BAD_REQUEST', serverAuthErrors.linkInvalid);
  return record;
}

/**
 * Carries out a recorded request in one transaction: claims and locks it, changes the
 * subscription it was received for as of its receipt, marks it done and hands off the mail
 * saying so. Any failure undoes all of it; the record of receipt stays.
 */
async function carryOut(
  context: Omit<RequestContext, 'caller'>,
  claim: (tx: Executor) => Promise<{ userId: string; record: ContractRequest }>,
): Promise<{ applied: ContractRequest; outcome: ContractOutcome }> {
  const { db, services } = context;
  const result = await db.transaction(async (tx) => {
    const { userId, record } = await claim(tx);
    const subscription = record.subscriptionId ? await liveSubscription(tx, eq(subscriptions.id, record.subscriptionId)) : null;
    const now = new Date();
    let outcome: ContractOutcome = 'no_matching_contract';
    let effectiveAt: Date | null = null;
    if (subscription) {
      const billing = services.billing;
      if (!billing) throw new AppError('SERVICE_UNAVAILABLE', billingServerErrors.notConfigured);
      if (record.kind === 'withdrawal') {
        const withinPeriod = record.receivedAt.getTime() - subscription.createdAt.getTime() <= WITHDRAWAL_PERIOD_DAYS * DAY_MS;
        outcome = withinPeriod ? 'applied' : 'outside_withdrawal_period';
        if (withinPeriod) {
          await billing.cancelNow(tx, subscription);
          effectiveAt = now;
        }
      } else {
        outcome = 'applied';
        effectiveAt = record.effectiveAt ?? periodEndOf(subscription);
        // The period that ran at receipt ended before the confirmation: the contract ends now,
        // and the renewal it should not have had is the operator's to refund.
        if (effectiveAt && effectiveAt <= now) {
          await billing.cancelNow(tx, subscription);
          log.warn('cancellation confirmed after its period ended: review a refund', { id: record.id });
        } else {
          await billing.cancelAtPeriodEnd(tx, subscription);
        }
      }
    }
    const [applied] = await tx.update(contractRequests).set({ outcome, effectiveAt, confirmedAt: now }).where(eq(contractRequests.id, record.id)).returning();
    if (!applied) throw new Error('contract request update returned nothing');

    const details = { name: applied.name, contract: applied.contract, receivedAt: applied.receivedAt, effectiveAt, outcome };
    const brand = brandOf(services.env);
    const mail =
      applied.kind === 'cancellation' ? cancellationConfirmationMail(brand, applied.email, details) : withdrawalConfirmationMail(brand, applied.email, details);
    await handOff(context, tx, mail, {
      mail,
      note:
        `${applied.kind === 'cancellation' ? 'Cancellation' : 'Withdrawal'} from ${applied.name} <${applied.email}>, received ${applied.receivedAt.toISOString()}. Outcome: ${outcome}.` +
        (applied.reason ? ` Reason: ${applied.reason}` : '') +
        (applied.kind === 'withdrawal' && outcome === 'applied' ? ` Decide on a refund in the payment provider (${planText.priceWithCode} per month).` : ''),
    });
    return { userId, applied, outcome };
  });
  // After the commit, so that live streams re-check against the changed subscription.
  await announceAccessChange(context.db, result.userId);
  if (result.applied.kind === 'withdrawal' && result.outcome === 'applied') {
    // Refunds are the operator's decision in the payment provider's dashboard.
    log.warn('contract withdrawal applied: review a refund', { id: result.applied.id });
  }
  return result;
}

function describe(request: NewRequest): string {
  return (
    `${request.kind === 'cancellation' ? `Cancellation (${request.cancellationType})` : 'Withdrawal'} from ${request.name} <${request.email}>.` +
    (request.reason ? ` Reason: ${request.reason}` : '') +
    (request.kind === 'cancellation' ? (request.requestedEndDate ? ` Requested end: ${request.requestedEndDate}.` : ' Requested end: earliest possible.') : '')
  );
}

/**
 * Hands the customer's mail off inside the request's transaction: if it cannot be sent, the
 * request did not happen and the customer is told to try again. The operator's copy is best
 * effort.
 */
async function handOff(context: Omit<RequestContext, 'caller'>, tx: Executor, mail: Mail, operator: { mail: Mail; note: string }): Promise<void> {
  const { services } = context;
  try {
    await services.mailer.send(mail, tx);
  } catch (error) {
    log.error('contract request mail failed', { error });
    throw new AppError('SERVICE_UNAVAILABLE', MAIL_FAILED);
  }
  if (!services.env.SUPPORT_EMAIL) return;
  try {
    const copy = operator.mail;
    await services.mailer.send(
      { ...copy, to: services.env.SUPPORT_EMAIL, subject: `[Operator] ${copy.subject}`, text: `${operator.note}\n\n${copy.text}` },
      tx,
    );
  } catch (error) {
    log.error('operator copy of a contract request failed', { error });
  }
}
