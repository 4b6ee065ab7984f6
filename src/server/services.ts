/**
 * The adapters of one running instance (mail now; payments, AI and news as they arrive),
 * chosen from the configuration once at start and handed to every request.
 */
import type { Database } from './db/client';
import type { Env } from './env';
import { createMailer, type Mailer } from './mail/mailer';

export type Services = {
  env: Env;
  mailer: Mailer;
};

export function createServices(env: Env, db: Database): Services {
  return { env, mailer: createMailer(env, db) };
}

/** One line per external part for the start-up log: which mode it runs in. */
export function describeServices(services: Services): string[] {
  return [`mail: ${services.mailer.description}`];
}
