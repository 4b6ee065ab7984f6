import { type FormEvent, useState } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { auth, userMessage } from './auth-client';
import { PasswordField } from './password-field';
import { checkNewPassword } from './validate';

/** New password and confirmation, for a recovery session (the /auth reset mode and /reset-password). */
export function SetNewPasswordForm({ onDone, submitLabel = 'Update password' }: { onDone: () => void; submitLabel?: string }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkNewPassword(password, confirmPassword);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await auth.updatePassword(password);
      onDone();
    } catch (caught) {
      setError(userMessage(caught));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <PasswordField id="new-password" label="New password" value={password} onChange={setPassword} autoComplete="new-password" invalid={!!error} />
      <PasswordField
        id="confirm-new-password"
        label="Confirm new password"
        value={confirmPassword}
        onChange={setConfirmPassword}
        autoComplete="new-password"
        invalid={!!error}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" disabled={saving} size="lg">
        {saving ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
