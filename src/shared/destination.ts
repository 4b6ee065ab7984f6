/**
 * Where a visitor goes after signing in, signing up or resetting the password: the page they
 * asked for before the sign-in form stood in the way. It travels in the address bar and in
 * mail links, so anyone can write one; only a path of this app is followed, anything else
 * falls back to the home page (no open redirect to another site).
 */
const DEFAULT_DESTINATION = '/';

/** Longer than any real deep link of the app; a longer value is not one. */
export const MAX_DESTINATION_LENGTH = 1024;

/** The query parameter of /auth that carries the destination. */
export const DESTINATION_PARAM = 'redirect';

/** Pages that lead back to the sign-in form itself: following them after sign-in would loop. */
const AUTH_PAGES = ['/auth', '/reset-password'];

const BASE = 'https://app.invalid';

/** Schemes, hosts and escapes a browser might read out of a value that looks like a path. */
function looksForeign(value: string): boolean {
  // Browsers drop tabs and newlines inside URLs and read `\` as `/`: `/\evil.com` is `//evil.com`.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  return !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value);
}

/** Decodes percent-escapes a few times over: `/%2F%2Fevil.com` must not become `//evil.com` on a second reading. */
function decodings(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // A stray `%` (a search for "100%"): no browser decodes it further either.
      return forms;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  // Still changing after three rounds: nobody writes a real link like that.
  return null;
}

/** The destination as a path of this app (path, search and hash), or null when it is not one. */
export function safeDestination(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_DESTINATION_LENGTH) return null;
  const forms = decodings(value);
  if (!forms || forms.some(looksForeign)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (AUTH_PAGES.includes(path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go: the destination when it is a path of this app, the home page otherwise. */
export function destinationOrHome(value: unknown): string {
  return safeDestination(value) ?? DEFAULT_DESTINATION;
}

/**
 * Where a checkout returns to (the pricing page's banners), still carrying the page that sent the
 * user to the plan, so a story link opened behind the premium gate is not lost on the way.
 */
export function checkoutReturnPaths(destination: string | null): { success: string; canceled: string } {
  const back = destination ? `&${DESTINATION_PARAM}=${encodeURIComponent(destination)}` : '';
  return { success: `/pricing?success=true${back}`, canceled: `/pricing?canceled=true${back}` };
}
