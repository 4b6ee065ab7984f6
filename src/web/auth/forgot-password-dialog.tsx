import { type FormEvent, useState } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/web/components/ui/dialog';
import { toast } from '@/web/lib/toast';
import { auth, userMessage } from './auth-client';
import { EmailField } from './email-field';
import { checkEmailAddress } from './validate';

/** `destination`: where the sign-in after the new password leads, carried by the reset link. */
export function ForgotPasswordDialog({ destination }: { destination?: string }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The dialog is portalled out of the sign-in form in the page but not in React's tree, where
    // submit bubbles on: unstopped, it would submit the sign-in form too (an error, or a sign-in
    // attempt counted against the limit).
    event.stopPropagation();
    const problem = checkEmailAddress(email);
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      await auth.requestPasswordReset(email, destination);
      toast('Reset link sent!', {
        description: 'If an account exists for this address, a link to set a new password is on its way.',
        tone: 'success',
      });
      setOpen(false);
      setEmail('');
    } catch (caught) {
      setError(userMessage(caught));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <DialogTrigger asChild>
        <button type="button" className="rounded text-sm font-medium text-primary underline-offset-4 hover:underline">
          Forgot password?
        </button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>Enter the e-mail address of your account and we will send you a link to set a new password.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <EmailField id="forgot-email" value={email} onChange={setEmail} invalid={!!error} />
          {error && <Alert tone="error">{error}</Alert>}
          <DialogFooter>
            <Button type="submit" disabled={sending}>
              {sending ? 'Sending…' : 'Send reset link'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
