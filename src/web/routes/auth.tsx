import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { signInErrorText, signInLinkTexts, signUpErrorText } from '@/shared/auth';
import { planText } from '@/shared/billing';
import { destinationOrHome, safeDestination } from '@/shared/destination';
import { track } from '@/web/analytics/track';
import { auth, isRateLimited, userMessage } from '@/web/auth/auth-client';
import { pendingAuthLink } from '@/web/auth/boot';
import { EmailField } from '@/web/auth/email-field';
import { ForgotPasswordDialog } from '@/web/auth/forgot-password-dialog';
import { PasswordField } from '@/web/auth/password-field';
import { SetNewPasswordForm } from '@/web/auth/set-new-password-form';
import { useSession } from '@/web/auth/use-auth';
import { checkEmailAddress, checkSignIn, checkSignUp } from '@/web/auth/validate';
import { AuthCard } from '@/web/components/auth-card';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { usePageHead } from '@/web/lib/head';
import { getSession, onAuthStateChange } from '@/web/lib/session-store';
import { toast } from '@/web/lib/toast';

type AuthMode = 'signin' | 'signup' | 'reset';
/** `redirect`: the page asked for before signing in (kept only when it is a path of the app). */
type AuthSearch = { mode?: Exclude<AuthMode, 'signin'>; redirect?: string };

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): AuthSearch => {
    const destination = safeDestination(search.redirect);
    return {
      ...(search.mode === 'signup' || search.mode === 'reset' ? { mode: search.mode } : {}),
      ...(destination ? { redirect: destination } : {}),
    };
  },
  // docs/product.md §2: signed-in users are sent home, or on to the page they asked for (a recovery
  // session may stay to set its password).
  beforeLoad: ({ search }) => {
    if (getSession()?.kind === 'normal' && search.mode !== 'reset') throw redirect({ href: destinationOrHome(search.redirect), replace: true });
  },
  component: AuthPage,
});

/** The page's title and heading for each mode. */
const headings = {
  signin: { title: 'Sign In', description: 'Sign in to see the live news analysis.' },
  signup: { title: 'Create Account', description: `Create your account and start with a ${planText.trial} free trial.` },
  reset: { title: 'Set new password', description: 'Choose a new password for your account.' },
} as const;

