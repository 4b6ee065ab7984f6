/**
 * Settings the browser needs, written by the server into index.html as a JSON data block
 * (not a script: the CSP forbids inline scripts) and read once at start. Checked by hand
 * rather than with zod to keep the validator out of the first-paint bundle.
 */
import type { BillingProviderKind } from './billing.ts';

/** The operator's legal details; null where not configured (the pages say it is not provided). */
export type OperatorDetails = {
  name: string | null;
  /** Address lines. */
  address: string[] | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  vatId: string | null;
};

export type PublicConfig = {
  appName: string;
  /** Which payment provider runs: the demo is labelled as such in the UI. */
  billingProvider: BillingProviderKind;
  supportEmail: string | null;
  operator: OperatorDetails;
  /** Set only when the operator enables the advertising pixel. */
  metaPixelId: string | null;
  /** Which analyst scores the news here, so no page claims AI analysis the instance does not run. */
  analysis: 'ai' | 'rules';
};

/**
 * Whom the public pages may name as this instance's sources (the `sources.publishers` query, not
 * this block: it changes as feeds answer): the publishers with a feed that has answered, by name
 * (never a host), and how many feeds have answered.
 */
export type PublishersRead = { publishers: string[]; feeds: number };

/** The marketing pages' source claim (docs/product.md §9: "50+ sources") only where that many feeds have answered; none on the sample stories. */
export function sourcesClaim(read: PublishersRead): string | null {
  if (read.feeds === 0) return null;
  if (read.feeds >= 50) return '50+ sources';
  return `${read.feeds} ${read.feeds === 1 ? 'source' : 'sources'}`;
}

export const PUBLIC_CONFIG_ELEMENT_ID = 'app-config';

export function parsePublicConfig(value: unknown): PublicConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const { appName, billingProvider, supportEmail, operator, metaPixelId, analysis } = value as Record<string, unknown>;
  if (typeof appName !== 'string' || appName === '') return null;
  if (billingProvider !== 'stripe' && billingProvider !== 'demo' && billingProvider !== 'none') return null;
  if (typeof operator !== 'object' || operator === null) return null;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  const o = operator as Record<string, unknown>;
  return {
    appName,
    billingProvider,
    analysis: analysis === 'ai' ? 'ai' : 'rules',
    supportEmail: text(supportEmail),
    metaPixelId: text(metaPixelId),
    operator: {
      name: text(o.name),
      address: Array.isArray(o.address) ? o.address.filter((line): line is string => typeof line === 'string') : null,
      phone: text(o.phone),
      email: text(o.email),
      website: text(o.website),
      vatId: text(o.vatId),
    },
  };
}
