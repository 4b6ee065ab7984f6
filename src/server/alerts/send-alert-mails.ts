/**
 * Alert mails: each user with e-mail alerts on gets the stories that match their rules, at most
 * one mail per ALERT_MAIL_INTERVAL_MS. Each user's rules row carries a cursor (the newest story
 * id already considered): a run reads the stories after it, mails the matches and moves it on.
 *
 * Instances share the work safely: a user's row is claimed inside the transaction that sends
 * the mail (row lock, skipping a row another instance holds, and the interval checked again
 * under the lock), and the mail, its time and the cursor commit together. A send that fails
 * rolls the transaction back, so those stories go in the next try.
 */
import { and, asc, eq, exists, gt, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import { ALERT_MAIL_INTERVAL_MS, alertInstrument, matchingAlertRules } from '../../shared/alerts';
import type { FeedItem } from '../../shared/feed';
import { readStory } from '../../shared/story-reading';
import { currentAccess } from '../billing/access-cache';
import type { Database, Executor } from '../db/client';
import { alertRules, namedAlertRules, newsAnalysis, users } from '../db/schema';
import { feedColumns, toFeedItem } from '../feed/feed-hub';
import { log } from '../log';
import { brandOf } from '../mail/mail';
import { type AlertMailStory, alertMail } from '../mail/templates';
import { metrics } from '../metrics';
import { getFeedPreferences } from '../preferences/feed-preferences';
import type { Services } from '../services';
import { listWatchlist } from '../watchlist/watchlist';
import { listAlertRules, newestStoryId } from './alert-rules';

/** Users handled per read of the rules table. */
const USERS_PER_PAGE = 100;
/** Stories read for one user in one run; what lies beyond waits for the next run. */
const STORIES_PER_RUN = 500;
/**
 * A story whose AI analysis is on its way is mailed once that analysis replaced the first one,
 * so the mail quotes the figure the feed settles on; past this age it goes as it stands (an AI
 * analysis cut off by a restart may take a while to resume).
 */
const AI_ANALYSIS_WAIT_MS = 5 * 60_000;

export type AlertMailRun = { sent: number; failed: number /** Whose mail failed: the runner waits before it tries them again. */; failedUsers: string[] };

type RunContext = { db: Database; services: Services; now: Date; newestId: number };

/** Users whose rules may mail now: e-mail on, a rule on, stories after their cursor, and no mail within the interval. */
function dueForMail({ db, now, newestId }: Pick<RunContext, 'db' | 'now' | 'newestId'>): SQL {
  const intervalAgo = new Date(now.getTime() - ALERT_MAIL_INTERVAL_MS);
  return and(
    eq(alertRules.email, true),
    // hasEnabledRule (shared/alerts.ts), asked of the database so only users it holds are read.
    exists(
      db
        .select({ id: namedAlertRules.id })
        .from(namedAlertRules)
        .where(and(eq(namedAlertRules.userId, alertRules.userId), eq(namedAlertRules.enabled, true))),
    ),
    lt(alertRules.emailAfterId, newestId),
    or(isNull(alertRules.emailSentAt), lte(alertRules.emailSentAt, intervalAgo)),
  ) as SQL;
}

export async function sendAlertMails({
  db,
  services,
  now = new Date(),
  skipUsers,
}: {
  db: Database;
  services: Services;
  now?: Date;
  /** Users not to try in this run (their last mail failed a moment ago). */
  skipUsers?: ReadonlySet<string>;
}): Promise<AlertMailRun> {
  const run: RunContext = { db, services, now, newestId: await newestStoryId(db) };
  const outcome: AlertMailRun = { sent: 0, failed: 0, failedUsers: [] };
  if (run.newestId === 0) return outcome;
  let lastUserId: string | null = null;
  for (;;) {
    const due = dueForMail(run);
    const page = await db
      .select({ userId: alertRules.userId })
      .from(alertRules)
      .where(lastUserId === null ? due : and(due, gt(alertRules.userId, lastUserId)))
      .orderBy(asc(alertRules.userId))
      .limit(USERS_PER_PAGE);
    for (const { userId } of page) {
      if (skipUsers?.has(userId)) continue;
      try {
        if (await alertUser(run, userId)) outcome.sent++;
      } catch (error) {
        outcome.failed++;
        outcome.failedUsers.push(userId);
        metrics.alertMail('failed');
        log.warn('alert mail failed: its stories wait for the next run', { userId, error });
      }
    }
    const last = page.at(-1);
    if (!last || page.length < USERS_PER_PAGE) return outcome;
    lastUserId = last.userId;
  }
}

/** Handles one user; true when a mail went out. */
async function alertUser(run: RunContext, userId: string): Promise<boolean> {
  const { db, services, now, newestId } = run;
  if (!(await currentAccess(db, services, userId)).entitled) {
    // Nothing for the time without access, and no backlog should it return; the rules stay.
    await db
      .update(alertRules)
      .set({ emailAfterId: newestId })
      .where(and(eq(alertRules.userId, userId), lt(alertRules.emailAfterId, newestId)));
    return false;
  }
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .select()
      .from(alertRules)
      .where(and(eq(alertRules.userId, userId), dueForMail(run)))
      .for('update', { skipLocked: true });
    // Another instance holds the row, or it changed since the page was read.
    if (!claimed) return false;
    const rules = await listAlertRules(tx, userId);
    const { considered, cursor } = await readNewStories(tx, services, claimed.emailAfterId, newestId, now);
    const watched = await listWatchlist({ db: tx, userId });
    const matches = considered.flatMap((story) => {
      const matched = matchingAlertRules(story, rules, watched);
      return matched.length > 0
        ? [
            mailStory(
              story,
              matched.map(({ name }) => ({ name })),
              alertInstrument(story, matched, watched),
            ),
          ]
        : [];
    });
    if (matches.length === 0) {
      if (cursor > claimed.emailAfterId) await tx.update(alertRules).set({ emailAfterId: cursor }).where(eq(alertRules.userId, userId));
      return false;
    }
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return false;
    const { timeZone } = await getFeedPreferences({ db: tx, userId });
    const mail = alertMail(brandOf(services.env), user.email, {
      stories: matches.reverse(),
      rules,
      timeZone,
      unsubscribeToken: claimed.unsubscribeToken,
    });
    await services.mailer.send(mail, tx);
    await tx.update(alertRules).set({ emailSentAt: now, emailAfterId: cursor }).where(eq(alertRules.userId, userId));
    metrics.alertMail('sent');
    return true;
  });
}

