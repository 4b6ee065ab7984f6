/**
 * Runs push delivery on this instance as soon as the live bus tells of a new or changed story
 * (from any instance; the shared cursor decides who pushes what), and every half minute in case
 * an announcement was missed. One delivery at a time here; a signal during one runs another after it.
 */
import type { Database } from '../db/client';
import { type Job, startJob } from '../lib/jobs';
import type { LiveBus } from '../lib/live-bus';
import type { Services } from '../services';
import { deliverPushes } from './deliver-pushes';
import { loadVapidKeys } from './vapid-keys';

const RUN_EVERY_MS = 30_000;
/** A feed read publishes a few stories in a row: one delivery takes them together, well within the 5 s promise. */
const AFTER_NEWS_MS = 100;

export async function startPushRunner({ db, services, bus }: { db: Database; services: Services; bus: LiveBus }): Promise<Job | null> {
  const vapid = await loadVapidKeys({ db, env: services.env });
  if (!vapid) return null;
  return startJob({
    run: () => deliverPushes({ db, services, vapid }),
    everyMs: RUN_EVERY_MS,
    again: (delivery) => delivery.more,
    wakeOn: { subscribe: (listener) => bus.subscribe(listener), afterMs: AFTER_NEWS_MS },
    failure: 'push delivery failed',
  });
}
