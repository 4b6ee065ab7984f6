/** Account procedures: thin wrappers that validate input and call one use-case each. */
import { z } from 'zod';
import { credentialsInput, emailInput, tokenSchema, updatePasswordInput } from '../../../shared/auth-schemas';
import { confirmEmail } from '../../accounts/confirm-email';
import { exchangeRecoveryToken, requestPasswordReset } from '../../accounts/password-reset';
import { toPublicUser } from '../../accounts/public-user';
import { refreshSession, revokeSession } from '../../accounts/sessions';
import { signIn } from '../../accounts/sign-in';
import { requestSignInLink, signInWithLink } from '../../accounts/sign-in-link';
import { signUp } from '../../accounts/sign-up';
import { updatePassword } from '../../accounts/update-password';
import { publicProcedure, router, sessionProcedure } from '../init';

const tokenInput = z.object({ token: tokenSchema });

export const authRouter = router({
  signUp: publicProcedure.input(credentialsInput).mutation(async ({ ctx, input }) => {
    await signUp({ db: ctx.db, services: ctx.services, ip: ctx.ip, ...input });
    return { ok: true as const };
  }),

  confirmEmail: publicProcedure.input(tokenInput).mutation(({ ctx, input }) => confirmEmail({ db: ctx.db, token: input.token })),

  signIn: publicProcedure.input(credentialsInput).mutation(({ ctx, input }) => signIn({ db: ctx.db, services: ctx.services, ip: ctx.ip, ...input })),

  /** The way in when sign-in is refused for too many attempts (accounts/sign-in-link.ts). */
  requestSignInLink: publicProcedure.input(emailInput).mutation(async ({ ctx, input }) => {
    await requestSignInLink({ db: ctx.db, services: ctx.services, ip: ctx.ip, ...input });
    return { ok: true as const };
  }),

  signInWithLink: publicProcedure.input(tokenInput).mutation(({ ctx, input }) => signInWithLink({ db: ctx.db, ip: ctx.ip, token: input.token })),

  refresh: publicProcedure.input(z.object({ refresh_token: tokenSchema })).mutation(({ ctx, input }) => refreshSession(ctx.db, input.refresh_token)),

  signOut: sessionProcedure.mutation(async ({ ctx }) => {
    await revokeSession(ctx.db, ctx.caller.session.id);
    return { ok: true as const };
  }),

  requestPasswordReset: publicProcedure.input(emailInput).mutation(async ({ ctx, input }) => {
    await requestPasswordReset({ db: ctx.db, services: ctx.services, ip: ctx.ip, ...input });
    return { ok: true as const };
  }),

  exchangeRecoveryToken: publicProcedure.input(tokenInput).mutation(({ ctx, input }) => exchangeRecoveryToken({ db: ctx.db, token: input.token })),

  updatePassword: sessionProcedure
    .input(updatePasswordInput)
    .mutation(({ ctx, input }) => updatePassword({ db: ctx.db, services: ctx.services, ip: ctx.ip, caller: ctx.caller, ...input })),

  /** The signed-in user, or null for a visitor. */
  me: publicProcedure.query(({ ctx }) => (ctx.caller ? toPublicUser(ctx.caller.user) : null)),
});
