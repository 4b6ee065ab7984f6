import { productPorts } from '../../playwright.config';
import { dropJourneyDatabases } from './server';

/** After the run, before the servers stop: their Postgres databases go (a no-op on the embedded database). */
export default async function globalTeardown() {
  await dropJourneyDatabases(productPorts);
}
