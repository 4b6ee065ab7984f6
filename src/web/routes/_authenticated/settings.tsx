import { createFileRoute } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '@/shared/auth';
import { formatDate } from '@/shared/format';
import { AlertsSettingsCard } from '@/web/alerts/alerts-settings-card';
import { AccountDataCard } from '@/web/auth/account-data-card';
import { auth, userMessage } from '@/web/auth/auth-client';
import { PasswordField } from '@/web/auth/password-field';
import { useSignedInSession } from '@/web/auth/use-auth';
import { checkChangePassword } from '@/web/auth/validate';
import { SubscriptionCard } from '@/web/billing/subscription-card';
import { PageHeader } from '@/web/components/page-header';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { usePageHead } from '@/web/lib/head';
import { toast } from '@/web/lib/toast';
import { loadSignedInPage } from '@/web/route-data/route-loaders';
import { SquawkSettingsCard } from '@/web/squawk/squawk-controls';

// The page shows the subscription: it opens with the server's answer.
export const Route = createFileRoute('/_authenticated/settings')({ loader: () => loadSignedInPage(), component: SettingsPage });

function SettingsPage() {
  usePageHead('Settings', 'Your account, subscription and password.');
  const session = useSignedInSession();

  return (
    <>
      <PageHeader eyebrow="Account" title="Settings">
        Your account and subscription.
      </PageHeader>
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:px-6">
        <Card>
          <CardHeader>
            <CardTitle>Account information</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5">
            <div className="grid gap-2">
              <Label htmlFor="account-email">Email</Label>
              <Input id="account-email" type="email" value={session.user.email} readOnly aria-describedby="account-email-hint" />
              <p id="account-email-hint" className="text-xs text-muted-foreground">
                Email address cannot be changed
              </p>
            </div>
            <div className="grid gap-1">
              <span className="text-sm font-medium">Account created</span>
              <span className="text-sm text-muted-foreground tabular" data-testid="account-created">
                {/* docs/product.md §2: the account's creation date in German format. */}
                {formatDate(session.user.created_at, 'de')}
              </span>
            </div>
          </CardContent>
        </Card>
        <SubscriptionCard />
        <AlertsSettingsCard />
        <SquawkSettingsCard />
        <ChangePasswordCard />
        <AccountDataCard />
      </div>
    </>
  );
}

function ChangePasswordCard() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkChangePassword(currentPassword, password, confirmPassword);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await auth.updatePassword(password, currentPassword);
      toast('Password updated', { description: 'Your other devices have been signed out.', tone: 'success' });
      setCurrentPassword('');
      setPassword('');
      setConfirmPassword('');
    } catch (caught) {
      setError(userMessage(caught));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
        <CardDescription>At least {PASSWORD_MIN_LENGTH} characters. Other devices are signed out when you change it.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <PasswordField
            id="current-password"
            label="Current password"
            value={currentPassword}
            onChange={setCurrentPassword}
            autoComplete="current-password"
            invalid={!!error}
          />
          <PasswordField
            id="settings-new-password"
            label="New password"
            value={password}
            onChange={setPassword}
            autoComplete="new-password"
            invalid={!!error}
          />
          <PasswordField
            id="settings-confirm-password"
            label="Confirm new password"
            value={confirmPassword}
            onChange={setConfirmPassword}
            autoComplete="new-password"
            invalid={!!error}
          />
          {error && <Alert tone="error">{error}</Alert>}
          <div>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving…' : 'Update Password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
