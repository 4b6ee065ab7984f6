/**
 * The VAPID identity this site signs its pushes with. From the environment when set; otherwise,
 * outside production, a key pair made once and kept in the database, so browsers' subscriptions
 * (bound to the public key) survive restarts and every instance signs alike. In production
 * without keys, push is off: a key made up on the spot would be lost with a fresh database.
 */
import { eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { newestStoryId } from '../alerts/alert-rules';
import type { Database } from '../db/client';
import { pushState } from '../db/schema';
import type { Env } from '../env';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** Who push services may write to about our messages. */
function subjectOf(env: Env): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  if (env.SUPPORT_EMAIL) return `mailto:${env.SUPPORT_EMAIL}`;
  if (env.PUBLIC_URL.startsWith('https://')) return env.PUBLIC_URL;
  return `mailto:no-reply@${new URL(env.PUBLIC_URL).hostname}`;
}

/** The one row of push state, made on first use: pushing starts after the newest story then stored. */
export async function ensurePushState(db: Database): Promise<void> {
  await db
    .insert(pushState)
    .values({ id: 1, pushedUpToId: await newestStoryId(db) })
    .onConflictDoNothing();
}

/** Null: push is off (production without keys). */
export async function loadVapidKeys({ db, env }: { db: Database; env: Env }): Promise<VapidKeys | null> {
  const subject = subjectOf(env);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  if (env.isProduction) return null;
  const stored = async () => (await db.select().from(pushState).where(eq(pushState.id, 1)))[0];
  let row = await stored();
  if (!row?.vapidPublicKey) {
    await ensurePushState(db);
    const made = webpush.generateVAPIDKeys();
    // The first instance to get here sets the pair; the rest read it.
    await db
      .update(pushState)
      .set({ vapidPublicKey: made.publicKey, vapidPrivateKey: made.privateKey })
      .where(sql`${pushState.id} = 1 and ${pushState.vapidPublicKey} is null`);
    row = await stored();
  }
  if (!row?.vapidPublicKey || !row.vapidPrivateKey) throw new Error('the push key pair is missing right after it was stored');
  return { publicKey: row.vapidPublicKey, privateKey: row.vapidPrivateKey, subject };
}

/** What the page needs to subscribe: the public key, or null when push is off here. */
export async function pushSettings({ db, env }: { db: Database; env: Env }): Promise<{ publicKey: string | null }> {
  const keys = await loadVapidKeys({ db, env });
  return { publicKey: keys?.publicKey ?? null };
}
