import type { ReactNode } from 'react';
import type { OperatorDetails } from '@/shared/public-config';
import { PageHeader } from '@/web/components/page-header';
import { usePageHead } from '@/web/lib/head';
import { publicConfig } from '@/web/lib/public-config';

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
        {children}
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

const placeholderLabels: Record<keyof OperatorDetails, string> = {
  name: 'OPERATOR_NAME',
  address: 'OPERATOR_ADDRESS',
  phone: 'OPERATOR_PHONE',
  email: 'OPERATOR_EMAIL',
  website: 'OPERATOR_WEBSITE',
  vatId: 'OPERATOR_VAT_ID',
};

/**
 * One of the operator's details as configured, or a visible placeholder naming the setting:
 * legal pages never show invented data.
 */
export function Operator({ field }: { field: keyof OperatorDetails }) {
  const value = publicConfig.operator[field];
  if (value && (!Array.isArray(value) || value.length > 0)) {
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
    if (field === 'email') return <a href={`mailto:${value}`}>{value}</a>;
    if (field === 'website') return <a href={value}>{value}</a>;
    return <>{value}</>;
  }
  return (
    <mark
      className="rounded border border-dashed border-gold bg-gold/15 px-1.5 py-0.5 font-mono text-sm text-foreground"
      data-placeholder={field}
    >
      [{placeholderLabels[field]} not configured]
    </mark>
  );
}

/** Whether the operator configured a VAT ID (the notice then names it; otherwise it says there is none). */
export const hasVatId = () => publicConfig.operator.vatId !== null;
/** The product's name as configured. */
export const productName = () => publicConfig.appName;
/** The support address, or null. */
export const supportEmail = () => publicConfig.supportEmail;
