/** Headers every response carries. */

export type SecurityHeaderOptions = { https: boolean; pixel: boolean };

/** Meta's pixel hosts: allowed only when the operator configures a pixel (it still loads only after consent). */
const PIXEL_SCRIPT = 'https://connect.facebook.net';
const PIXEL_BEACON = 'https://www.facebook.com';

export function contentSecurityPolicy({ pixel }: { pixel: boolean }): string {
  return [
    "default-src 'self'",
    // No inline script and no eval anywhere in the app.
    `script-src 'self'${pixel ? ` ${PIXEL_SCRIPT}` : ''}`,
    // Inline style attributes are used by the animation library.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${pixel ? ` ${PIXEL_BEACON}` : ''}`,
    "font-src 'self'",
    `connect-src 'self'${pixel ? ` ${PIXEL_BEACON} ${PIXEL_SCRIPT}` : ''}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export function securityHeaders({ https, pixel }: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy({ pixel }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  if (https) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
