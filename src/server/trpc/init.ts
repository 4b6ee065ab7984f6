/**
 * The one tRPC setup: context, error formatting and the named procedures every router uses.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import type { FetchCreateContextFnOptions } from '@trpc/server/adapters/fetch';
import { findForbiddenText } from '../../shared/plain-text';
import { accountGone, isAccountGone } from '../accounts/account-gone';
import { type AuthenticatedCaller, resolveCaller } from '../accounts/sessions';
import { checkEntitlement, sessionRefusal } from '../billing/entitlement';
import type { Database } from '../db/client';
import { DATABASE_UNAVAILABLE_MESSAGE, isTemporarilyUnavailable } from '../db/unavailable';
import { AppError, refusalError, UNEXPECTED_ERROR_MESSAGE } from '../errors';
import { bearerToken } from '../http/bearer-token';
import { sseOptions } from '../http/sse-wire';
import type { Services } from '../services';

export type Context = {
  db: Database;
  services: Services;
  /** The signed-in caller, or null for a visitor. */
  caller: AuthenticatedCaller | null;
  /** Client address, for rate limits. */
  ip: string | null;
};

/** Builds a context from its parts; tests call this directly. */
export function createContextInner(opts: { db: Database; services: Services; caller?: AuthenticatedCaller | null; ip?: string | null }): Context {
  return { db: opts.db, services: opts.services, caller: opts.caller ?? null, ip: opts.ip ?? null };
}

export async function createContext(
  deps: { db: Database; services: Services },
  { req, info }: FetchCreateContextFnOptions,
  ip: string | null,
): Promise<Context> {
  refuseBatchedWrites(info);
  const token = bearerToken(req);
  const caller = token ? await resolveCaller(deps.db, token).catch(toUnavailable) : null;
  return createContextInner({ ...deps, caller, ip });
}

/**
 * A write travels alone: a mutation batched with any other call is refused before any call of
 * the batch runs, so that no batch half-applies. The web client splits mutations out to match
 * (src/web/api-links.ts). The size of batches is bounded where tRPC reads them (server.ts).
 */
function refuseBatchedWrites(info: FetchCreateContextFnOptions['info']): void {
  if (info.calls.length > 1 && info.calls.some((call) => call.procedure?._def.type === 'mutation')) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'A mutation must be sent on its own, not batched with other calls.' });
  }
}

type Issue = { path?: readonly PropertyKey[]; message: string };
function isValidationError(cause: unknown): cause is Error & { issues: Issue[] } {
  return cause instanceof Error && Array.isArray((cause as { issues?: unknown }).issues);
}

/** "email: Invalid email address" for the first problem of an invalid input. */
function describeIssues(issues: Issue[]): string {
  const [first] = issues;
  if (!first) return 'Invalid input.';
  const field = first.path?.map(String).join('.');
  return field ? `${field}: ${first.message}` : first.message;
}

/**
 * Procedure metadata. `entitled` marks what only subscribers and trial users may call;
 * `linesAllowed` names the input fields that hold lines (textareas): they keep tab and line
 * breaks, every other text field refuses them (shared/plain-text.ts).
 */
type ProcedureMeta = { entitled?: boolean; linesAllowed?: readonly string[] };

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    sse: sseOptions,
    errorFormatter({ shape, error }) {
      const validation = isValidationError(error.cause) ? error.cause : null;
      const message = validation ? describeIssues(validation.issues) : error.code === 'INTERNAL_SERVER_ERROR' ? UNEXPECTED_ERROR_MESSAGE : error.message;
      return {
        message,
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          fieldErrors: validation ? Object.fromEntries(validation.issues.map((i) => [i.path?.map(String).join('.') ?? '', i.message])) : undefined,
        },
      };
    },
  });

/** An input that breaks a rule before it reaches a parser, reported like a parser's issues. */
class InputRuleError extends Error {
  constructor(readonly issues: Issue[]) {
    super(describeIssues(issues));
    this.name = 'InputRuleError';
  }
}

/**
 * The one check of free text, on the raw input of every procedure, before its parser and any
 * work: control characters are refused with a 400 naming the field.
 */
const refuseForbiddenText = t.middleware(async ({ getRawInput, meta, next }) => {
  let input: unknown;
  try {
    input = await getRawInput();
  } catch {
    // Not JSON, or no body at all (tRPC's client sends a mutation without input that way). A
    // procedure that takes input gets the same 400 from its parser; one that takes none never
    // reads it.
    return next();
  }
  const problem = findForbiddenText(input, meta?.linesAllowed);
  if (problem) {
    const cause = new InputRuleError([{ path: problem.path.length > 0 ? problem.path : ['input'], message: problem.message }]);
    throw new TRPCError({ code: 'BAD_REQUEST', message: cause.message, cause });
  }
  return next();
});

/** Domain errors become tRPC errors with the matching status and the same message. */
const mapDomainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  return result;
});

/** While the database is out of reach or out of space a request fails at once with a 503 the client may retry, not a 500. */
const databaseUnavailable = (cause: unknown) => new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE, cause });
function toUnavailable(error: unknown): never {
  throw isTemporarilyUnavailable(error) ? databaseUnavailable(error) : error;
}
const mapDatabaseOutage = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isTemporarilyUnavailable(result.error.cause)) throw databaseUnavailable(result.error.cause);
  return result;
});

/** The account was deleted while this request ran (accounts/account-gone.ts). */
const mapDeletedAccount = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isAccountGone(result.error.cause)) {
    const cause = accountGone();
    throw new TRPCError({ code: cause.code, message: cause.message, cause: result.error.cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure.use(refuseForbiddenText).use(mapDatabaseOutage).use(mapDeletedAccount).use(mapDomainErrors);

/** Any session, including the short recovery session a reset link grants. */
export const sessionProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.caller) throw refusalError('no-session');
  return next({ ctx: { ...ctx, caller: ctx.caller } });
});

/** A signed-in user with a full session. */
export const authedProcedure = sessionProcedure.use(({ ctx, next }) => {
  const refusal = sessionRefusal(ctx.caller);
  if (refusal) throw refusalError(refusal);
  return next({ ctx });
});

/** A subscriber or trial user: the one entitlement check (billing/entitlement.ts) guards everything paid. */
export const entitledProcedure = publicProcedure.meta({ entitled: true }).use(async ({ ctx, next }) => {
  const entitlement = await checkEntitlement(ctx.db, ctx.services, ctx.caller);
  if (!entitlement.entitled) throw refusalError(entitlement.refusal);
  return next({ ctx: { ...ctx, caller: entitlement.caller, access: entitlement.access } });
});
