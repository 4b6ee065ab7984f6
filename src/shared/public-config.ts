/**
 * Settings the browser needs, written by the server into index.html as a JSON data block
 * (not a script: the CSP forbids inline scripts) and read once at start. Checked by hand
 * rather than with zod to keep the validator out of the first-paint bundle.
 */
export type PublicConfig = {
  appName: string;
  /** Which payment provider runs: the demo is labelled as such in the UI. */
  billingProvider: 'stripe' | 'demo' | 'none';
};

export const PUBLIC_CONFIG_ELEMENT_ID = 'app-config';

export function parsePublicConfig(value: unknown): PublicConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const { appName, billingProvider } = value as Record<string, unknown>;
  if (typeof appName !== 'string' || appName === '') return null;
  if (billingProvider !== 'stripe' && billingProvider !== 'demo' && billingProvider !== 'none') return null;
  return { appName, billingProvider };
}
