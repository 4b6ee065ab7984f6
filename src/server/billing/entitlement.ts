/**
 * The one paid-access check (docs/product.md §6, docs/architecture.md §3): a full session, never the recovery session a
 * reset link grants, whose user is subscribed or in trial (the rule of access.ts). The tRPC
 * middleware and the lean feed paths both ask here.
 */
import type { AuthenticatedCaller } from '../accounts/sessions';
import { resolveCaller } from '../accounts/sessions';
import type { Database } from '../db/client';
import type { Refusal } from '../errors';
import type { Access } from './access';
import { currentAccess } from './access-cache';
import type { BillingServices } from './billing-services';

export type Entitlement = { entitled: true; caller: AuthenticatedCaller; access: Access } | { entitled: false; refusal: Refusal };

/** What a session alone allows: the signed-in features need a full one. */
export function sessionRefusal(caller: AuthenticatedCaller | null): Exclude<Refusal, 'no-access'> | null {
  if (!caller) return 'no-session';
  return caller.session.kind === 'normal' ? null : 'recovery-session';
}

export async function checkEntitlement(db: Database, services: BillingServices, caller: AuthenticatedCaller | null): Promise<Entitlement> {
  const refusal = sessionRefusal(caller);
  if (refusal || !caller) return { entitled: false, refusal: refusal ?? 'no-session' };
  const access = await currentAccess(db, services, caller.user.id);
  return access.entitled ? { entitled: true, caller, access } : { entitled: false, refusal: 'no-access' };
}

/**
 * The entitled caller behind a bearer token, with its access, or null. The lean paths answer
 * only such callers and hand every other request on to tRPC, which gives the usual errors.
 */
export async function entitledCaller(
  db: Database,
  services: BillingServices,
  token: string | null,
): Promise<{ caller: AuthenticatedCaller; access: Access } | null> {
  const entitlement = await checkEntitlement(db, services, token ? await resolveCaller(db, token) : null);
  return entitlement.entitled ? entitlement : null;
}
