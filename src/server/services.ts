/**
 * The adapters of one running instance (mail, payments; AI and news as they arrive), chosen
 * from the configuration once at start and handed to every request.
 */
import { type ConfiguredProvider, createBillingProvider } from './billing/create-provider';
import type { Database } from './db/client';
import type { Env } from './env';
import { createMailer, type Mailer } from './mail/mailer';

export type Services = {
  env: Env;
  mailer: Mailer;
  /** Null when payments are off (production without Stripe and without the demo). */
  billing: ConfiguredProvider;
};

export function createServices(env: Env, db: Database, overrides: Partial<Omit<Services, 'env'>> = {}): Services {
  return {
    env,
    mailer: overrides.mailer ?? createMailer(env, db),
    billing: overrides.billing === undefined ? createBillingProvider(env) : overrides.billing,
  };
}

/** One line per external part for the start-up log: which mode it runs in. */
export function describeServices(services: Services): string[] {
  return [
    `mail: ${services.mailer.description}`,
    `payments: ${services.billing?.description ?? 'off (set the Stripe variables, or BILLING_DEMO_IN_PRODUCTION=true for the demo)'}`,
  ];
}
