/**
 * What the app does with an account: sign up, sign in, sign out, reset and change the
 * password, keep the session fresh, and act on the links from the mails (docs/product.md §7).
 */
import { TRPCClientError } from '@trpc/client';
import { serverAuthErrors, UNEXPECTED_ERROR_TEXT } from '@/shared/auth';
import { tellOtherTabs } from '@/web/lib/tab-channel';
import { trpcClient as client } from '@/web/trpc';
import { clearSession, getSession, setSession } from '../lib/session-store';

export const auth = {
  /** `destination`: the page the confirmation link leads on to (the server drops one that is not a path of the app). */
  signUp: (email: string, password: string, destination?: string) => client.auth.signUp.mutate({ email, password, destination }),

  /** `destination` goes into the confirmation link mailed again when the address is not confirmed yet. */
  async signIn(email: string, password: string, destination?: string) {
    const session = await client.auth.signIn.mutate({ email, password, destination });
    setSession(session, 'SIGNED_IN');
    return session;
  },

  requestPasswordReset: (email: string, destination?: string) => client.auth.requestPasswordReset.mutate({ email, destination }),

  /** Mails a sign-in link that leads on to `destination`; the answer is the same whether the address has an account. */
  requestSignInLink: (email: string, destination?: string) => client.auth.requestSignInLink.mutate({ email, destination }),

  /** Sets a new password; a recovery session ends with it, so the user signs in again. */
  async updatePassword(password: string, currentPassword?: string) {
    const result = await client.auth.updatePassword.mutate({ password, currentPassword });
    if (result.signedOut) clearSession();
    else {
      const session = getSession();
      if (session) setSession(session, 'USER_UPDATED');
    }
    return result;
  },

  /** Ends the session here and on the server without reloading (leaving the recovery form). */
  async discardSession() {
    await client.auth.signOut.mutate().catch(() => {});
    clearSession();
  },

  /** Revokes the session, clears local and session storage and reloads ('Auth session missing!' ignored). */
  async signOut() {
    try {
      if (getSession()) await client.auth.signOut.mutate();
    } catch (error) {
      if (!(error instanceof TRPCClientError) || error.message !== serverAuthErrors.sessionMissing) {
        console.warn('sign-out could not reach the server; the local session is removed anyway', error);
      }
    }
    localStorage.clear();
    sessionStorage.clear();
    tellOtherTabs({ type: 'signed-out' });
    window.location.reload();
  },
};

/** The links the mails carry, by the `type` in their hash. */
export type AuthLink = { type: 'signup' | 'recovery' | 'signin'; token: string };

export type LinkOutcome = { kind: 'confirmed' } | { kind: 'recovery' } | { kind: 'signedIn' } | { kind: 'failed'; message: string } | null;

/**
 * Exchanges the token of a mail link (read by boot.ts) for a session: a confirmation or a sign-in
 * link signs the user in (SIGNED_IN), a reset link gives a recovery session (PASSWORD_RECOVERY).
 * The token is removed from the address bar afterwards.
 */
export async function completeAuthLink(link: AuthLink): Promise<LinkOutcome> {
  try {
    if (link.type === 'signup') {
      setSession(await client.auth.confirmEmail.mutate({ token: link.token }), 'SIGNED_IN');
      return { kind: 'confirmed' };
    }
    if (link.type === 'signin') {
      setSession(await client.auth.signInWithLink.mutate({ token: link.token }), 'SIGNED_IN');
      return { kind: 'signedIn' };
    }
    setSession(await client.auth.exchangeRecoveryToken.mutate({ token: link.token }), 'PASSWORD_RECOVERY');
    return { kind: 'recovery' };
  } catch (error) {
    return { kind: 'failed', message: userMessage(error) };
  } finally {
    // The token leaves the address bar. A reset link's page moves on to /reset-password by
    // itself; rewriting the URL under a navigation in flight would cancel it.
    if (link.type !== 'recovery' && window.location.hash.includes(link.token)) {
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
    }
  }
}

/** Whether the server refused the call for too many attempts (429). */
export function isRateLimited(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { httpStatus?: number } | undefined)?.httpStatus === 429;
}

/** The message to show for a failed call: the server's own text, or the product's generic one. */
export function userMessage(error: unknown): string {
  if (error instanceof TRPCClientError && (error.data as { httpStatus?: number } | undefined)?.httpStatus) {
    return error.message;
  }
  return UNEXPECTED_ERROR_TEXT;
}
