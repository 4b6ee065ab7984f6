/** The cancellation button and withdrawal function: public, no password needed. */
import { cancellationInput, withdrawalInput } from '../../shared/contracts';
import { publicProcedure, router } from '../trpc/init';
import { cancelContract, withdrawContract } from './contract-requests';

export const contractsRouter = router({
  cancel: publicProcedure
    .meta({ linesAllowed: ['reason'] })
    .input(cancellationInput)
    .mutation(({ ctx, input }) => cancelContract({ db: ctx.db, services: ctx.services, ip: ctx.ip }, input)),
  withdraw: publicProcedure
    .meta({ linesAllowed: ['reason'] })
    .input(withdrawalInput)
    .mutation(({ ctx, input }) => withdrawContract({ db: ctx.db, services: ctx.services, ip: ctx.ip }, input)),
});
