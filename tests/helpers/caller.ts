/** Calls tRPC procedures in-process, as a visitor or as a signed-in user. */
import { type AuthenticatedCaller, validateAccessToken } from '@/server/accounts/sessions';
import type { Database } from '@/server/db/client';
import { type Env, parseEnv } from '@/server/env';
import { createServices, type Services } from '@/server/services';
import { createCallerFactory, createContextInner } from '@/server/trpc/init';
import { appRouter } from '@/server/trpc/router';

const createCaller = createCallerFactory(appRouter);

/**
 * Configuration as a test wants it: embedded defaults plus the given overrides. Per-address
 * limits stay as shipped; per-IP limits are lifted because every test caller shares one IP
 * (the tests of those limits set them back).
 */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    PUBLIC_URL: 'http://app.test',
    NODE_ENV: 'test',
    RATE_LIMIT_MAIL_IP_PER_HOUR: '10000',
    RATE_LIMIT_SIGNIN_IP_ATTEMPTS: '10000',
    ...overrides,
  });
}

export function testServices(db: Database, env: Env = testEnv()): Services {
  return createServices(env, db);
}

export function callerFor(services: Services, db: Database, caller: AuthenticatedCaller | null = null, ip = '127.0.0.1') {
  return createCaller(createContextInner({ db, services, caller, ip }));
}

/** A caller acting with the given access token, exactly as the HTTP context would resolve it. */
export async function callerWithToken(services: Services, db: Database, accessToken: string, ip = '127.0.0.1') {
  return callerFor(services, db, await validateAccessToken(db, accessToken), ip);
}
