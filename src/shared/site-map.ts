/** Every page of the product's route table, with the labels the navigation and footer use. */

export const companyLinks = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

export const legalLinksGerman = [
  { to: '/impressum', label: 'Impressum' },
  { to: '/datenschutz', label: 'Datenschutz' },
  { to: '/agb', label: 'AGB' },
  { to: '/nutzungsbedingungen', label: 'Nutzungsbedingungen' },
  { to: '/cookie-hinweis', label: 'Cookie-Hinweis' },
] as const;

export const legalLinksEnglish = [
  { to: '/legal-notice', label: 'Legal Notice' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/general-terms', label: 'General Terms' },
  { to: '/terms-of-use', label: 'Terms of Use' },
  { to: '/cookie-notice', label: 'Cookie Notice' },
] as const;

export const productLinks = [
  { to: '/', label: 'Home' },
  { to: '/news-analysis', label: 'News Analysis' },
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
] as const;

/** Required by German law for online subscriptions: reachable from every page. */
export const contractLinks = [
  { to: '/vertraege-kuendigen', label: 'Verträge hier kündigen' },
  { to: '/cancel-contract', label: 'Cancel contracts here' },
  { to: '/vertrag-widerrufen', label: 'Vertrag widerrufen' },
  { to: '/withdraw-contract', label: 'Withdraw from contract' },
] as const;

/** Every route of the product's route table, and the contract pages. */
export const allPagePaths = [
  '/',
  '/auth',
  '/reset-password',
  '/settings',
  '/news-analysis',
  '/features',
  '/pricing',
  ...companyLinks.map((l) => l.to),
  ...legalLinksGerman.map((l) => l.to),
  ...legalLinksEnglish.map((l) => l.to),
  ...contractLinks.map((l) => l.to),
] as const;

/**
 * Every path the web app has a page for, as the route tree names them (`$id` is one path segment
 * of any value). The server answers any other path with the app's not-found page and a 404; a
 * test holds this list to the generated route tree, so a new page is added here too.
 */
export const appRoutePaths = [
  ...allPagePaths,
  '/alerts',
  '/contract-confirm',
  '/unsubscribe',
  '/news-analysis/$id',
  '/news-analysis/calibration',
  '/billing/demo/checkout',
  '/billing/demo/portal',
] as const;

const routeMatchers = appRoutePaths.map((route) => {
  const segments = route.split('/').slice(1);
  return (parts: readonly string[]) =>
    parts.length === segments.length && segments.every((segment, i) => (segment.startsWith('$') ? parts[i] !== '' : segment === parts[i]));
});

/**
 * Whether the app has a page at this path. Matched as the app's router matches: letter case and
 * one trailing slash do not matter, and percent-escapes read as the characters they stand for.
 */
export function isAppPath(pathname: string): boolean {
  const parts = pathname
    .replace(/(?<=.)\/$/, '')
    .split('/')
    .slice(1)
    .map(readSegment);
  return routeMatchers.some((matches) => matches(parts));
}

/** A segment as the router reads it; one with a broken escape matches no static page. */
function readSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment;
  }
}
