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
