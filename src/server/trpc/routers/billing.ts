/** Billing procedures: status, checkout, portal, End Trial Phase, and the demo provider's pages. */
import { z } from 'zod';
import { billingServerErrors, type CheckoutOffer, statusChecks } from '../../../shared/billing';
import { MAX_DESTINATION_LENGTH, safeDestination } from '../../../shared/destination';
import { checkoutOffer, loadAccess, loadBillingState } from '../../billing/access';
import { openPortal, startCheckout } from '../../billing/checkout';
import type { DemoProvider } from '../../billing/demo-provider';
import { endTrial } from '../../billing/end-trial';
import { resumeSubscription } from '../../billing/resume-subscription';
import { checkSubscription, readProfile } from '../../billing/subscription-status';
import type { Database } from '../../db/client';
import type { User } from '../../db/schema';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { authedProcedure, router } from '../init';

/** The input of `startCheckout`: an unsafe destination is dropped, as in the address bar (kept out of src/shared: zod would join the first page). */
const checkoutInput = z
  .object({ destination: z.string().max(MAX_DESTINATION_LENGTH).optional(), offer: z.enum(['trial', 'paid', 'after-trial']).optional() })
  .nullish()
  .transform((input) => ({ destination: safeDestination(input?.destination), shownOffer: input?.offer ?? null }));

function demoOf(services: Services): DemoProvider {
  if (services.billing?.kind !== 'demo') throw new AppError('NOT_FOUND', 'The demo payment provider is not active.');
  return services.billing;
}

/** Grants the caller's checkout offer if it is one that the button clicked stands for; any other is a state this page no longer shows. */
async function completeDemoCheckout(ctx: { db: Database; services: Services; caller: { user: User } }, accepted: CheckoutOffer[]) {
  const demo = demoOf(ctx.services);
  await demo.refresh(ctx.db, ctx.caller.user.id);
  const offer = checkoutOffer(await loadBillingState(ctx.db, ctx.caller.user.id));
  if (offer === 'subscribed' || !accepted.includes(offer)) throw new AppError('CONFLICT', billingServerErrors.alreadySubscribed);
  await demo.completeCheckout(ctx.db, ctx.caller.user, offer);
}

const demoRouter = router({
  /** What the demo checkout page offers the caller. */
  checkout: authedProcedure.query(async ({ ctx }) => {
    const demo = demoOf(ctx.services);
    await demo.refresh(ctx.db, ctx.caller.user.id);
    const state = await loadBillingState(ctx.db, ctx.caller.user.id);
    return { offer: checkoutOffer(state), trialEnd: state.subscription?.trialEnd?.toISOString() ?? null };
  }),
  /** Starts what the page offered: the trial, or the paid plan. A running trial or plan is refused, so a second click starts nothing. */
  completeCheckout: authedProcedure.mutation(async ({ ctx }) => {
    await completeDemoCheckout(ctx, ['trial', 'paid']);
    return { ok: true as const };
  }),
  /** Keeps the plan after the running trial: offered only on the checkout page during a trial. */
  continueAfterTrial: authedProcedure.mutation(async ({ ctx }) => {
    await completeDemoCheckout(ctx, ['after-trial']);
    return { ok: true as const };
  }),
  /** The demo portal's view of the subscription. */
  portal: authedProcedure.query(async ({ ctx }) => {
    const demo = demoOf(ctx.services);
    await demo.refresh(ctx.db, ctx.caller.user.id);
    const { subscription, trial, subscribed } = await loadAccess(ctx.db, ctx.caller.user.id);
    return {
      subscribed,
      trial,
      subscription: subscription && {
        status: subscription.status,
        currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
        trialEnd: subscription.trialEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        hasPaymentMethod: subscription.hasPaymentMethod,
      },
    };
  }),
  setCancelAtPeriodEnd: authedProcedure.input(z.object({ cancel: z.boolean() })).mutation(async ({ ctx, input }) => {
    await demoOf(ctx.services).setCancelAtPeriodEnd(ctx.db, ctx.caller.user.id, input.cancel);
    return { ok: true as const };
  }),
  addPaymentMethod: authedProcedure.mutation(async ({ ctx }) => {
    await demoOf(ctx.services).addPaymentMethod(ctx.db, ctx.caller.user.id);
    return { ok: true as const };
  }),
  cancelNow: authedProcedure.mutation(async ({ ctx }) => {
    await demoOf(ctx.services).cancelSubscriptionNow(ctx.db, ctx.caller.user.id);
    return { ok: true as const };
  }),
});

export const billingRouter = router({
  /** docs/product.md §7 check-subscription. */
  status: authedProcedure
    .input(z.object({ check: z.enum(statusChecks) }).optional())
    .query(({ ctx, input }) => checkSubscription(ctx.db, ctx.services, { userId: ctx.caller.user.id, check: input?.check })),
  /** docs/product.md §7 profiles read. */
  profile: authedProcedure.query(({ ctx }) => readProfile(ctx.db, ctx.services, ctx.caller.user.id)),
  /** docs/product.md §7 create-checkout. */
  startCheckout: authedProcedure.input(checkoutInput).mutation(async ({ ctx, input }) => ({
    url: await startCheckout({ db: ctx.db, services: ctx.services, user: ctx.caller.user, destination: input.destination, shownOffer: input.shownOffer }),
  })),
  /** docs/product.md §7 customer-portal. */
  openPortal: authedProcedure.mutation(async ({ ctx }) => ({
    url: await openPortal({ db: ctx.db, services: ctx.services, user: ctx.caller.user }),
  })),
  endTrial: authedProcedure.mutation(async ({ ctx }) => {
    await endTrial({ db: ctx.db, services: ctx.services, userId: ctx.caller.user.id });
    return { ok: true as const };
  }),
  /** Takes back a cancellation at period end (Settings: Resume subscription). */
  resume: authedProcedure.mutation(async ({ ctx }) => {
    await resumeSubscription({ db: ctx.db, services: ctx.services, userId: ctx.caller.user.id });
    return { ok: true as const };
  }),
  demo: demoRouter,
});
