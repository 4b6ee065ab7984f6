/**
 * Alert rules: behind the feed's entitlement, except the unsubscribe link of an alert mail,
 * which works without a session and after access ended (its token is the credential).
 */
import { alertRulesUpdateInput, unsubscribeInput } from '../../shared/alert-inputs';
import { entitledProcedure, publicProcedure, router } from '../trpc/init';
import { getAlertRules, unsubscribeAlertMails, updateAlertRules } from './alert-rules';

export const alertsRouter = router({
  get: entitledProcedure.query(({ ctx }) => getAlertRules({ db: ctx.db, userId: ctx.caller.user.id })),
  update: entitledProcedure
    .input(alertRulesUpdateInput)
    .mutation(({ ctx, input }) => updateAlertRules({ db: ctx.db, userId: ctx.caller.user.id, changes: input })),
  unsubscribe: publicProcedure.input(unsubscribeInput).mutation(({ ctx, input }) => unsubscribeAlertMails({ db: ctx.db, token: input.token })),
});
