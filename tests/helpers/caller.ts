/** Calls tRPC procedures in-process, as a visitor or as a signed-in user. */
import type { AuthenticatedCaller } from '@/server/accounts/sessions';
import type { Database } from '@/server/db/client';
import { createCallerFactory, createContextInner } from '@/server/trpc/init';
import { appRouter } from '@/server/trpc/router';

const createCaller = createCallerFactory(appRouter);

export function callerFor(db: Database, caller: AuthenticatedCaller | null = null, ip = '127.0.0.1') {
  return createCaller(createContextInner({ db, caller, ip }));
}
