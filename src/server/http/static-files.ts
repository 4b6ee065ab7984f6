/**
 * Serves the built SPA. Hashed files under /assets are immutable and served precompressed
 * (brotli or gzip, made at build time); index.html answers every page of the app and is never
 * cached, so a deploy is picked up at once. Any other path gets index.html too, where the app
 * shows its not-found page, but with a 404, so crawlers and link checkers see the miss.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { isAppPath } from '../../shared/site-map';

type StaticFile = { path: string; type: string; br: boolean; gz: boolean };

export type StaticSite = {
  /** A response for the request, or null when the path is not the site's business. */
  respond(request: Request, pathname: string): Response | null;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';
const NEVER = 'no-store';

export function loadStaticSite(distDir: string, renderIndex: (template: string) => string): StaticSite {
  const files = new Map<string, StaticFile>();
  for (const path of walk(distDir)) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue;
    const urlPath = `/${relative(distDir, path).split(sep).join('/')}`;
    files.set(urlPath, {
      path,
      type: Bun.file(path).type,
      br: existsSync(`${path}.br`),
      gz: existsSync(`${path}.gz`),
    });
  }

  const indexHtml = renderIndex(readFileSync(join(distDir, 'index.html'), 'utf8'));
  const index = {
    raw: indexHtml,
    br: brotliCompressSync(indexHtml),
    gz: gzipSync(indexHtml),
  };

  function sendIndex(request: Request, status = 200): Response {
    const encoding = pickEncoding(request, true, true);
    const body = encoding === 'br' ? index.br : encoding === 'gzip' ? index.gz : index.raw;
    return new Response(body, {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': NEVER,
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      },
    });
  }

  return {
    respond(request, pathname) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      if (pathname === '/' || pathname === '/index.html') return sendIndex(request);
      const file = files.get(pathname);
      if (file) {
        const encoding = pickEncoding(request, file.br, file.gz);
        const path = encoding === 'br' ? `${file.path}.br` : encoding === 'gzip' ? `${file.path}.gz` : file.path;
        return new Response(Bun.file(path), {
          headers: {
            'Content-Type': file.type,
            'Cache-Control': pathname.startsWith('/assets/') ? IMMUTABLE : SHORT,
            Vary: 'Accept-Encoding',
            ...(encoding ? { 'Content-Encoding': encoding } : {}),
          },
        });
      }
      // A path that names a file (has an extension) and is missing is a plain 404: no page asked for it.
      if (pathname.startsWith('/assets/') || extname(pathname) !== '') {
        return new Response('Not found', {
          status: 404,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NEVER },
        });
      }
      return sendIndex(request, isAppPath(pathname) ? 200 : 404);
    },
  };
}

function pickEncoding(request: Request, br: boolean, gz: boolean): 'br' | 'gzip' | null {
  const accepted = request.headers.get('accept-encoding') ?? '';
  if (br && /\bbr\b/.test(accepted)) return 'br';
  if (gz && /\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
