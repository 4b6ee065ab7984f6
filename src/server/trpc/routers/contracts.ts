/**
 * The cancellation button and withdrawal function: public, no password needed. A visitor's
 * request waits for the account's mailbox to confirm it through `confirm`.
 */
import { cancellationInput, contractConfirmInput, withdrawalInput } from '../../../shared/contracts';
import { cancelContract, confirmContractRequest, withdrawContract } from '../../billing/contract-requests';
import { publicProcedure, router } from '../init';

export const contractsRouter = router({
  cancel: publicProcedure
    .meta({ linesAllowed: ['reason'] })
    .input(cancellationInput)
    .mutation(({ ctx, input }) => cancelContract({ db: ctx.db, services: ctx.services, ip: ctx.ip, caller: ctx.caller }, input)),
  withdraw: publicProcedure
    .meta({ linesAllowed: ['reason'] })
    .input(withdrawalInput)
    .mutation(({ ctx, input }) => withdrawContract({ db: ctx.db, services: ctx.services, ip: ctx.ip, caller: ctx.caller }, input)),
  confirm: publicProcedure
    .input(contractConfirmInput)
    .mutation(({ ctx, input }) => confirmContractRequest({ db: ctx.db, services: ctx.services, ip: ctx.ip }, input.token)),
});
