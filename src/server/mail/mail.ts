/** What a mail is and what sends one; the senders (SMTP, development outbox) implement `Mailer`. */
import type { Executor } from '../db/client';
import type { Env } from '../env';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, e.g. List-Unsubscribe; only SMTP sends them (the development outbox has no column for them). */
  headers?: Record<string, string>;
};

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

/** Every http(s) link in a text, in order. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0]);
}
