/** Receipts and confirmations of cancellations and withdrawals, in German and English. */
import { PLAN, planText } from '../../shared/billing';
import { type ContractOutcome, type ContractRequestKind, WITHDRAWAL_PERIOD_DAYS } from '../../shared/contracts';
import { formatContractTime } from '../../shared/format';
import { escapeHtml } from '../lib/html';
import type { Brand, Mail } from './mail';

type Received = { name: string; contract: string; receivedAt: Date };
type Details = Received & { effectiveAt: Date | null; outcome: ContractOutcome };

// The page that took the request words its times with the same function.
const germanDateTime = (d: Date) => formatContractTime(d, 'de');
const englishDateTime = (d: Date) => formatContractTime(d, 'en');

function asHtml(text: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0b1220;line-height:1.55;max-width:560px;margin:24px auto;padding:0 16px">${text
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')}</body></html>`;
}

/** Acknowledges a cancellation or withdrawal: when it arrived, the contract, and what follows. */
function receiptMail(
  brand: Brand,
  to: string,
  d: Received,
  words: { subject: string; de: { noun: string; outcome: string }; en: { noun: string; outcome: string } },
): Mail {
  const text = `Guten Tag ${d.name},

wir bestätigen den Eingang ${words.de.noun} am ${germanDateTime(d.receivedAt)}.
Vertrag: ${d.contract}
${words.de.outcome}

---

Hello ${d.name},

we confirm that we received your ${words.en.noun} on ${englishDateTime(d.receivedAt)}.
Contract: ${d.contract}
${words.en.outcome}

${brand.appName} · ${brand.publicUrl}`;
  return { to, subject: `${words.subject} – ${brand.appName}`, text, html: asHtml(text) };
}

export function cancellationConfirmationMail(brand: Brand, to: string, d: Details): Mail {
  const de =
    d.outcome === 'applied'
      ? `Ihr Vertrag endet zum ${d.effectiveAt ? germanDateTime(d.effectiveAt) : 'nächstmöglichen Zeitpunkt'}. Bis dahin haben Sie weiterhin Zugang.`
      : 'Zu dieser E-Mail-Adresse haben wir keinen laufenden Vertrag gefunden. Wir prüfen Ihre Kündigung und melden uns, falls wir Angaben benötigen.';
  const en =
    d.outcome === 'applied'
      ? `Your contract ends on ${d.effectiveAt ? englishDateTime(d.effectiveAt) : 'the earliest possible date'}. You keep access until then.`
      : 'We found no running contract for this e-mail address. We will look into your cancellation and get in touch if we need details.';
  return receiptMail(brand, to, d, {
    subject: 'Kündigungsbestätigung / Cancellation confirmed',
    de: { noun: 'Ihrer Kündigung', outcome: de },
    en: { noun: 'cancellation', outcome: en },
  });
}

export function withdrawalConfirmationMail(brand: Brand, to: string, d: Details): Mail {
  const de =
    d.outcome === 'applied'
      ? 'Ihr Vertrag wurde mit sofortiger Wirkung beendet. Bereits gezahlte Beträge erstatten wir innerhalb von 14 Tagen über das ursprüngliche Zahlungsmittel.'
      : d.outcome === 'outside_withdrawal_period'
        ? `Die Widerrufsfrist von ${WITHDRAWAL_PERIOD_DAYS} Tagen ab Vertragsschluss ist abgelaufen. Wir prüfen Ihre Erklärung und melden uns bei Ihnen. Eine Kündigung zum Ende des Abrechnungszeitraums ist jederzeit möglich.`
        : 'Zu dieser E-Mail-Adresse haben wir keinen Vertrag gefunden. Wir prüfen Ihre Erklärung und melden uns, falls wir Angaben benötigen.';
  const en =
    d.outcome === 'applied'
      ? 'Your contract has been ended with immediate effect. We refund any amount already paid within 14 days to the original means of payment.'
      : d.outcome === 'outside_withdrawal_period'
        ? `The ${WITHDRAWAL_PERIOD_DAYS}-day withdrawal period from the conclusion of the contract has passed. We will review your declaration and get back to you. You can cancel at the end of the billing period at any time.`
        : 'We found no contract for this e-mail address. We will look into your declaration and get in touch if we need details.';
  return receiptMail(brand, to, d, {
    subject: 'Widerrufsbestätigung / Withdrawal confirmed',
    de: { noun: 'Ihres Widerrufs', outcome: de },
    en: { noun: 'withdrawal', outcome: en },
  });
}

const nouns = {
  cancellation: { de: 'Ihrer Kündigung', en: 'cancellation', subject: 'Eingangsbestätigung Kündigung / Cancellation received' },
  withdrawal: { de: 'Ihres Widerrufs', en: 'withdrawal', subject: 'Eingangsbestätigung Widerruf / Withdrawal received' },
} as const;

