/**
 * The development outbox: mails are stored and logged with their links instead of being sent,
 * and can be read at /dev/outbox (HTML) and /dev/outbox.json (served as DEV_ROUTES allows).
 */
import { desc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { devOutbox } from '../db/schema';
import { escapeHtml } from '../lib/html';
import { log } from '../log';
import { linksIn, type Mailer } from './mail';

const KEEP_LATEST = 200;

export function createDevOutbox(db: Database): Mailer {
  return {
    description: 'development outbox (mails are logged and shown at /dev/outbox)',
    async send(mail, via = db) {
      const links = linksIn(mail.text);
      await via.insert(devOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, links });
      log.info('mail (dev outbox)', { to: mail.to, subject: mail.subject, links });
    },
  };
}

export type OutboxEntry = { to: string; subject: string; text: string; html: string; links: string[]; sentAt: string };

export async function listOutbox(db: Database): Promise<OutboxEntry[]> {
  const rows = await db.select().from(devOutbox).orderBy(desc(devOutbox.sentAt)).limit(KEEP_LATEST);
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: row.links,
    sentAt: row.sentAt.toISOString(),
  }));
}

function renderOutboxPage(entries: OutboxEntry[], appName: string): string {
  const items = entries
    .map(
      (mail) => `<article>
  <header><strong>${escapeHtml(mail.subject)}</strong><span>to ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}</span></header>
  <ul>${mail.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · ${escapeHtml(appName)}</title><style>
body{font:15px/1.5 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#0b1220;background:#f6f7fb}
article{background:#fff;border:1px solid #dde2ec;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}
header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem}header span{color:#4f5b70;font-size:13px}
pre{white-space:pre-wrap;background:#eef1f7;padding:.75rem;border-radius:8px;font-size:13px}a{color:#2f54eb;word-break:break-all}
</style></head><body><h1>Development outbox</h1><p>Mails the app would have sent, newest first. Configure <code>SMTP_URL</code> to send them for real.</p>
${items || '<p>No mails yet.</p>'}</body></html>`;
}

/** GET /dev/outbox and /dev/outbox.json; the server decides who may reach them (DEV_ROUTES). */
export function devOutboxRoutes(db: Database, env: { APP_NAME: string }): Record<string, () => Promise<Response>> {
  return {
    '/dev/outbox': async () =>
      new Response(renderOutboxPage(await listOutbox(db), env.APP_NAME), {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      }),
    '/dev/outbox.json': async () => Response.json(await listOutbox(db), { headers: { 'Cache-Control': 'no-store' } }),
  };
}
