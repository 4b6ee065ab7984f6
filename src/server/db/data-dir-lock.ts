/**
 * One process per embedded-database directory. PGlite takes no lock of its own: two processes
 * on one directory both acknowledge writes, and the writes of one of them are lost.
 *
 * The lock is the kernel's: flock(2) on `impactwire.lock` in the directory, held through an open
 * file for as long as the process runs. The kernel grants it to one open file at a time and
 * drops it when its holder ends, however it ends (kill -9 included), so a crashed owner leaves
 * nothing to take over, and two processes starting at once cannot both take it. A lock made of
 * the file's existence could not promise that: clearing a stale one and creating a fresh one are
 * two steps, and a second process could delete the first one's fresh lock between them.
 *
 * The file also holds the owner's pid and host, written once the lock is held, so that a
 * process refused can say which one to stop. It stays in the directory: a lock file deleted on
 * release could be locked by one process as it goes and created anew by another.
 *
 * Node's fs has no flock, and the Node-API modules that bring one end a Bun process when the
 * lock is taken (their error path calls a libuv function Bun lacks), so libc's is called
 * through bun:ffi.
 */
import { dlopen, FFIType, type Pointer, read } from 'bun:ffi';
import { closeSync, constants, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { hostname, constants as os } from 'node:os';
import { join } from 'node:path';
import { getSystemErrorName } from 'node:util';

const LOCK_FILE = 'impactwire.lock';
const LOCK_EX = 2;
const LOCK_NB = 4;

type Owner = { pid: number; host: string };

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(dir: string, owner: Owner | null, lockPath: string) {
    const who = owner ? `process ${owner.pid} on ${owner.host}` : 'another process';
    super(`${dir} is in use by ${who}, which holds ${lockPath}; stop it first`);
  }
}

/** Takes the directory's lock, or throws DataDirInUseError; returns the function that releases it. */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o644);
  try {
    // The open file is a new holder even in this process: a second lock here is refused too.
    if (!tryLock(fd)) throw new DataDirInUseError(dir, readOwner(path), path);
    ftruncateSync(fd, 0);
    writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname() } satisfies Owner), 0);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    // The owner it named is gone; closing the file lets go of the lock.
    ftruncateSync(fd, 0);
    closeSync(fd);
  };
}

/** True when the lock was taken, false when another open file holds it. */
function tryLock(fd: number): boolean {
  const { flock, errno } = libc();
  if (flock(fd, LOCK_EX | LOCK_NB) === 0) return true;
  const code = errno();
  if (code === os.errno.EWOULDBLOCK) return false;
  const name = getSystemErrorName(-code);
  throw Object.assign(new Error(`${name}: cannot lock ${LOCK_FILE}`), { code: name, errno: -code });
}

type Libc = { flock(fd: number, operation: number): number; errno(): number };
let loaded: Libc | undefined;

function libc(): Libc {
  if (loaded) return loaded;
  const flock = { args: [FFIType.i32, FFIType.i32], returns: FFIType.i32 } as const;
  const pointer = { args: [], returns: FFIType.ptr } as const;
  if (process.platform === 'linux') {
    // glibc's name; musl answers to it as well.
    const { symbols } = dlopen('libc.so.6', { flock, __errno_location: pointer });
    loaded = { flock: symbols.flock, errno: () => readErrno(symbols.__errno_location()) };
  } else if (process.platform === 'darwin') {
    const { symbols } = dlopen('/usr/lib/libSystem.B.dylib', { flock, __error: pointer });
    loaded = { flock: symbols.flock, errno: () => readErrno(symbols.__error()) };
  } else {
    throw new Error(`an embedded database needs flock(2) to keep its directory to one process, which ${process.platform} lacks: set DATABASE_URL`);
  }
  return loaded;
}

function readErrno(location: Pointer | bigint | null): number {
  if (location === null) throw new Error('libc gave no errno');
  return read.i32(location);
}

function readOwner(path: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? { pid: owner.pid, host: owner.host } : null;
  } catch {
    return null;
  }
}
