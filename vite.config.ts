import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { env } from './src/server/env.ts';
import { publicConfigOf, renderIndexHtml } from './src/server/http/index-html.ts';

const root = resolve(import.meta.dirname);
const outDir = resolve(root, 'dist');
/** The Bun API server that `bun run dev` starts beside Vite. */
const apiTarget = `http://localhost:${env.PORT + 1}`;

/** Writes .br and .gz next to every compressible asset: Bun.serve does not compress. */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const path of walk(outDir)) {
        if (!/\.(js|mjs|css|svg|json|txt|webmanifest|xml)$/.test(path)) continue;
        const bytes = readFileSync(path);
        if (bytes.length < 512) continue;
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/** In development Vite serves index.html, so it gets the same settings the server writes. */
function publicConfigInDev(): Plugin {
  return {
    name: 'public-config',
    apply: 'serve',
    transformIndexHtml: (html) => renderIndexHtml(html, publicConfigOf(env)),
  };
}

export default defineConfig({
  root: resolve(root, 'src/web'),
  publicDir: resolve(root, 'public'),
  resolve: { alias: { '@': resolve(root, 'src') } },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: resolve(root, 'src/web/routes'),
      generatedRouteTree: resolve(root, 'src/web/routeTree.gen.ts'),
    }),
    react(),
    tailwindcss(),
    publicConfigInDev(),
    precompress(),
  ],
  build: {
    // Every browser the app supports knows modulepreload: no polyfill in the first-paint bundle.
    modulePreload: { polyfill: false },
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    port: env.PORT,
    strictPort: true,
    proxy: Object.fromEntries(
      ['/trpc', '/healthz', '/readyz', '/api', '/dev'].map((path) => [path, { target: apiTarget }]),
    ),
  },
  preview: { port: env.PORT },
});
