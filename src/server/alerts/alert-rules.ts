/**
 * A user's alerts: their named rules (made, changed, switched, deleted), the e-mail channel, and
 * e-mail turned off from the unsubscribe link of an alert mail. Every change runs under the
 * lock of the user's alert_rules row: one change at a time per user, counted before the write,
 * and none while a mail run holds the row.
 */
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type alertRuleCreateInput, alertRuleNoConditionMessage, type alertRuleUpdateInput } from '../../shared/alert-inputs';
import { type AlertRule, type AlertSettings, alertRuleLimits, hasCondition, hasEnabledRule, unsubscribeTexts } from '../../shared/alerts';
import type { Database, Executor } from '../db/client';
import { alertRules, type NamedAlertRuleRow, namedAlertRules, newsAnalysis } from '../db/schema';
import { AppError } from '../errors';
import { log } from '../log';

export const alertRuleTexts = {
  notFound: 'This alert rule does not exist.',
  full: `You have ${alertRuleLimits.rules} alert rules, the most there can be. Delete one to make another.`,
} as const;

const ruleOf = (row: NamedAlertRuleRow): AlertRule => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled,
  keywords: row.keywords,
  category: row.category,
  direction: row.direction,
  minImpact: row.minImpact,
  instruments: row.instruments,
  watchlist: row.watchlist,
});

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

/** The user's rules in the order they were made. */
export async function listAlertRules(db: Executor, userId: string): Promise<AlertRule[]> {
  const rows = await db
    .select()
    .from(namedAlertRules)
    .where(eq(namedAlertRules.userId, userId))
    .orderBy(asc(namedAlertRules.createdAt), asc(namedAlertRules.id));
  return rows.map(ruleOf);
}

export async function getAlertSettings({ db, userId }: { db: Executor; userId: string }): Promise<AlertSettings> {
  const [row] = await db.select({ email: alertRules.email }).from(alertRules).where(eq(alertRules.userId, userId));
  return { email: row?.email ?? false, rules: await listAlertRules(db, userId) };
}

/** Whether these settings can ever send a mail: e-mail on and a rule that is on. */
const mailsAlerts = (settings: AlertSettings) => settings.email && hasEnabledRule(settings);

/**
 * Runs one change of the user's alerts under the lock of their row (made on the first change).
 * When alert mails start (e-mail on with a rule on, where before there was not), they start
 * after the newest stored story: nobody is mailed the backlog.
 */
async function changeAlerts(db: Database, userId: string, change: (tx: Executor, before: AlertSettings) => Promise<void>): Promise<AlertSettings> {
  return db.transaction(async (tx) => {
    await tx.insert(alertRules).values({ userId, unsubscribeToken: newUnsubscribeToken() }).onConflictDoNothing({ target: alertRules.userId });
    const [locked] = await tx.select().from(alertRules).where(eq(alertRules.userId, userId)).for('update');
    if (!locked) throw new Error('the alert rules row is missing right after its insert');
    const before = await getAlertSettings({ db: tx, userId });
    await change(tx, before);
    const after = await getAlertSettings({ db: tx, userId });
    const starts = !mailsAlerts(before) && mailsAlerts(after);
    await tx
      .update(alertRules)
      .set({ email: after.email, updatedAt: sql`now()`, ...(starts ? { emailAfterId: await newestStoryId(tx) } : {}) })
      .where(eq(alertRules.userId, userId));
    return after;
  });
}

export function setAlertEmail({ db, userId, email }: { db: Database; userId: string; email: boolean }): Promise<AlertSettings> {
  return changeAlerts(db, userId, async (tx) => {
    await tx.update(alertRules).set({ email }).where(eq(alertRules.userId, userId));
  });
}

export function createAlertRule({ db, userId, rule }: { db: Database; userId: string; rule: z.output<typeof alertRuleCreateInput> }): Promise<AlertSettings> {
  return changeAlerts(db, userId, async (tx) => {
    // Counted under the user's lock: two requests at once cannot both take the last place.
    const [held] = await tx.select({ rules: count() }).from(namedAlertRules).where(eq(namedAlertRules.userId, userId));
    if ((held?.rules ?? 0) >= alertRuleLimits.rules) throw new AppError('CONFLICT', alertRuleTexts.full);
    await tx.insert(namedAlertRules).values({ ...rule, userId });
  });
}

const ownRule = (userId: string, id: string) => and(eq(namedAlertRules.id, id), eq(namedAlertRules.userId, userId));

/** Changes one of the caller's rules; what the input leaves out stays. Another user's rule is "not found", as a missing one is. */
export function updateAlertRule({
  db,
  userId,
  change,
}: {
  db: Database;
  userId: string;
  change: z.output<typeof alertRuleUpdateInput>;
}): Promise<AlertSettings> {
  const { id, ...fields } = change;
  return changeAlerts(db, userId, async (tx, before) => {
    const current = before.rules.find((rule) => rule.id === id);
    if (!current) throw new AppError('NOT_FOUND', alertRuleTexts.notFound);
    if (!hasCondition({ ...current, ...fields })) throw new AppError('BAD_REQUEST', alertRuleNoConditionMessage);
    await tx
      .update(namedAlertRules)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(ownRule(userId, id));
  });
}

export function deleteAlertRule({ db, userId, id }: { db: Database; userId: string; id: string }): Promise<AlertSettings> {
  return changeAlerts(db, userId, async (tx) => {
    const deleted = await tx.delete(namedAlertRules).where(ownRule(userId, id)).returning({ id: namedAlertRules.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND', alertRuleTexts.notFound);
  });
}

/**
 * Turns alert mails off for the holder of an unsubscribe link: no session needed, whatever the
 * account's access, and again and again with the same answer. The rules stay (they also drive
 * the browser's notifications).
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
