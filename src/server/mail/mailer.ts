/** Sending mail: over SMTP when configured, otherwise into the development outbox. */
import type { Database, Executor } from '../db/client';
import type { Env } from '../env';
import { createDevOutbox } from './dev-outbox';
import { createSmtpMailer } from './smtp';

export type Mail = { to: string; subject: string; text: string; html: string };

/** What every mail names: the product and where it lives. */
export type Brand = { appName: string; publicUrl: string };
export const brandOf = (env: Pick<Env, 'APP_NAME' | 'PUBLIC_URL'>): Brand => ({ appName: env.APP_NAME, publicUrl: env.PUBLIC_URL });

export type Mailer = {
  /** For the start-up log, e.g. "SMTP smtp.example.com:465". */
  description: string;
  /**
   * Hands a mail off. `via` is the transaction the mail belongs to: the outbox writes through
   * it, so a rolled-back request leaves no mail behind.
   */
  send(mail: Mail, via?: Executor): Promise<void>;
};

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

/** Every http(s) link in a text, in order. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0]);
}
