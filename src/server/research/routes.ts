/**
 * The research views as plain HTTP, for scripts and downloads: `GET /api/calibration.json`
 * (the board, the same body as the calibration.board query) and `GET /api/export` (the
 * point-in-time export). Authenticated like every call, by the session's bearer token; signed
 * out is a 401, no subscription or trial a 403, with the texts tRPC gives.
 */
import { CALIBRATION_JSON_PATH, calibrationInput } from '../../shared/calibration';
import { EXPORT_MAX_DAYS, EXPORT_PATH, exportInput } from '../../shared/story-export';
import { storyExportRules } from '../accounts/limits';
import { resolveCaller } from '../accounts/sessions';
import { checkEntitlement } from '../billing/entitlement';
import type { Database } from '../db/client';
import { AppError, httpStatusOf, refusalError } from '../errors';
import { bearerToken } from '../http/bearer-token';
import { reserveAttempt } from '../lib/rate-limits';
import type { Services } from '../services';
import { calibrationBoard } from './calibration-board';
import { researchPeriod } from './period';
import { exportStories } from './story-export';

type Route = (request: Request) => Promise<Response>;

const failure = (status: number, message: string) => Response.json({ error: message }, { status });
/** A domain error (a refusal among them) answered as tRPC answers it: its status and its text. */
const domainFailure = (error: AppError) => failure(httpStatusOf(error), error.message);

/** "from: Please write dates as …": the first problem of the query, as the tRPC error formatter words it. */
function queryProblem(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const [first] = issues;
  if (!first) return 'Invalid input.';
  return first.path.length > 0 ? `${first.path.map(String).join('.')}: ${first.message}` : first.message;
}

/** A GET from an entitled caller, with its query read: the handler's answer, or the refusal. */
function entitledGet(db: Database, services: Services, handle: (query: Record<string, string>, userId: string) => Promise<Response>): Route {
  return async (request) => {
    if (request.method !== 'GET') return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET' } });
    const token = bearerToken(request);
    const entitlement = await checkEntitlement(db, services, token ? await resolveCaller(db, token) : null);
    if (!entitlement.entitled) return domainFailure(refusalError(entitlement.refusal));
    try {
      return await handle(Object.fromEntries(new URL(request.url).searchParams), entitlement.caller.user.id);
    } catch (error) {
      if (error instanceof AppError) return domainFailure(error);
      throw error;
    }
  };
}

export function researchRoutes(db: Database, services: Services): Record<string, Route> {
  const sourceDomains = services.env.FEED_SOURCE_DOMAINS;
  return {
    [CALIBRATION_JSON_PATH]: entitledGet(db, services, async (query) => {
      const input = calibrationInput.safeParse(query);
      if (!input.success) return failure(400, queryProblem(input.error.issues));
      return Response.json(await calibrationBoard({ db, sourceDomains, from: input.data?.from, to: input.data?.to }));
    }),
    [EXPORT_PATH]: entitledGet(db, services, async (query, userId) => {
      const input = exportInput.safeParse(query);
      if (!input.success) return failure(400, queryProblem(input.error.issues));
      const period = researchPeriod(input.data.from, input.data.to, EXPORT_MAX_DAYS);
      // Counted before any story is read: a refused export costs the database one small query.
      await reserveAttempt(db, storyExportRules(userId), 'exports');
      return exportStories({ db, sourceDomains, period, format: input.data.format });
    }),
  };
}
