/**
 * Runs push delivery on this instance as soon as the live bus tells of a new or changed story
 * (from any instance; the shared cursor decides who pushes what), and every half minute in case
 * an announcement was missed. One delivery at a time here; a signal during one runs another after it.
 */
import type { Database } from '../db/client';
import type { LiveBus } from '../lib/live-bus';
import { log } from '../log';
import type { Services } from '../services';
import { deliverPushes } from './deliver-pushes';
import { loadVapidKeys } from './vapid-keys';

const RUN_EVERY_MS = 30_000;
/** A feed read publishes a few stories in a row: one delivery takes them together, well within the 5 s promise. */
const AFTER_NEWS_MS = 100;

export type PushRunner = { stop(): Promise<void> };

export async function startPushRunner({ db, services, bus }: { db: Database; services: Services; bus: LiveBus }): Promise<PushRunner | null> {
  const vapid = await loadVapidKeys({ db, env: services.env });
  if (!vapid) return null;
  let running: Promise<void> | null = null;
  let runAgain = false;
  let stopped = false;
  let nudge: Timer | null = null;

  const run = () => {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = deliverPushes({ db, services, vapid })
      .then(
        (delivery) => {
          if (delivery.more) runAgain = true;
        },
        (error: unknown) => log.warn('push delivery failed', { error }),
      )
      .finally(() => {
        running = null;
        if (runAgain) {
          runAgain = false;
          run();
        }
      });
  };

  const every = setInterval(run, RUN_EVERY_MS);
  const stopListening = bus.subscribe(() => {
    nudge ??= setTimeout(() => {
      nudge = null;
      run();
    }, AFTER_NEWS_MS);
  });
  run();

  return {
    async stop() {
      stopped = true;
      clearInterval(every);
      if (nudge) clearTimeout(nudge);
      stopListening();
      await running;
    },
  };
}
