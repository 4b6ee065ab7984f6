import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = resolve(import.meta.dirname);
const outDir = resolve(root, 'dist');

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
        writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * The frontend build. It reads no server setting, so a server misconfiguration cannot break
 * it; the development server's port, proxy and settings are added by scripts/dev.ts.
 */
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
    precompress(),
  ],
  build: {
    // Every browser the app supports knows modulepreload: no polyfill in the first-paint bundle.
    modulePreload: { polyfill: false },
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router, which every page runs on, in one file. Left alone, Rolldown gives
          // each piece that the entry shares with a lazily loaded page a chunk of its own
          // (rolldown#9963, #10731): a dozen small files on every first paint, each compressed
          // apart, about 3 KB gzip more than one file. The query client is left out: only a part
          // of it is needed before a page that queries opens.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]/,
            },
          ],
        },
      },
    },
  },
});
