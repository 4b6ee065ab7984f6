import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { CONTRACT_NAME, type ContractRequestReceipt, cancellationInput, WITHDRAWAL_PERIOD_DAYS, withdrawalInput } from '@/shared/contracts';
import { FIRST_DAY, LAST_DAY } from '@/shared/date-range';
import { formatContractTime } from '@/shared/format';
import { userMessage } from '@/web/auth/auth-client';
import { useSession } from '@/web/auth/use-auth';
import { PageHeader } from '@/web/components/page-header';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { usePageHead } from '@/web/lib/head';
import { trpc } from '@/web/trpc';

type Language = 'de' | 'en';
type Kind = 'cancellation' | 'withdrawal';

const copy = {
  de: {
    cancellation: {
      eyebrow: 'Kündigung',
      title: 'Verträge hier kündigen',
      intro: 'Kündigen Sie Ihr Abonnement ohne Passwort. Sie erhalten sofort eine Eingangsbestätigung per E-Mail.',
      submit: 'jetzt kündigen',
      done: 'Ihre Kündigung ist eingegangen',
    },
    withdrawal: {
      eyebrow: 'Widerruf',
      title: 'Vertrag widerrufen',
      intro: `Sie können einen Vertrag innerhalb von ${WITHDRAWAL_PERIOD_DAYS} Tagen nach Vertragsschluss ohne Angabe von Gründen widerrufen.`,
      submit: 'Widerruf jetzt erklären',
      done: 'Ihr Widerruf ist eingegangen',
    },
    contract: 'Vertrag',
    type: 'Art der Kündigung',
    ordinary: 'Ordentliche Kündigung',
    extraordinary: 'Außerordentliche Kündigung (mit wichtigem Grund)',
    reason: 'Kündigungsgrund',
    message: 'Nachricht (optional)',
    endDate: 'Gewünschtes Vertragsende',
    earliest: 'Zum nächstmöglichen Zeitpunkt',
    specific: 'Zu einem bestimmten Datum',
    name: 'Vor- und Nachname',
    email: 'E-Mail-Adresse des Kundenkontos',
    receivedAt: 'Eingegangen am',
    endsAt: 'Vertragsende',
    confirmationSent: 'Eine Bestätigung wurde an Ihre E-Mail-Adresse gesendet.',
    signedIn: (email: string) => `Angemeldet als ${email}: Eine Erklärung für dieses Konto führen wir sofort aus.`,
    outcomes: {
      pending_confirmation:
        'Eine Eingangsbestätigung ist an die angegebene E-Mail-Adresse unterwegs. Besteht zu dieser Adresse ein Kundenkonto, enthält sie einen Link, mit dem Sie die Erklärung bestätigen; erst dann ändert sich der Vertrag. Für Fristen und Vertragsende zählt der Eingang oben, auch wenn Sie später bestätigen.',
      applied: 'Die Erklärung wurde auf Ihren Vertrag angewendet.',
      no_matching_contract: 'Zu dieser E-Mail-Adresse haben wir keinen laufenden Vertrag gefunden. Wir prüfen Ihre Erklärung.',
      outside_withdrawal_period: 'Die Widerrufsfrist ist abgelaufen. Wir prüfen Ihre Erklärung und melden uns.',
    },
    other: { cancellation: '/cancel-contract', withdrawal: '/withdraw-contract', label: 'English version' },
  },
  en: {
    cancellation: {
      eyebrow: 'Cancellation',
      title: 'Cancel contracts here',
      intro: 'Cancel your subscription without a password. You receive a confirmation of receipt by e-mail right away.',
      submit: 'Cancel now',
      done: 'Your cancellation has been received',
    },
    withdrawal: {
      eyebrow: 'Withdrawal',
      title: 'Withdraw from contract',
      intro: `You can withdraw from a contract within ${WITHDRAWAL_PERIOD_DAYS} days of concluding it, without giving reasons.`,
      submit: 'Withdraw now',
      done: 'Your withdrawal has been received',
    },
    contract: 'Contract',
    type: 'Type of cancellation',
    ordinary: 'Ordinary cancellation',
    extraordinary: 'Extraordinary cancellation (for good cause)',
    reason: 'Reason for cancellation',
    message: 'Message (optional)',
    endDate: 'Requested end of contract',
    earliest: 'Earliest possible date',
    specific: 'A specific date',
    name: 'Full name',
    email: 'E-mail address of the customer account',
    receivedAt: 'Received on',
    endsAt: 'Contract ends',
    confirmationSent: 'A confirmation has been sent to your e-mail address.',
    signedIn: (email: string) => `Signed in as ${email}: a declaration for this account is carried out at once.`,
    outcomes: {
      pending_confirmation:
        'A confirmation of receipt is on its way to the e-mail address you gave. If there is a customer account for that address, it contains a link to confirm your declaration; only then does the contract change. The time of receipt above counts for deadlines and the end of the contract, even if you confirm later.',
      applied: 'The declaration has been applied to your contract.',
      no_matching_contract: 'We found no running contract for this e-mail address. We will review your declaration.',
      outside_withdrawal_period: 'The withdrawal period has passed. We will review your declaration and get back to you.',
    },
    other: { cancellation: '/vertraege-kuendigen', withdrawal: '/vertrag-widerrufen', label: 'Deutsche Fassung' },
  },
} as const;

