import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig, parsePublicConfig } from '@/shared/public-config';

function readPublicConfig(): PublicConfig {
  const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  const config = text ? parsePublicConfig(JSON.parse(text)) : null;
  if (!config) throw new Error('The page is missing its configuration; reload to try again.');
  return config;
}

/** The instance's settings, written into index.html by the server. */
export const publicConfig: PublicConfig = readPublicConfig();