/** Whether the link from a mail this page may have been opened from has been handled. */
function useAuthLinkSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let live = true;
    void pendingAuthLink.then(() => {
      if (live) setSettled(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return settled;
}

function AuthPage() {
  const { mode, redirect: destination } = Route.useSearch();
  const navigate = useNavigate();
  const session = useSession();
  const [recovering, setRecovering] = useState(mode === 'reset');
  const linkSettled = useAuthLinkSettled();
  const shown = recovering ? headings.reset : headings[mode === 'signup' ? 'signup' : 'signin'];
  usePageHead(shown.title, shown.description);
  /** Back to the sign-in form, still leading on to the page asked for. */
  const toSignIn = () => navigate({ to: '/auth', search: destination ? { redirect: destination } : {} });

  // A reset link opened in this tab switches to the new-password form.
  useEffect(
    () =>
      onAuthStateChange((event) => {
        if (event === 'PASSWORD_RECOVERY') setRecovering(true);
      }),
    [],
  );
  useEffect(() => setRecovering(mode === 'reset'), [mode]);

  // Signed in here, in another tab or by the confirmation link this page was opened from: go
  // on to the page asked for, or home.
  useEffect(() => {
    if (session?.kind === 'normal' && !recovering) void navigate({ href: destinationOrHome(destination), replace: true });
  }, [session, recovering, navigate, destination]);

  if (recovering) {
    return (
      <AuthCard
        title={headings.reset.title}
        description="Choose a new password for your account. You will sign in with it afterwards."
        footer={
          <button
            type="button"
            className="font-medium text-primary underline-offset-4 hover:underline"
            onClick={async () => {
              await auth.discardSession();
              void toSignIn();
              setRecovering(false);
            }}
          >
            Back to Sign In
          </button>
        }
      >
        {session ? (
          <SetNewPasswordForm
            onDone={() => {
              toast('Password updated', { description: 'Sign in with your new password.', tone: 'success' });
              setRecovering(false);
              void toSignIn();
            }}
          />
        ) : !linkSettled ? (
          <p className="text-sm text-muted-foreground">Checking your reset link…</p>
        ) : (
          <Alert tone="info">
            Your reset link has expired or was already used. Use <strong>Forgot password?</strong> on the sign-in form to get a new one.
          </Alert>
        )}
      </AuthCard>
    );
  }

  return <CredentialsForm mode={mode === 'signup' ? 'signup' : 'signin'} destination={destination} key={mode ?? 'signin'} />;
}

/** Shown once on the sign-in form after a successful sign-up (docs/product.md §4: 'check your email'). */
let noticeAfterSignUp: string | null = null;

/** Sign in and Create Account. Switching between them remounts the form: fields, error and checkbox start empty. */
function CredentialsForm({ mode, destination }: { mode: 'signin' | 'signup'; destination?: string }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(() => {
    const pending = noticeAfterSignUp;
    noticeAfterSignUp = null;
    return pending;
  });
  const [busy, setBusy] = useState(false);
  /** Sign-in was refused for too many attempts: the form offers the sign-in link. */
  const [offerLink, setOfferLink] = useState(false);
  const [sendingLink, setSendingLink] = useState(false);
  const signingUp = mode === 'signup';

  useEffect(() => {
    if (signingUp) track('SignUpStarted');
  }, [signingUp]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const problem = signingUp ? checkSignUp(email, password, confirmPassword, acceptedTerms) : checkSignIn(email, password);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      if (signingUp) {
        await auth.signUp(email, password, destination);
        track('Lead');
        track('CompleteRegistration');
        toast('Success!', { description: 'Please check your email to confirm your account.', tone: 'success' });
        noticeAfterSignUp = `We sent a confirmation link to ${email.trim()}. Please check your email to confirm your account, then sign in.`;
        await navigate({ to: '/auth', search: destination ? { redirect: destination } : {} });
      } else {
        await auth.signIn(email, password, destination);
        track('LoginCompleted');
        await navigate({ href: destinationOrHome(destination), replace: true });
      }
    } catch (caught) {
      const message = userMessage(caught);
      setError(signingUp ? signUpErrorText(message) : signInErrorText(message));
      if (!signingUp && isRateLimited(caught)) setOfferLink(true);
    } finally {
      setBusy(false);
    }
  }

  async function sendSignInLink() {
    setNotice(null);
    const problem = checkEmailAddress(email);
    setError(problem);
    if (problem) return;
    setSendingLink(true);
    try {
      await auth.requestSignInLink(email, destination);
      toast(signInLinkTexts.sent, { description: signInLinkTexts.sentDescription, tone: 'success' });
      setNotice(signInLinkTexts.sentDescription);
      setOfferLink(false);
    } catch (caught) {
      setError(userMessage(caught));
    } finally {
      setSendingLink(false);
    }
  }

  return (
    <AuthCard
      title={headings[mode].title}
      description={signingUp ? `Start with a ${planText.trial} free trial. No card required.` : 'Welcome back. Sign in to see the live news analysis.'}
      footer={
        signingUp ? (
          <>
            Already have an account?{' '}
            <Link to="/auth" search={destination ? { redirect: destination } : {}} className="font-medium text-primary underline-offset-4 hover:underline">
              Sign In
            </Link>
          </>
        ) : (
          <>
            New here?{' '}
            <Link
              to="/auth"
              search={{ mode: 'signup', ...(destination ? { redirect: destination } : {}) }}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Create Account
            </Link>
          </>
        )
      }
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <EmailField id="email" value={email} onChange={setEmail} invalid={!!error} />
        <PasswordField
          id="password"
          label="Password"
          value={password}
          onChange={setPassword}
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          invalid={!!error}
        />
        {signingUp && (
          <>
            <PasswordField
              id="confirm-password"
              label="Confirm password"
              value={confirmPassword}
              onChange={setConfirmPassword}
              autoComplete="new-password"
              invalid={!!error}
            />
            <div className="flex items-start gap-3">
              <input
                id="terms"
                type="checkbox"
                checked={acceptedTerms}
                onChange={(event) => setAcceptedTerms(event.target.checked)}
                className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
              />
              <label htmlFor="terms" className="text-sm leading-snug text-muted-foreground">
                I accept the{' '}
                <a href="/agb" target="_blank" rel="noopener" className="font-medium text-primary underline-offset-4 hover:underline">
                  Terms of Service
                </a>{' '}
                and the{' '}
                <a href="/datenschutz" target="_blank" rel="noopener" className="font-medium text-primary underline-offset-4 hover:underline">
                  Privacy Policy
                </a>
                .
              </label>
            </div>
          </>
        )}
        {!signingUp && (
          <div className="-mt-1 flex justify-end">
            <ForgotPasswordDialog destination={destination} />
          </div>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        {offerLink && (
          <Button type="button" variant="outline" size="lg" disabled={sendingLink} onClick={sendSignInLink}>
            {sendingLink ? 'Sending…' : signInLinkTexts.request}
          </Button>
        )}
        {notice && <Alert tone="success">{notice}</Alert>}
        <Button type="submit" size="lg" variant={signingUp ? 'hero' : 'default'} disabled={busy || (signingUp && !acceptedTerms)}>
          {busy ? 'Please wait…' : signingUp ? 'Create Account' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
