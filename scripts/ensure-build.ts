/**
 * `bun start` runs this first: it rebuilds the frontend when dist/ is missing or older than
 * anything the build reads, so the server never serves yesterday's pages.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** What the frontend build reads (src/web holds index.html). */
const BUILD_INPUTS = ['src/web', 'src/shared', 'public', 'vite.config.ts', 'package.json', 'bun.lock'];

function newestFile(path: string): { path: string; mtimeMs: number } | null {
  if (!existsSync(path)) return null;
  const stat = statSync(path);
  if (!stat.isDirectory()) return { path, mtimeMs: stat.mtimeMs };
  let newest: { path: string; mtimeMs: number } | null = null;
  for (const name of readdirSync(path)) {
    const candidate = newestFile(join(path, name));
    if (candidate && (!newest || candidate.mtimeMs > newest.mtimeMs)) newest = candidate;
  }
  return newest;
}

/** Why the build in `root`/dist must be redone, or null when it is newer than every input. */
export function staleBuildReason(root: string): string | null {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return 'no build yet';
  const builtAt = statSync(built).mtimeMs;
  for (const input of BUILD_INPUTS) {
    const newest = newestFile(join(root, input));
    if (newest && newest.mtimeMs > builtAt) return `${relative(root, newest.path)} changed after the last build`;
  }
  return null;
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, '..');
  const reason = staleBuildReason(root);
  if (reason) {
    console.log(`building the frontend: ${reason}`);
    const build = Bun.spawnSync([process.execPath, 'run', 'build'], { cwd: root, stdout: 'inherit', stderr: 'inherit' });
    process.exit(build.exitCode ?? 1);
  }
}
