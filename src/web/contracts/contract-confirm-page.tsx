import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { CONTRACT_NAME, type ContractConfirmation, WITHDRAWAL_PERIOD_DAYS } from '@/shared/contracts';
import { formatContractTime } from '@/shared/format';
import { userMessage } from '@/web/auth/auth-client';
import { PageHeader } from '@/web/components/page-header';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { usePageHead } from '@/web/lib/head';
import { trpc } from '@/web/trpc';

// As the mail words them: the same instant, its zone named.
const de = (iso: string) => formatContractTime(iso, 'de');
const en = (iso: string) => formatContractTime(iso, 'en');

/** Both languages, like the mail the link came in. */
function outcomeText(result: Extract<ContractConfirmation, { state: 'confirmed' }>): [string, string] {
  const ends = result.effectiveAt;
  if (result.outcome === 'applied') {
    return result.kind === 'cancellation'
      ? [
          `Ihre Kündigung ist bestätigt. Ihr Vertrag endet zum ${ends ? de(ends) : 'nächstmöglichen Zeitpunkt'}.`,
          `Your cancellation is confirmed. Your contract ends on ${ends ? en(ends) : 'the earliest possible date'}.`,
        ]
      : ['Ihr Widerruf ist bestätigt. Ihr Vertrag ist beendet.', 'Your withdrawal is confirmed. Your contract has ended.'];
  }
  if (result.outcome === 'outside_withdrawal_period') {
    return [
      `Bei Eingang Ihres Widerrufs war die Widerrufsfrist von ${WITHDRAWAL_PERIOD_DAYS} Tagen abgelaufen. Ihr Vertrag läuft weiter; wir prüfen Ihre Erklärung und melden uns.`,
      `The ${WITHDRAWAL_PERIOD_DAYS}-day withdrawal period had passed when your withdrawal arrived. Your contract continues; we will review your declaration and get back to you.`,
    ];
  }
  return [
    'Bei Eingang Ihrer Erklärung lief zu Ihrem Konto kein Vertrag. Es hat sich nichts geändert.',
    'No contract was running for your account when your declaration arrived. Nothing has changed.',
  ];
}

const linkProblems: Record<Exclude<ContractConfirmation['state'], 'confirmed'> | 'missing', [string, string]> = {
  used: ['Dieser Link wurde bereits verwendet; Ihre Erklärung ist bestätigt.', 'This link has already been used; your declaration is confirmed.'],
  expired: [
    'Dieser Link ist abgelaufen. Ihr Vertrag ist unverändert; bitte geben Sie Ihre Erklärung erneut ab.',
    'This link has expired. Your contract is unchanged; please make your declaration again.',
  ],
  invalid: ['Dieser Link ist ungültig.', 'This link is not valid.'],
  missing: ['Dieser Link ist unvollständig. Bitte öffnen Sie ihn direkt aus der E-Mail.', 'This link is incomplete. Please open it straight from the e-mail.'],
};

/** Where the link from a contract request's receipt lands: one click confirms the request. */
export function ContractConfirmPage() {
  usePageHead('Erklärung bestätigen / Confirm your declaration', 'Confirm a cancellation or withdrawal.');
  // The token travels in the hash so that it never reaches a server log; it leaves the address bar at once.
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('token'));
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  const confirm = useMutation(trpc.contracts.confirm.mutationOptions());
  const result = confirm.data;

  let body: ReactNode;
  if (!token || (result && result.state !== 'confirmed')) {
    const [germanText, englishText] = linkProblems[result && result.state !== 'confirmed' ? result.state : 'missing'];
    body = (
      <section className="rounded-2xl border border-border bg-card p-6 shadow-sm" aria-live="polite">
        <h2 className="flex items-center gap-2 text-xl font-bold">
          <CircleAlert className="size-6 text-destructive" aria-hidden="true" /> {germanText}
        </h2>
        <p className="mt-2 text-sm">{englishText}</p>
        <p className="mt-4 flex flex-wrap gap-4 text-sm">
          <Link to="/vertraege-kuendigen" className="text-primary underline-offset-4 hover:underline">
            Verträge hier kündigen
          </Link>
          <Link to="/vertrag-widerrufen" className="text-primary underline-offset-4 hover:underline">
            Vertrag widerrufen
          </Link>
        </p>
      </section>
    );
  } else if (result) {
    const [germanText, englishText] = outcomeText(result);
    body = (
      <section className="rounded-2xl border border-signal/40 bg-card p-6 shadow-sm" aria-live="polite">
        <h2 className="flex items-center gap-2 text-xl font-bold">
          <CircleCheck className="size-6 text-signal" aria-hidden="true" /> {germanText}
        </h2>
        <p className="mt-2 text-sm">{englishText}</p>
        <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Eingegangen am / Received on</dt>
          <dd data-testid="received-at">{de(result.receivedAt)}</dd>
          <dt className="text-muted-foreground">Vertrag / Contract</dt>
          <dd>{CONTRACT_NAME}</dd>
        </dl>
        <p className="mt-4 text-sm text-muted-foreground">
          Eine Bestätigung wurde an Ihre E-Mail-Adresse gesendet. / A confirmation has been sent to your e-mail address.
        </p>
      </section>
    );
  } else {
    body = (
      <section className="grid gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm">
        <p className="text-sm">
          Mit einem Klick bestätigen Sie die Kündigung oder den Widerruf, den Sie ohne Anmeldung erklärt haben. Maßgeblich für Fristen und Vertragsende bleibt
          der Zeitpunkt des Eingangs.
        </p>
        <p className="text-sm text-muted-foreground">
          One click confirms the cancellation or withdrawal you declared without signing in. The time it was received still decides the deadlines and the end of
          the contract.
        </p>
        {confirm.error && <Alert tone="error">{userMessage(confirm.error)}</Alert>}
        <Button size="lg" variant="destructive" disabled={confirm.isPending} onClick={() => confirm.mutate({ token })}>
          {confirm.isPending ? '…' : 'Jetzt bestätigen / Confirm now'}
        </Button>
      </section>
    );
  }

  return (
    <>
      <PageHeader eyebrow="Kündigung & Widerruf / Cancellation & withdrawal" title="Erklärung bestätigen / Confirm your declaration" />
      <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">{body}</div>
    </>
  );
}
