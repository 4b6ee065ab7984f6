/**
 * Routes for the operator's CLI on this machine: each source's health, and publishing a story
 * into the running instance (the embedded database has one owner, so the CLI cannot write to it
 * itself). server.ts serves them to loopback clients only; here each also needs the operator
 * token (operator-access.ts).
 */
import type { Database } from '../db/client';
import { answerManualStory, type Desk } from '../news/dev-news';
import { readSourceHealth } from '../news/source-health';
import type { Services } from '../services';
import type { OperatorAccess } from './operator-access';

export const OPERATOR_SOURCES_PATH = '/operator/sources';
export const OPERATOR_PUBLISH_PATH = '/operator/publish';

const operatorDesk: Desk = { publisherName: 'Operator desk', domain: null, source: 'operator' };

const methodNotAllowed = (allow: string) => new Response('Method not allowed', { status: 405, headers: { Allow: allow } });

export function operatorRoutes(access: OperatorAccess, db: Database, services: Services): Record<string, (request: Request) => Promise<Response>> {
  const guarded =
    (handler: (request: Request) => Promise<Response>) =>
    async (request: Request): Promise<Response> => {
      if (!access.allows(request)) {
        return Response.json(
          { error: 'The operator token is missing or wrong: use `npx bun run cli` on the server machine, which reads it from DATA_DIR.' },
          { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="operator"' } },
        );
      }
      return handler(request);
    };
  return {
    [OPERATOR_SOURCES_PATH]: guarded(async (request) => {
      if (request.method !== 'GET') return methodNotAllowed('GET');
      return Response.json({ sources: await readSourceHealth(db, services.news) });
    }),
    [OPERATOR_PUBLISH_PATH]: guarded(async (request) => {
      if (request.method !== 'POST') return methodNotAllowed('POST');
      return answerManualStory(request, services.pipeline, operatorDesk);
    }),
  };
}
