import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PASSWORD_MIN_LENGTH } from '@/shared/auth';
import { pendingAuthLink } from '@/web/auth/boot';
import { SetNewPasswordForm } from '@/web/auth/set-new-password-form';
import { useSession } from '@/web/auth/use-auth';
import { AuthCard } from '@/web/components/auth-card';
import { usePageHead } from '@/web/lib/head';
import { getSession } from '@/web/lib/session-store';
import { toast } from '@/web/lib/toast';

export const Route = createFileRoute('/reset-password')({ component: ResetPasswordPage });

/** How long the page waits for a session before sending the visitor to /auth (docs/product.md §2). */
const SESSION_GRACE_MS = 500;

function ResetPasswordPage() {
  usePageHead('Set a new password', 'Choose a new password for your account.');
  const navigate = useNavigate();
  const session = useSession();

  useEffect(() => {
    let cancelled = false;
    // A reset link still being exchanged counts as "on its way"; then the usual grace period.
    void pendingAuthLink.then(() => {
      setTimeout(() => {
        if (!cancelled && !getSession()) void navigate({ to: '/auth', replace: true });
      }, SESSION_GRACE_MS);
    });
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  return (
    <AuthCard
      title="Set a new password"
      description={`Choose a new password of at least ${PASSWORD_MIN_LENGTH} characters. You will sign in with it afterwards.`}
    >
      {session?.kind === 'normal' ? (
        <p className="text-sm text-muted-foreground">
          You are signed in. Change your password in{' '}
          <Link to="/settings" className="font-medium text-primary underline-offset-4 hover:underline">
            Settings
          </Link>
          .
        </p>
      ) : session ? (
        <SetNewPasswordForm
          submitLabel="Reset password"
          onDone={() => {
            toast('Password Reset', { description: 'Your password has been changed. Please sign in with it.', tone: 'success' });
            void navigate({ to: '/auth' });
          }}
        />
      ) : (
        <p className="text-sm text-muted-foreground" role="status">
          Checking your reset link…
        </p>
      )}
    </AuthCard>
  );
}
