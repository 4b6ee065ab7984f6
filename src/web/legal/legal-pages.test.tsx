import { afterAll, beforeAll, expect, test } from 'bun:test';
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import type { ComponentType } from 'react';
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '@/shared/public-config';

/** An instance whose operator set none of the legal details, nor a support address. */
const unsetOperator: PublicConfig = {
  appName: 'Impactwire',
  billingProvider: 'demo',
  supportEmail: null,
  operator: { name: null, address: null, phone: null, email: null, website: null, vatId: null },
  metaPixelId: null,
  analysis: 'rules',
};

// A document for this file only, carrying the configuration the server writes into index.html.
beforeAll(() => {
  GlobalRegistrator.register({ url: 'http://localhost/impressum' });
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PUBLIC_CONFIG_ELEMENT_ID;
  element.textContent = JSON.stringify(unsetOperator);
  document.head.append(element);
});
afterAll(() => GlobalRegistrator.unregister());

async function legalPages(): Promise<Record<string, ComponentType>> {
  return {
    impressum: (await import('./de/impressum')).ImpressumPage,
    datenschutz: (await import('./de/datenschutz')).DatenschutzPage,
    agb: (await import('./de/agb')).AgbPage,
    nutzungsbedingungen: (await import('./de/nutzungsbedingungen')).NutzungsbedingungenPage,
    'cookie-hinweis': (await import('./de/cookie-hinweis')).CookieHinweisPage,
    'legal-notice': (await import('./en/legal-notice')).LegalNoticePage,
    'privacy-policy': (await import('./en/privacy-policy')).PrivacyPolicyPage,
    'general-terms': (await import('./en/general-terms')).GeneralTermsPage,
    'terms-of-use': (await import('./en/terms-of-use')).TermsOfUsePage,
    'cookie-notice': (await import('./en/cookie-notice')).CookieNoticePage,
  };
}

const visibleText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ');

test('with the operator settings unset, every legal page says which detail is missing and no sentence leads to a blank', async () => {
  const { renderToStaticMarkup } = await import('react-dom/server');
  const problems: string[] = [];
  let markers = 0;
  for (const [path, Page] of Object.entries(await legalPages())) {
    const html = renderToStaticMarkup(<Page />);
    for (const match of html.matchAll(/<em data-unset="(\w+)">([^<]*)<\/em>/g)) {
      markers++;
      const before = visibleText(html.slice(0, match.index)).trimEnd();
      const marker = match[2] ?? '';
      // "Phone: not provided" names the detail by its label; the bare words after "inform us at" or under the name do not.
      const labelled = before.endsWith(':');
      const namesItself = !/^(not provided|nicht angegeben)$/.test(marker);
      if (!labelled && !namesItself) problems.push(`/${path}: "…${before.slice(-40)} ${marker}"`);
    }
  }
  expect(markers).toBeGreaterThan(10);
  expect(problems).toEqual([]);
});

test('a sentence that leads to an unset e-mail address is left out or reworded, and still reads whole', async () => {
  const { renderToStaticMarkup } = await import('react-dom/server');
  const pages = await legalPages();
  const text = (path: string) => {
    const Page = pages[path];
    if (!Page) throw new Error(`no page ${path}`);
    return visibleText(renderToStaticMarkup(<Page />)).replace(/ ([.,)])/g, '$1');
  };
  expect(text('terms-of-use')).toContain('change your password without delay. You can reset a forgotten password');
  expect(text('nutzungsbedingungen')).toContain('zum Zurücksetzen des Passworts).');
  expect(text('privacy-policy')).toContain(
    'To exercise your rights, simply write to us at the address in section 1. We will respond',
  );
  expect(text('datenschutz')).toContain(
    'Zur Ausübung Ihrer Rechte genügt eine formlose Nachricht an die in Abschnitt 1 genannte Anschrift.',
  );
  expect(text('general-terms')).toContain('Cancellation in text form is also possible.');
  expect(text('agb')).toContain('in Textform.');
  expect(text('agb')).toContain('die zwischen Impactwire (Einzelunternehmer,');
});
