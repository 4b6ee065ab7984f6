/**
 * Alerts: the named rules and the e-mail channel, behind the feed's entitlement, except the
 * unsubscribe link of an alert mail, which works without a session and after access ended (its
 * token is the credential). Every answer is the caller's whole alert settings.
 */
import { alertEmailInput, alertRuleCreateInput, alertRuleDeleteInput, alertRuleUpdateInput, unsubscribeInput } from '../../../shared/alert-inputs';
import { createAlertRule, deleteAlertRule, getAlertSettings, setAlertEmail, unsubscribeAlertMails, updateAlertRule } from '../../alerts/alert-rules';
import { entitledProcedure, publicProcedure, router } from '../init';

export const alertsRouter = router({
  get: entitledProcedure.query(({ ctx }) => getAlertSettings({ db: ctx.db, userId: ctx.caller.user.id })),
  setEmail: entitledProcedure
    .input(alertEmailInput)
    .mutation(({ ctx, input }) => setAlertEmail({ db: ctx.db, userId: ctx.caller.user.id, email: input.email })),
  createRule: entitledProcedure
    .input(alertRuleCreateInput)
    .mutation(({ ctx, input }) => createAlertRule({ db: ctx.db, userId: ctx.caller.user.id, rule: input })),
  updateRule: entitledProcedure
    .input(alertRuleUpdateInput)
    .mutation(({ ctx, input }) => updateAlertRule({ db: ctx.db, userId: ctx.caller.user.id, change: input })),
  deleteRule: entitledProcedure
    .input(alertRuleDeleteInput)
    .mutation(({ ctx, input }) => deleteAlertRule({ db: ctx.db, userId: ctx.caller.user.id, id: input.id })),
  unsubscribe: publicProcedure.input(unsubscribeInput).mutation(({ ctx, input }) => unsubscribeAlertMails({ db: ctx.db, token: input.token })),
});
