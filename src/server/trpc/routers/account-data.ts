/** The caller's own account: data export and deletion. Both act only on the signed-in user. */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../../../shared/auth';
import { deleteAccount } from '../../account-data/delete-account';
import { exportAccount } from '../../account-data/export-account';
import { authedProcedure, router } from '../init';

export const accountRouter = router({
  /** A mutation, not a query: every export is counted against the limit and never cached. */
  exportData: authedProcedure.mutation(({ ctx }) => exportAccount({ db: ctx.db, services: ctx.services, userId: ctx.caller.user.id })),

  delete: authedProcedure
    // Strict: an account to delete cannot be named, it is always the caller's.
    .input(z.strictObject({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) }))
    .mutation(async ({ ctx, input }) => {
      await deleteAccount({ db: ctx.db, services: ctx.services, ip: ctx.ip, caller: ctx.caller, password: input.password });
      return { ok: true as const };
    }),
});
