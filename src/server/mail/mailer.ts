/** Sending mail: over SMTP when configured, otherwise into the development outbox. */
import type { Database } from '../db/client';
import type { Env } from '../env';
import { createDevOutbox } from './dev-outbox';
import type { Mailer } from './mail';
import { createSmtpMailer } from './smtp';

/**
 * Why this configuration cannot serve real users, or null. In production the development
 * outbox would keep every reset link in the database and the log, and send nothing.
 */
export function productionMailProblem(env: Pick<Env, 'isProduction' | 'SMTP_URL'>): string | null {
  return env.isProduction && !env.SMTP_URL
    ? 'SMTP_URL is required when NODE_ENV=production: without it no mail is sent (they would only go to the development outbox)'
    : null;
}

export function createMailer(env: Env, db: Database): Mailer {
  return env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createDevOutbox(db);
}
