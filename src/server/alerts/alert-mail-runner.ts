/**
 * Runs the alert mails on this instance: every half minute (the 15-minute limit ends for
 * someone at any time), and soon after a story is published or changed anywhere (the live bus
 * says so), so an alert leaves within about a second of its story. One run at a time here;
 * other instances may run at once, which send-alert-mails.ts makes safe.
 */
import { ALERT_MAIL_INTERVAL_MS } from '../../shared/alerts';
import type { Database } from '../db/client';
import { type Job, startJob } from '../lib/jobs';
import type { LiveBus } from '../lib/live-bus';
import type { Services } from '../services';
import { sendAlertMails } from './send-alert-mails';

const RUN_EVERY_MS = 30_000;
/**
 * A user whose mail failed (a mailbox the SMTP server refuses, say) is tried again after a
 * minute, then two, four…, at most once per mail interval: a refusing address is not hammered,
 * nor the log filled, every half minute. Kept per instance; a success forgets it.
 */
const FIRST_RETRY_MS = 60_000;
/** A read of a feed publishes its stories one after another: one run takes a burst of them. */
const AFTER_NEWS_MS = 300;

export function startAlertMailRunner({ db, services, bus }: { db: Database; services: Services; bus: LiveBus }): Job {
  const retries = new Map<string, { failures: number; notBefore: number }>();

  const waiting = (now: number) => new Set([...retries].filter(([, retry]) => retry.notBefore > now).map(([userId]) => userId));
  const remember = (failedUsers: readonly string[], tried: (userId: string) => boolean, now: number) => {
    for (const userId of [...retries.keys()]) if (tried(userId) && !failedUsers.includes(userId)) retries.delete(userId);
    for (const userId of failedUsers) {
      const failures = (retries.get(userId)?.failures ?? 0) + 1;
      retries.set(userId, { failures, notBefore: now + Math.min(ALERT_MAIL_INTERVAL_MS, FIRST_RETRY_MS * 2 ** (failures - 1)) });
    }
  };

  return startJob({
    run: async () => {
      const skipUsers = waiting(Date.now());
      const { failedUsers } = await sendAlertMails({ db, services, skipUsers });
      remember(failedUsers, (userId) => !skipUsers.has(userId), Date.now());
    },
    everyMs: RUN_EVERY_MS,
    wakeOn: { subscribe: (listener) => bus.subscribe(listener), afterMs: AFTER_NEWS_MS },
    failure: 'alert mail run failed',
  });
}
