/** Fills the built index.html with the settings of this instance. */
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '../../shared/public-config.ts';
import { billingProviderKind } from '../billing/provider-kind.ts';
import type { Env } from '../env';
import { escapeHtml } from '../lib/html.ts';

export function publicConfigOf(env: Env): PublicConfig {
  return {
    appName: env.APP_NAME,
    billingProvider: billingProviderKind(env),
    supportEmail: env.SUPPORT_EMAIL ?? null,
    metaPixelId: env.META_PIXEL_ID ?? null,
    // The same condition that picks the analyzer (news-analyzer.ts): a key runs the AI analyst.
    analysis: env.ANTHROPIC_API_KEY ? 'ai' : 'rules',
    operator: {
      name: env.OPERATOR_NAME ?? null,
      address: env.OPERATOR_ADDRESS
        ? env.OPERATOR_ADDRESS.split('|')
            .map((line) => line.trim())
            .filter(Boolean)
        : null,
      phone: env.OPERATOR_PHONE ?? null,
      email: env.OPERATOR_EMAIL ?? null,
      website: env.OPERATOR_WEBSITE ?? null,
      vatId: env.OPERATOR_VAT_ID ?? null,
    },
  };
}

export function renderIndexHtml(template: string, config: PublicConfig): string {
  // `<` escaped so the JSON can never close the element it sits in.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return template
    .replaceAll('__APP_NAME__', escapeHtml(config.appName))
    .replace('<!--app-config-->', `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${json}</script>`);
}
