import { createContext, type ReactNode, useContext } from 'react';
import type { OperatorDetails } from '@/shared/public-config';
import { PageHeader } from '@/web/components/page-header';
import { usePageHead } from '@/web/lib/head';
import { publicConfig } from '@/web/lib/public-config';

/** The language of the legal page being shown, for the operator details it words. */
const PageLanguage = createContext<'de' | 'en'>('en');

/** Whether this instance's operator left any detail unset that the legal pages name. */
const missingOperatorDetails = () => {
  const { name, address, phone, email, website } = publicConfig.operator;
  return !name || !address?.length || !phone || !(email ?? publicConfig.supportEmail) || !website;
};

const missingNotice = {
  en: 'The operator of this instance has not published every contact detail; details that are not provided are marked as such. Your account, subscription, data export and account deletion are all in Settings.',
  de: 'Der Betreiber dieser Instanz hat nicht alle Kontaktangaben veröffentlicht; fehlende Angaben sind als solche gekennzeichnet. Konto, Abonnement, Datenexport und Kontolöschung verwalten Sie jederzeit in den Einstellungen.',
};

/** The frame of every legal page: title, language, date of the version, and the text. */
export function LegalPage({
  lang,
  eyebrow,
  title,
  updated,
  children,
}: {
  lang: 'de' | 'en';
  eyebrow: string;
  title: string;
  updated: string;
  children: ReactNode;
}) {
  usePageHead(title);
  return (
    <div lang={lang}>
      <PageHeader eyebrow={eyebrow} title={title}>
        {lang === 'de' ? `Stand: ${updated}` : `Last updated: ${updated}`}
      </PageHeader>
      <article className="mx-auto w-full max-w-3xl px-4 py-10 text-[15px] leading-relaxed hyphens-auto [overflow-wrap:anywhere] sm:px-6 [&_a]:text-primary [&_a]:underline [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        {missingOperatorDetails() && (
          <p role="note" className="mb-8 rounded-xl border border-border bg-card p-4 text-sm text-muted-foreground">
            {missingNotice[lang]}
          </p>
        )}
        <PageLanguage.Provider value={lang}>{children}</PageLanguage.Provider>
      </article>
    </div>
  );
}

/** A numbered section: "§ 3 Preise" / "3. Prices". */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8 first:mt-0">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

const notProvided = { en: 'not provided', de: 'nicht angegeben' };
/** The address stands without a label of its own (under the name), so its placeholder says what is missing. */
const addressNotProvided = { en: 'postal address not provided', de: 'Anschrift nicht angegeben' };

/** One of the operator's details as configured, or null: the e-mail falls back to the support address. */
function operatorDetail(field: keyof OperatorDetails): string | string[] | null {
  const value =
    field === 'email' ? (publicConfig.operator.email ?? publicConfig.supportEmail) : publicConfig.operator[field];
  return Array.isArray(value) && value.length === 0 ? null : value;
}

/**
 * One of the operator's details as configured. Unset, it reads as a finished page, never as a
 * placeholder or invented data: the name falls back to the product's name, the e-mail to the
 * support address, anything else says it is not provided, after its label ("Phone: not
 * provided"). In running text, wrap the words that lead to it in `WithOperator`. Start-up logs
 * which settings are unset.
 */
export function Operator({ field }: { field: keyof OperatorDetails }) {
  const lang = useContext(PageLanguage);
  const value = operatorDetail(field);
  if (Array.isArray(value)) {
    return (
      <>
        {value.map((line, index) => (
          <span key={line}>
            {index > 0 && <br />}
            {line}
          </span>
        ))}
      </>
    );
  }
  if (value) {
    if (field === 'email') return <a href={`mailto:${value}`}>{value}</a>;
    if (field === 'website') return <a href={value}>{value}</a>;
    return <>{value}</>;
  }
  if (field === 'name') return <>{publicConfig.appName}</>;
  return <em data-unset={field}>{(field === 'address' ? addressNotProvided : notProvided)[lang]}</em>;
}

/**
 * Words of running text that only make sense with the detail ("inform us at …"): left out, or
 * replaced by `otherwise`, while the operator has not configured it, so no sentence reads
 * "inform us at not provided".
 */
export function WithOperator({
  field,
  otherwise = null,
  children,
}: {
  field: keyof OperatorDetails;
  otherwise?: ReactNode;
  children: ReactNode;
}) {
  return <>{operatorDetail(field) ? children : otherwise}</>;
}

/** Whether the operator configured a VAT ID (the notice then names it; otherwise it says there is none). */
export const hasVatId = () => publicConfig.operator.vatId !== null;
/** The product's name as configured. */
export const productName = () => publicConfig.appName;
/** The support address, or null. */
export const supportEmail = () => publicConfig.supportEmail;
