/**
 * Pushes the newly published stories to the devices of the users they alert. Several instances
 * share one database: the stories after the shared cursor are claimed by moving the cursor in
 * one statement (row lock), so exactly one instance pushes each story. Users without access get
 * nothing; a device the push service calls gone (404/410) is removed.
 */
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { alertNotificationTitle } from '../../shared/alerts';
import { MAX_PUSHES_PER_DELIVERY, type PushPayload } from '../../shared/push';
import { newestStoryId } from '../alerts/alert-rules';
import { currentAccess } from '../billing/access-cache';
import type { Database } from '../db/client';
import { rowsOf } from '../db/migrate';
import { newsAnalysis, type PushSubscriptionRow, pushState, pushSubscriptions } from '../db/schema';
import { feedColumns, toFeedItem } from '../feed/feed-hub';
import { log } from '../log';
import { metrics } from '../metrics';
import type { Services } from '../services';
import { type PushOutcome, sendPush } from './send-push';
import { type StoryAlert, storyAlertsFor } from './story-alerts';
import { ensurePushState, type VapidKeys } from './vapid-keys';

/** Pushes in flight at once, over all users. */
const CONCURRENT_SENDS = 16;
/** A story older than this when claimed (after a long stop, say) is news no more: it is skipped. */
const FRESH_FOR_MS = 10 * 60_000;
/** Stories claimed per delivery; a bigger burst is claimed in further deliveries. */
const STORIES_PER_DELIVERY = 200;

export type PushDelivery = {
  stories: number;
  sent: number;
  failed: number;
  expired: number;
  /** Stories beyond this delivery's share wait: deliver again at once. */
  more: boolean;
};

type ClaimedStory = Awaited<ReturnType<typeof readStories>>[number];

/** Moves the shared cursor to the newest story; the stories passed over are this caller's to push. */
async function claimStories(db: Database): Promise<{ afterId: number; upToId: number; newest: number } | null> {
  await ensurePushState(db);
  const newest = await newestStoryId(db);
  const result = await db.execute(sql`
    with previous as (select ${pushState.pushedUpToId} as after_id from ${pushState} where ${pushState.id} = 1 for update)
    update ${pushState} set pushed_up_to_id = least(${newest}, previous.after_id + ${STORIES_PER_DELIVERY})
    from previous where ${pushState.id} = 1 and previous.after_id < ${newest}
    returning previous.after_id, ${pushState.pushedUpToId} as up_to_id`);
  const [row] = rowsOf<{ after_id: string | number; up_to_id: string | number }>(result);
  return row ? { afterId: Number(row.after_id), upToId: Number(row.up_to_id), newest } : null;
}

function readStories(db: Database, services: Services, afterId: number, upToId: number, now: Date) {
  const sources = services.env.FEED_SOURCE_DOMAINS;
  return db
    .select(feedColumns)
    .from(newsAnalysis)
    .where(
      and(
        gt(newsAnalysis.id, afterId),
        lte(newsAnalysis.id, upToId),
        gt(newsAnalysis.createdAt, new Date(now.getTime() - FRESH_FOR_MS)),
        sources?.length ? inArray(newsAnalysis.sourceDomain, sources) : undefined,
      ),
    )
    .orderBy(asc(newsAnalysis.id))
    .then((rows) => rows.map(toFeedItem));
}

const storyPayload = (story: ClaimedStory, why: string): PushPayload => ({
  // The title the in-tab notification shows: the card's figure, each instrument with its own direction.
  title: alertNotificationTitle(story),
  body: `${story.headline}\n${why}`,
  url: `/news-analysis/${story.id}`,
  tag: `story-${story.id}`,
});

/** One notification per story, or one summary when too many arrive at once. */
function payloadsFor(alerts: StoryAlert[], stories: Map<number, ClaimedStory>): PushPayload[] {
  const matched = alerts.flatMap((alert) => {
    const story = stories.get(alert.storyId);
    return story ? [{ story, why: alert.why }] : [];
  });
  if (matched.length <= MAX_PUSHES_PER_DELIVERY) return matched.map(({ story, why }) => storyPayload(story, why));
  return [
    {
      title: `${matched.length} new stories match your alerts`,
      body: matched
        .slice(0, MAX_PUSHES_PER_DELIVERY)
        .map(({ story }) => story.headline)
        .join('\n'),
      url: '/news-analysis',
      tag: `stories-${matched[0]?.story.id}`,
    },
  ];
}

/** Runs the tasks with at most `limit` at once. */
async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function deliverPushes({
  db,
  services,
  vapid,
  now = new Date(),
}: {
  db: Database;
  services: Services;
  vapid: VapidKeys;
  now?: Date;
}): Promise<PushDelivery> {
  const delivery: PushDelivery = { stories: 0, sent: 0, failed: 0, expired: 0, more: false };
  const claimed = await claimStories(db);
  if (!claimed) return delivery;
  delivery.more = claimed.upToId < claimed.newest;
  const stories = await readStories(db, services, claimed.afterId, claimed.upToId, now);
  delivery.stories = stories.length;
  if (stories.length === 0) return delivery;
  const devices = await db.select().from(pushSubscriptions).orderBy(asc(pushSubscriptions.userId));
  const devicesByUser = new Map<string, PushSubscriptionRow[]>();
  for (const device of devices) devicesByUser.set(device.userId, [...(devicesByUser.get(device.userId) ?? []), device]);
  const byId = new Map(stories.map((story) => [story.id, story]));
  const messages: { device: PushSubscriptionRow; payload: PushPayload }[] = [];
  for (const [userId, userDevices] of devicesByUser) {
    if (!(await currentAccess(db, services, userId)).entitled) continue;
    const payloads = payloadsFor(await storyAlertsFor({ db, userId, stories }), byId);
    for (const device of userDevices) for (const payload of payloads) messages.push({ device, payload });
  }
  await inParallel(messages, CONCURRENT_SENDS, async ({ device, payload }) => {
    const result = await sendPush(device, payload, { vapid, production: services.env.isProduction });
    await recordOutcome(db, device, result);
    delivery[result.outcome]++;
  });
  return delivery;
}

async function recordOutcome(db: Database, device: PushSubscriptionRow, { outcome, status, error }: PushOutcome) {
  metrics.push(outcome);
  if (outcome === 'expired') {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    log.info('push subscription expired: device removed', { userId: device.userId, deviceId: device.id, status });
  } else if (outcome === 'failed') {
    log.warn('push failed', { userId: device.userId, deviceId: device.id, status, error });
  }
}
