import type { Env } from '../env';
import type { Mailer } from '../mail/mail';

/**
 * What account use-cases need of the instance's services. Named here rather than imported from
 * services.ts, which builds its services from the areas and so sits above them; the full
 * `Services` fits this shape.
 */
export type AccountServices = { env: Env; mailer: Mailer };
