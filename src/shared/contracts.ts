/**
 * The cancellation button (§312k BGB) and the withdrawal function (§355 BGB): the inputs both
 * forms send. The contract on offer is the one subscription the product sells.
 */
import { z } from 'zod';
import { emailSchema, tokenSchema } from './auth-schemas';
import { PLAN, planText } from './billing';
import { DATE_RANGE_MESSAGE, isCalendarDay, isDayInRange } from './date-range';

export const CONTRACT_NAME = `${PLAN.name} (monthly subscription, ${planText.price})`;
export const WITHDRAWAL_PERIOD_DAYS = 14;

const name = z.string().trim().min(2, 'Bitte geben Sie Ihren Namen an / Please enter your name').max(200);
const dateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Bitte ein Datum wählen / Please pick a date')
  .refine(isCalendarDay, { message: 'Bitte ein gültiges Datum wählen / Please pick a valid date', abort: true })
  .refine(isDayInRange, `Bitte ein Datum zwischen 1900 und 2999 wählen / ${DATE_RANGE_MESSAGE}`);

export const cancellationInput = z
  .object({
    name,
    email: emailSchema,
    contract: z.literal(CONTRACT_NAME),
    cancellationType: z.enum(['ordinary', 'extraordinary']),
    reason: z.string().trim().max(2000).optional(),
    /** Null or missing: the earliest possible date. */
    requestedEndDate: dateOnly.nullish(),
  })
  .refine((input) => input.cancellationType === 'ordinary' || (input.reason?.length ?? 0) >= 3, {
    path: ['reason'],
    message: 'Bitte nennen Sie den Kündigungsgrund / Please give the reason for the extraordinary cancellation',
  });

export const withdrawalInput = z.object({
  name,
  email: emailSchema,
  contract: z.literal(CONTRACT_NAME),
  reason: z.string().trim().max(2000).optional(),
});

export type ContractRequestKind = 'cancellation' | 'withdrawal';
/** What became of a request once the account stood behind it. */
export type ContractOutcome = 'applied' | 'no_matching_contract' | 'outside_withdrawal_period';

/**
 * The answer to a request. A visitor always gets 'pending_confirmation', whether or not the
 * address has an account or a contract; a signed-in customer acting on their own account gets
 * the outcome at once.
 */
export type ContractRequestReceipt = {
  receivedAt: string;
  status: 'pending_confirmation' | ContractOutcome;
  effectiveAt: string | null;
};

/** The link mailed to the account: the token travels in the hash of /contract-confirm. */
export const CONTRACT_CONFIRM_PATH = '/contract-confirm';
export const contractConfirmInput = z.object({ token: tokenSchema });

export type ContractConfirmation =
  | { state: 'confirmed'; kind: ContractRequestKind; receivedAt: string; outcome: ContractOutcome; effectiveAt: string | null }
  | { state: 'used' | 'expired' | 'invalid' };
