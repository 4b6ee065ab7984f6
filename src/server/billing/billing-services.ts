import type { AccountServices } from '../accounts/account-services';
import type { ConfiguredProvider } from './create-provider';

/** What billing use-cases need of the instance's services (see accounts/account-services.ts); the full `Services` fits it. */
export type BillingServices = AccountServices & { billing: ConfiguredProvider };
