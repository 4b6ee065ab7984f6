/** A user's alert rules: read, changed, and turned off from the unsubscribe link of an alert mail. */
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { alertRulesUpdateInput } from '../../shared/alert-inputs';
import { type AlertRules, defaultAlertRules, hasAlertRule, unsubscribeTexts } from '../../shared/alerts';
import type { Database, Executor } from '../db/client';
import { type AlertRulesRow, alertRules, newsAnalysis } from '../db/schema';
import { AppError } from '../errors';
import { log } from '../log';

export const rulesOf = (row: Pick<AlertRulesRow, 'watchlist' | 'minImpact' | 'email'>): AlertRules => ({
  watchlist: row.watchlist,
  minImpact: row.minImpact,
  email: row.email,
});

/** Whether these rules can ever send a mail: e-mail on and something to alert on. */
const mailsAlerts = (rules: AlertRules) => rules.email && hasAlertRule(rules);

/** 256 random bits: a link that is its own credential must not be guessable. */
function newUnsubscribeToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return encodeBase64urlNoPadding(bytes);
}

/** The newest story stored: alert mails begin after it. */
export async function newestStoryId(db: Executor): Promise<number> {
  const [newest] = await db.select({ id: max(newsAnalysis.id) }).from(newsAnalysis);
  return newest?.id ?? 0;
}

export async function getAlertRules({ db, userId }: { db: Database; userId: string }): Promise<AlertRules> {
  const [row] = await db.select().from(alertRules).where(eq(alertRules.userId, userId));
  return row ? rulesOf(row) : defaultAlertRules;
}

type AlertRulesChanges = z.output<typeof alertRulesUpdateInput>;

/**
 * Changes the caller's rules; what the input leaves out stays. When alert mails start (e-mail
 * on with a rule, where before there was none of the two), they start after the newest stored
 * story: nobody is mailed the backlog.
 */
export async function updateAlertRules({ db, userId, changes }: { db: Database; userId: string; changes: AlertRulesChanges }): Promise<AlertRules> {
  return db.transaction(async (tx) => {
    await tx.insert(alertRules).values({ userId, unsubscribeToken: newUnsubscribeToken() }).onConflictDoNothing({ target: alertRules.userId });
    // One change at a time per user, and none while a mail run holds the row.
    const [current] = await tx.select().from(alertRules).where(eq(alertRules.userId, userId)).for('update');
    if (!current) throw new Error('the alert rules row is missing right after its insert');
    const before = rulesOf(current);
    const after: AlertRules = {
      watchlist: changes.watchlist ?? before.watchlist,
      minImpact: changes.minImpact === undefined ? before.minImpact : changes.minImpact,
      email: changes.email ?? before.email,
    };
    const emailAfterId = !mailsAlerts(before) && mailsAlerts(after) ? await newestStoryId(tx) : current.emailAfterId;
    const [row] = await tx
      .update(alertRules)
      .set({ ...after, emailAfterId, updatedAt: sql`now()` })
      .where(eq(alertRules.userId, userId))
      .returning();
    if (!row) throw new Error('the alert rules row vanished inside its transaction');
    return rulesOf(row);
  });
}

/**
 * Turns alert mails off for the holder of an unsubscribe link: no session needed, whatever the
 * account's access, and again and again with the same answer. The other rules stay (they
 * also drive the browser's notifications).
 */
export async function unsubscribeAlertMails({ db, token }: { db: Database; token: string }): Promise<{ unsubscribed: true }> {
  const [row] = await db
    .update(alertRules)
    .set({ email: false, updatedAt: sql`case when ${alertRules.email} then now() else ${alertRules.updatedAt} end` })
    .where(eq(alertRules.unsubscribeToken, token))
    .returning({ userId: alertRules.userId });
  if (!row) throw new AppError('BAD_REQUEST', unsubscribeTexts.invalidLink);
  log.info('alert e-mails turned off from an unsubscribe link', { userId: row.userId });
  return { unsubscribed: true };
}
