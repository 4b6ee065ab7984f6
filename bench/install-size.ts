/**
 * `bun run bench:install [-- extra install flags]`: what the runtime image installs. Copies
 * package.json and bun.lock into an empty directory, runs the Dockerfile's
 * production install there and prints the size of node_modules. Budget: at most 110 MB.
 */
import { cpSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const BUDGET_MB = 110;
const root = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'iw-install-size-'));

/** The sum of file sizes (what `du -s --apparent-size` counts; what the image layer holds). */
function fileBytes(path: string): number {
  const stat = lstatSync(path);
  return stat.isDirectory() ? readdirSync(path).reduce((sum, name) => sum + fileBytes(join(path, name)), 0) : stat.size;
}

/** Packages at the top of node_modules (a scope counts its members). */
function topLevelPackages(path: string): number {
  return readdirSync(path)
    .filter((name) => !name.startsWith('.'))
    .reduce((sum, name) => sum + (name.startsWith('@') ? readdirSync(join(path, name)).length : 1), 0);
}

try {
  for (const file of ['package.json', 'bun.lock']) cpSync(join(root, file), join(dir, file));
  // The Dockerfile's runtime stage runs exactly this.
  const flags = ['--production', '--frozen-lockfile', '--omit=peer', ...process.argv.slice(2)];
  const install = Bun.spawnSync([process.execPath, 'install', ...flags], {
    cwd: dir,
    // A cache of its own: the figure must not depend on what this machine installed before.
    env: { ...process.env, BUN_INSTALL_CACHE_DIR: join(dir, '.cache') },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  if (install.exitCode !== 0) {
    console.error(install.stderr.toString() || install.stdout.toString());
    process.exit(1);
  }
  const modules = join(dir, 'node_modules');
  const mb = fileBytes(modules) / 2 ** 20;
  const packages = topLevelPackages(modules);
  console.log(`bun install ${flags.join(' ')}`);
  console.log(`node_modules: ${mb.toFixed(1)} MB (MiB, sum of file sizes), ${packages} top-level packages (budget ${BUDGET_MB} MB)`);
  if (mb > BUDGET_MB) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
