/**
 * `bun run dev`: the API server on PORT+1, restarted on every change, and Vite with hot
 * reload on PORT, proxying /trpc and the other server paths to it. The server's settings reach
 * Vite only here: vite.config.ts itself is the build and reads none of them.
 */
import { createServer, type Plugin } from 'vite';
import { env } from '../src/server/env';
import { publicConfigOf, renderIndexHtml } from '../src/server/http/index-html';

const apiPort = env.PORT + 1;
const api = Bun.spawn([process.execPath, '--watch', 'src/server/main.ts', '--api-only'], {
  env: { ...process.env, PORT: String(apiPort), PUBLIC_URL: env.PUBLIC_URL },
  stdout: 'inherit',
  stderr: 'inherit',
});

/** Vite serves index.html in development, so it gets the same settings the server writes. */
const publicConfig: Plugin = {
  name: 'public-config',
  transformIndexHtml: (html) => renderIndexHtml(html, publicConfigOf(env)),
};

const vite = await createServer({
  configFile: 'vite.config.ts',
  plugins: [publicConfig],
  server: {
    port: env.PORT,
    strictPort: true,
    proxy: Object.fromEntries(['/trpc', '/healthz', '/readyz', '/api', '/dev'].map((path) => [path, { target: `http://localhost:${apiPort}` }])),
  },
});
await vite.listen();
vite.printUrls();
vite.bindCLIShortcuts({ print: true });

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await vite.close();
  process.exit(code);
};
// Vite's "q" shortcut exits the process directly.
process.on('exit', () => api.kill('SIGTERM'));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
void api.exited.then((code) => stop(code));
