import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/web/components/ui/dialog';
import { tellOtherTabs } from '@/web/lib/tab-channel';
import { toast } from '@/web/lib/toast';
import { trpc } from '@/web/trpc';
import { clearSession } from '../lib/session-store';
import { userMessage } from './auth-client';
import { PasswordField } from './password-field';

function download(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Settings: the user's own data, to take along (GDPR Art. 15, 20) or to erase (Art. 17). */
export function AccountDataCard() {
  const exportData = useMutation(
    trpc.account.exportData.mutationOptions({
      onSuccess: (data) => download(`account-data-${data.exported_at.slice(0, 10)}.json`, data),
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>Download everything stored about your account, or delete the account.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <Button variant="outline" onClick={() => exportData.mutate()} disabled={exportData.isPending}>
            {exportData.isPending ? 'Preparing…' : 'Download my data'}
          </Button>
        </div>
        {exportData.isError && <Alert tone="error">{userMessage(exportData.error)}</Alert>}
        <DeleteAccountDialog />
      </CardContent>
    </Card>
  );
}

function DeleteAccountDialog() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useMutation(
    trpc.account.delete.mutationOptions({
      onSuccess: async () => {
        setOpen(false);
        // Every session has ended on the server; this tab and the others leave the account too.
        localStorage.clear();
        sessionStorage.clear();
        await navigate({ to: '/' });
        clearSession();
        tellOtherTabs({ type: 'signed-out' });
        toast('Account deleted', { description: 'Your account and its data have been deleted. A confirmation is on its way by e-mail.', tone: 'success' });
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password) remove.mutate({ password });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setPassword('');
        remove.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive" className="justify-self-start">
          Delete account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Any subscription or trial is cancelled at once, without a refund, and you are signed out everywhere. Your account and its data are deleted; only
              the records the law requires us to keep (the contract record and any cancellation or withdrawal you sent) are kept, without your account, until
              the retention period ends. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <PasswordField
            id="delete-password"
            label="Current password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            invalid={remove.isError}
          />
          {remove.isError && <Alert tone="error">{userMessage(remove.error)}</Alert>}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Keep my account
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!password || remove.isPending}>
              {remove.isPending ? 'Deleting…' : 'Delete my account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