/**
 * The receipt a request made without signing in gets at once (§ 312k Abs. 4 BGB), sent to the
 * address typed in. An account gets the link that confirms the request; an address without one
 * is told so. Neither says whether a contract runs.
 */
export function contractRequestReceivedMail(
  brand: Brand,
  to: string,
  d: Received & { kind: ContractRequestKind; confirmUrl: string | null; linkValidDays: number },
): Mail {
  const noun = nouns[d.kind];
  const de = d.confirmUrl
    ? `Zum Schutz Ihres Kontos führen wir eine Erklärung, die ohne Anmeldung abgegeben wurde, erst aus, wenn sie über diese E-Mail-Adresse bestätigt ist. Bitte bestätigen Sie sie hier (der Link ist ${d.linkValidDays} Tage gültig):
${d.confirmUrl}
Maßgeblich für Fristen und Vertragsende ist der oben genannte Eingang, auch wenn Sie später bestätigen. Haben Sie diese Erklärung nicht abgegeben, ignorieren Sie diese E-Mail; Ihr Vertrag bleibt dann unverändert.`
    : 'Zu dieser E-Mail-Adresse besteht kein Kundenkonto, daher können wir die Erklärung keinem Vertrag zuordnen. Läuft Ihr Vertrag unter einer anderen E-Mail-Adresse, geben Sie bitte diese an oder antworten Sie uns. Haben Sie diese Erklärung nicht abgegeben, ignorieren Sie diese E-Mail.';
  const en = d.confirmUrl
    ? `To protect your account, a declaration made without signing in is carried out only once it is confirmed from this e-mail address. Please confirm it here (the link is valid for ${d.linkValidDays} days):
${d.confirmUrl}
The time of receipt above decides the deadlines and the end of the contract, even if you confirm later. If you did not make this declaration, ignore this e-mail; your contract then stays as it is.`
    : 'There is no customer account for this e-mail address, so we cannot match the declaration to a contract. If your contract runs under another e-mail address, please use that one or reply to us. If you did not make this declaration, ignore this e-mail.';
  return receiptMail(brand, to, d, {
    subject: noun.subject,
    de: { noun: noun.de, outcome: de },
    en: { noun: noun.en, outcome: en },
  });
}

export function contractConfirmationMail(brand: Brand, to: string, d: { startedAt: Date; trialEnd: Date | null }): Mail {
  const site = brand.publicUrl;
  const trialDe = d.trialEnd
    ? `Ihre kostenlose Testphase läuft bis zum ${germanDateTime(d.trialEnd)}. Danach wird das Abonnement automatisch kostenpflichtig (${planText.priceWithCodeDe} pro Monat), sofern Sie nicht vorher kündigen; ohne hinterlegte Zahlungsmethode pausiert es stattdessen.`
    : `Das Abonnement kostet ${planText.priceWithCodeDe} pro Monat und wird monatlich im Voraus abgerechnet.`;
  const trialEn = d.trialEnd
    ? `Your free trial runs until ${englishDateTime(d.trialEnd)}. It then continues as the paid plan (${planText.priceWithCode} per month) unless you cancel before; without a payment method on file it pauses instead.`
    : `The subscription costs ${planText.priceWithCode} per month, billed monthly in advance.`;
  const text = `Guten Tag,

vielen Dank für Ihre Bestellung. Hiermit bestätigen wir den Abschluss Ihres Vertrags am ${germanDateTime(d.startedAt)}:
Vertrag: ${brand.appName} ${PLAN.name} (Monatsabonnement, ${planText.priceWithCodeDe} pro Monat)
${trialDe}

Kündigung: jederzeit zum Ende des Abrechnungszeitraums, im Kundenkonto oder unter ${site}/vertraege-kuendigen
Widerruf: innerhalb von ${WITHDRAWAL_PERIOD_DAYS} Tagen, z. B. unter ${site}/vertrag-widerrufen (Widerrufsbelehrung und Muster-Widerrufsformular in den AGB)
Allgemeine Geschäftsbedingungen: ${site}/agb
Datenschutzerklärung: ${site}/datenschutz

Die Analysen werden automatisch erzeugt und sind keine Anlageberatung.

---

Hello,

thank you for your order. We confirm your contract of ${englishDateTime(d.startedAt)}:
Contract: ${brand.appName} ${PLAN.name} (monthly subscription, ${planText.priceWithCode} per month)
${trialEn}

Cancellation: any time, effective at the end of the billing period, in your account or at ${site}/cancel-contract
Withdrawal: within ${WITHDRAWAL_PERIOD_DAYS} days, e.g. at ${site}/withdraw-contract (withdrawal instructions and model form in the terms)
General terms: ${site}/general-terms (binding German version: ${site}/agb)
Privacy policy: ${site}/privacy-policy

The analyses are generated automatically and are not financial advice.

${brand.appName} · ${site}`;
  return { to, subject: `Vertragsbestätigung / Contract confirmation – ${brand.appName}`, text, html: asHtml(text) };
}
