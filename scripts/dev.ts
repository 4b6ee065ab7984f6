/**
 * `bun run dev`: the API server on PORT+1, restarted on every change, and Vite with hot
 * reload on PORT, proxying /trpc and the other server paths to it.
 */
import { env } from '../src/server/env';

const api = Bun.spawn([process.execPath, '--watch', 'src/server/main.ts', '--api-only'], {
  env: { ...process.env, PORT: String(env.PORT + 1), PUBLIC_URL: env.PUBLIC_URL },
  stdout: 'inherit',
  stderr: 'inherit',
});
const vite = Bun.spawn([process.execPath, '--bun', 'vite'], { stdout: 'inherit', stderr: 'inherit', stdin: 'inherit' });

const stop = () => {
  api.kill('SIGTERM');
  vite.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
const code = await Promise.race([api.exited, vite.exited]);
stop();
process.exit(code);
