/** The CLI's side of the operator routes: finds the running server through DATA_DIR and calls it on loopback. */
import { operatorAccessPath, readOperatorAccess } from './operator-access';

export class OperatorUnreachableError extends Error {
  override name = 'OperatorUnreachableError';
}

export async function callOperator(dataDir: string, path: string, init: RequestInit = {}): Promise<Response> {
  const access = readOperatorAccess(dataDir);
  if (!access) {
    throw new OperatorUnreachableError(
      `no running server found: ${operatorAccessPath(dataDir)} is missing. Start the server with \`npx bun start\` (with the same DATA_DIR), then try again.`,
    );
  }
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${access.token}`);
  try {
    return await fetch(`http://127.0.0.1:${access.port}${path}`, { ...init, headers, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new OperatorUnreachableError(`the server on port ${access.port} does not answer (${reason}): is it still running?`);
  }
}