/** The cancellation button page (§312k BGB) and the withdrawal page, in German or English. */
export function ContractRequestPage({ kind, language }: { kind: Kind; language: Language }) {
  const text = copy[language];
  const page = text[kind];
  usePageHead(page.title, page.intro);
  const session = useSession();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(session?.user.email ?? '');
  const [cancellationType, setCancellationType] = useState<'ordinary' | 'extraordinary'>('ordinary');
  const [reason, setReason] = useState('');
  const [endMode, setEndMode] = useState<'earliest' | 'date'>('earliest');
  const [endDate, setEndDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useMutation(trpc.contracts.cancel.mutationOptions());
  const withdraw = useMutation(trpc.contracts.withdraw.mutationOptions());
  const mutation = kind === 'cancellation' ? cancel : withdraw;
  const receipt: ContractRequestReceipt | undefined = mutation.data;

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (kind === 'cancellation') {
      const input = {
        name,
        email,
        contract: CONTRACT_NAME,
        cancellationType,
        reason: reason || undefined,
        requestedEndDate: endMode === 'date' ? endDate : null,
      } as const;
      const parsed = cancellationInput.safeParse(input);
      if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
      cancel.mutate(input);
    } else {
      const input = { name, email, contract: CONTRACT_NAME, reason: reason || undefined } as const;
      const parsed = withdrawalInput.safeParse(input);
      if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
      withdraw.mutate(input);
    }
  }

  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title}>
        {page.intro}
      </PageHeader>
      <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
        {receipt ? (
          <section className="rounded-2xl border border-signal/40 bg-card p-6 shadow-sm" aria-live="polite">
            <h2 className="flex items-center gap-2 text-xl font-bold">
              <CircleCheck className="size-6 text-signal" aria-hidden="true" /> {page.done}
            </h2>
            <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{text.receivedAt}</dt>
              <dd data-testid="received-at">{formatContractTime(receipt.receivedAt, language)}</dd>
              <dt className="text-muted-foreground">{text.contract}</dt>
              <dd>{CONTRACT_NAME}</dd>
              {receipt.effectiveAt && (
                <>
                  <dt className="text-muted-foreground">{text.endsAt}</dt>
                  <dd>{formatContractTime(receipt.effectiveAt, language)}</dd>
                </>
              )}
            </dl>
            <p className="mt-4 text-sm">{text.outcomes[receipt.status]}</p>
            {receipt.status !== 'pending_confirmation' && <p className="mt-2 text-sm text-muted-foreground">{text.confirmationSent}</p>}
          </section>
        ) : (
          <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-5 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
            <div className="grid gap-2">
              <Label htmlFor="contract">{text.contract}</Label>
              <select id="contract" className="h-10 w-full min-w-0 truncate rounded-lg border border-input bg-card px-3 text-sm" defaultValue={CONTRACT_NAME}>
                <option value={CONTRACT_NAME}>{CONTRACT_NAME}</option>
              </select>
            </div>
            {kind === 'cancellation' && (
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">{text.type}</legend>
                {(['ordinary', 'extraordinary'] as const).map((value) => (
                  <label key={value} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="cancellation-type"
                      value={value}
                      checked={cancellationType === value}
                      onChange={() => setCancellationType(value)}
                      className="size-4 accent-[var(--primary)]"
                    />
                    {text[value]}
                  </label>
                ))}
              </fieldset>
            )}
            {(kind === 'withdrawal' || cancellationType === 'extraordinary') && (
              <div className="grid gap-2">
                <Label htmlFor="reason">{kind === 'withdrawal' ? text.message : text.reason}</Label>
                <textarea
                  id="reason"
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  rows={4}
                  maxLength={2000}
                  className="rounded-lg border border-input bg-card px-3 py-2 text-sm"
                />
              </div>
            )}
            {kind === 'cancellation' && (
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">{text.endDate}</legend>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="end"
                    checked={endMode === 'earliest'}
                    onChange={() => setEndMode('earliest')}
                    className="size-4 accent-[var(--primary)]"
                  />
                  {text.earliest}
                </label>
                <label className="flex items-center gap-2 text-sm">
                  <input type="radio" name="end" checked={endMode === 'date'} onChange={() => setEndMode('date')} className="size-4 accent-[var(--primary)]" />
                  {text.specific}
                </label>
                {endMode === 'date' && (
                  <Input
                    type="date"
                    aria-label={text.specific}
                    min={FIRST_DAY}
                    max={LAST_DAY}
                    value={endDate}
                    onChange={(event) => setEndDate(event.target.value)}
                    className="max-w-48"
                  />
                )}
              </fieldset>
            )}
            <div className="grid gap-2">
              <Label htmlFor="contract-name">{text.name}</Label>
              <Input id="contract-name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} required />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="contract-email">{text.email}</Label>
              <Input id="contract-email" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
            </div>
            {session && <p className="text-sm text-muted-foreground">{text.signedIn(session.user.email)}</p>}
            {(problem || mutation.error) && <Alert tone="error">{problem ?? userMessage(mutation.error)}</Alert>}
            <Button type="submit" size="lg" variant="destructive" disabled={mutation.isPending}>
              {mutation.isPending ? '…' : page.submit}
            </Button>
          </form>
        )}
        <p className="mt-6 text-sm">
          <Link to={text.other[kind]} className="text-primary underline-offset-4 hover:underline">
            {text.other.label}
          </Link>
        </p>
      </div>
    </>
  );
}
