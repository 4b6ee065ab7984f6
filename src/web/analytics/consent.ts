/**
 * Consent for the advertising pixel (only when the operator configures one). The choice is
 * kept in localStorage; nothing loads and nothing is sent until the visitor agrees.
 */
import { publicConfig } from '@/web/lib/public-config';

export type ConsentChoice = 'granted' | 'denied';
const KEY = 'impactwire.consent';
const listeners = new Set<() => void>();

export const pixelConfigured = () => publicConfig.metaPixelId !== null;

function consentChoice(): ConsentChoice | null {
  const value = localStorage.getItem(KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

function emit() {
  for (const listener of listeners) listener();
}

export function setConsent(choice: ConsentChoice) {
  localStorage.setItem(KEY, choice);
  emit();
  if (choice === 'granted') void startPixel();
}

/** "Cookie settings": forget the choice and ask again (a granted pixel stops on the next load). */
export function resetConsent() {
  localStorage.removeItem(KEY);
  emit();
}

export const consentStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: consentChoice,
};

async function startPixel() {
  const id = publicConfig.metaPixelId;
  if (!id) return;
  const { loadPixel } = await import('./pixel');
  loadPixel(id);
}

/** At start: the pixel loads only with a configured id and a stored 'granted'. */
export function startAnalytics() {
  if (pixelConfigured() && consentChoice() === 'granted') void startPixel();
}