/** A matching story as the mail shows it: the figure and instruments the card shows, and the rules it matched. */
function mailStory(story: FeedItem, matched: AlertMailStory['matched'], instrument: string | null): AlertMailStory {
  return {
    id: story.id,
    headline: story.headline,
    publisher: story.publisher_name ?? story.source_domain,
    reading: readStory(story),
    symbols: story.symbols,
    at: new Date(story.published_at ?? story.created_at),
    matched,
    instrument,
  };
}

/**
 * The stories after `afterId` (up to `newestId`, from the feed's sources), oldest first, and
 * the cursor once they are considered. The read stops before a young story still waiting for
 * its AI analysis: it and what follows it are read again next time.
 */
async function readNewStories(
  tx: Executor,
  services: Services,
  afterId: number,
  newestId: number,
  now: Date,
): Promise<{ considered: FeedItem[]; cursor: number }> {
  const sources = services.env.FEED_SOURCE_DOMAINS;
  const rows = await tx
    .select(feedColumns)
    .from(newsAnalysis)
    .where(and(gt(newsAnalysis.id, afterId), lte(newsAnalysis.id, newestId), sources?.length ? inArray(newsAnalysis.sourceDomain, sources) : undefined))
    .orderBy(asc(newsAnalysis.id))
    .limit(STORIES_PER_RUN);
  const waitingFrom = rows.findIndex((row) => row.aiPending && now.getTime() - row.createdAt.getTime() < AI_ANALYSIS_WAIT_MS);
  const ready = waitingFrom === -1 ? rows : rows.slice(0, waitingFrom);
  const waiting = rows[waitingFrom];
  // Ids only grow, and the feed's filter skips the others for good: the cursor may pass them.
  const cursor = waiting ? waiting.id - 1 : rows.length === STORIES_PER_RUN ? (rows.at(-1)?.id ?? afterId) : newestId;
  return {
    // Read as the feed reads it, so the rules match what the card shows and the mail names its instruments.
    considered: ready.map(toFeedItem),
    cursor,
  };
}
