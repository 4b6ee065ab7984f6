/**
 * One process per embedded-database directory. PGlite takes no lock of its own: two processes
 * on one directory both acknowledge writes, and the writes of one of them are lost.
 *
 * The lock is a file holding the owner's pid and host, created atomically (O_EXCL) and removed
 * on close or exit. A lock left by a process that is gone is taken over; so is one naming this
 * very pid and host, left by an earlier run (a restarted container gets the same pid). A lock
 * from another host cannot be checked and is respected.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

const LOCK_FILE = 'impactwire.lock';

type Owner = { pid: number; host: string };

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(dir: string, owner: Owner | null, lockPath: string) {
    const who = owner ? `process ${owner.pid} on ${owner.host}` : 'another process';
    super(`${dir} is in use by ${who}; stop it first, or delete ${lockPath} if that process is gone`);
  }
}

/** Directories this process holds: a second open in the same process is refused too. */
const heldHere = new Set<string>();

/** Takes the directory's lock; returns the function that releases it. */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  const me: Owner = { pid: process.pid, host: hostname() };
  if (heldHere.has(path)) throw new DataDirInUseError(dir, me, path);
  // Twice at most: once more after clearing a stale lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      heldHere.add(path);
      const release = () => {
        process.off('exit', release);
        heldHere.delete(path);
        rmSync(path, { force: true });
      };
      // process.exit() skips close(): the lock must not outlive the process.
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      if (owner && isAlive(owner, me)) throw new DataDirInUseError(dir, owner, path);
      rmSync(path, { force: true });
    }
  }
  throw new DataDirInUseError(dir, readOwner(path), path);
}

function readOwner(path: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? { pid: owner.pid, host: owner.host } : null;
  } catch {
    return null;
  }
}

function isAlive(owner: Owner, me: Owner): boolean {
  if (owner.host !== me.host) return true;
  if (owner.pid === me.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
