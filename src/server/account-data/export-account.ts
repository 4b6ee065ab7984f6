import { asc, desc, eq } from 'drizzle-orm';
import type { SubscriptionStatusResponse } from '../../shared/billing';
import { accountGone } from '../accounts/account-gone';
import { accountExportRules } from '../accounts/limits';
import { listAlertRules } from '../alerts/alert-rules';
import { checkSubscription } from '../billing/subscription-status';
import type { Database, Executor } from '../db/client';
import { alertRules, contractRequests, devOutbox, feedPreferences, pushSubscriptions, savedViews, sessions, users, watchlistSymbols } from '../db/schema';
import { reserveAttempt } from '../lib/rate-limits';
import type { Services } from '../services';

/** GDPR Art. 15 and 20: what the product holds about the caller, as one JSON document. */
export async function exportAccount({ db, services, userId }: { db: Database; services: Services; userId: string }) {
  await reserveAttempt(db, accountExportRules(userId), 'data exports');
  const status = await checkSubscription(db, services, { userId });
  // One snapshot: a deletion running at the same moment gives all of the account or none of it.
  return db.transaction((tx) => readAccount(tx, userId, status), { isolationLevel: 'repeatable read' });
}

async function readAccount(db: Executor, userId: string, status: SubscriptionStatusResponse) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw accountGone();
  const devices = await db
    .select({ kind: sessions.kind, created_at: sessions.createdAt, last_refreshed_at: sessions.refreshedAt, expires_at: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  // Cancellations and withdrawals sent for this address, also those sent without signing in.
  const requests = await db
    .select({
      kind: contractRequests.kind,
      name: contractRequests.name,
      email: contractRequests.email,
      contract: contractRequests.contract,
      cancellation_type: contractRequests.cancellationType,
      reason: contractRequests.reason,
      requested_end_date: contractRequests.requestedEndDate,
      outcome: contractRequests.outcome,
      effective_at: contractRequests.effectiveAt,
      received_at: contractRequests.receivedAt,
      confirmed_at: contractRequests.confirmedAt,
    })
    .from(contractRequests)
    .where(eq(contractRequests.email, user.email))
    .orderBy(desc(contractRequests.receivedAt));
  const watchlist = await db
    .select({ symbol: watchlistSymbols.symbol, added_at: watchlistSymbols.addedAt })
    .from(watchlistSymbols)
    .where(eq(watchlistSymbols.userId, userId))
    .orderBy(asc(watchlistSymbols.addedAt), asc(watchlistSymbols.symbol));
  // Not the unsubscribe token: it is a credential, not data about the user.
  const [alerts] = await db
    .select({
      email: alertRules.email,
      last_alert_mail_at: alertRules.emailSentAt,
      updated_at: alertRules.updatedAt,
    })
    .from(alertRules)
    .where(eq(alertRules.userId, userId));
  const rules = await listAlertRules(db, userId);
  const [preferences] = await db
    .select({ layout: feedPreferences.layout, time_zone: feedPreferences.timeZone, updated_at: feedPreferences.updatedAt })
    .from(feedPreferences)
    .where(eq(feedPreferences.userId, userId));
  const views = await db
    .select({ name: savedViews.name, filters: savedViews.filters, created_at: savedViews.createdAt, updated_at: savedViews.updatedAt })
    .from(savedViews)
    .where(eq(savedViews.userId, userId))
    .orderBy(asc(savedViews.createdAt));
  // The push service's host, not the endpoint or its keys: those are the device's credentials.
  const pushDevices = await db
    .select({ label: pushSubscriptions.label, endpoint: pushSubscriptions.endpoint, created_at: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  // Only the development outbox keeps mails; an SMTP server keeps no copy here.
  const mails = await db
    .select({ subject: devOutbox.subject, sent_at: devOutbox.sentAt })
    .from(devOutbox)
    .where(eq(devOutbox.to, user.email))
    .orderBy(desc(devOutbox.sentAt));
  return {
    format: 'impactwire-account-export/1',
    exported_at: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      email_confirmed_at: user.emailConfirmedAt?.toISOString() ?? null,
      full_name: user.fullName,
      avatar_url: user.avatarUrl,
      created_at: user.createdAt.toISOString(),
    },
    subscription: {
      subscribed: status.subscribed,
      subscription_tier: status.subscription_tier,
      subscription_end: status.subscription_end,
      cancel_at_period_end: status.cancel_at_period_end,
      access: status.access.state,
      trial_until: status.access.trial_until,
    },
    sessions: devices.map((d) => ({
      kind: d.kind,
      created_at: d.created_at.toISOString(),
      last_refreshed_at: d.last_refreshed_at?.toISOString() ?? null,
      expires_at: d.expires_at.toISOString(),
    })),
    contract_requests: requests.map((r) => ({
      ...r,
      requested_end_date: r.requested_end_date?.toISOString() ?? null,
      effective_at: r.effective_at?.toISOString() ?? null,
      received_at: r.received_at.toISOString(),
      confirmed_at: r.confirmed_at?.toISOString() ?? null,
    })),
    watchlist: watchlist.map((w) => ({ symbol: w.symbol, added_at: w.added_at.toISOString() })),
    alert_rules: alerts
      ? { ...alerts, rules, last_alert_mail_at: alerts.last_alert_mail_at?.toISOString() ?? null, updated_at: alerts.updated_at.toISOString() }
      : null,
    feed_preferences: preferences ? { ...preferences, updated_at: preferences.updated_at.toISOString() } : null,
    saved_views: views.map((v) => ({ ...v, created_at: v.created_at.toISOString(), updated_at: v.updated_at.toISOString() })),
    push_devices: pushDevices.map((d) => ({ label: d.label, push_service: new URL(d.endpoint).host, subscribed_at: d.created_at.toISOString() })),
    mails: mails.map((m) => ({ subject: m.subject, sent_at: m.sent_at.toISOString() })),
    not_held_here: 'Payment details are held only by the payment provider. The password is stored only as a hash and is not exported.',
  };
}
