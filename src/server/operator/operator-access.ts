/**
 * Who may use the operator routes: a process on this machine that can read the data directory.
 * At start the server draws a random token and writes it, with its port, to
 * DATA_DIR/operator.json (mode 0600, readable by the server's own user only); the CLI reads it
 * and sends it as a bearer token over loopback. Every start draws a new token.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const ACCESS_FILE = 'operator.json';
const accessFile = z.object({ port: z.number().int().positive(), token: z.string().min(32) });
export type OperatorAccessFile = z.infer<typeof accessFile>;

export const operatorAccessPath = (dataDir: string) => join(dataDir, ACCESS_FILE);

export type OperatorAccess = {
  /** Writes the token file for the port the server listens on. */
  publish(port: number): void;
  /** Removes the file, unless a newer server has written its own since. */
  withdraw(): void;
  allows(request: Request): boolean;
};

const digest = (text: string) => createHash('sha256').update(text).digest();

export function createOperatorAccess(dataDir: string): OperatorAccess {
  const token = randomBytes(32).toString('base64url');
  const path = operatorAccessPath(dataDir);
  let published = false;
  return {
    publish(port) {
      mkdirSync(dataDir, { recursive: true });
      // A file left by an earlier run may be readable by others: never write into it.
      rmSync(path, { force: true });
      writeFileSync(path, JSON.stringify({ port, token } satisfies OperatorAccessFile), { mode: 0o600, flag: 'wx' });
      chmodSync(path, 0o600);
      published = true;
    },
    withdraw() {
      if (published && readOperatorAccess(dataDir)?.token === token) rmSync(path, { force: true });
      published = false;
    },
    allows(request) {
      if (!published) return false;
      const given = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '';
      return timingSafeEqual(digest(given), digest(token));
    },
  };
}

/** The running server's port and token, or null when no server has written them. */
export function readOperatorAccess(dataDir: string): OperatorAccessFile | null {
  try {
    const parsed = accessFile.safeParse(JSON.parse(readFileSync(operatorAccessPath(dataDir), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
