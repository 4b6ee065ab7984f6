/** The product's mails: each with a plain-text and an HTML part. */

import { ALERT_MAIL_INTERVAL_MS, type AlertRule, alertWhyText, ONE_CLICK_UNSUBSCRIBE_PATH } from '../../shared/alerts';
import { signInLinkValidity } from '../../shared/auth';
import { formatFeedDate } from '../../shared/format';
import { ianaZone, type TimeZoneChoice, timeZoneLabels } from '../../shared/preferences';
import { type StoryReading, verdictParts } from '../../shared/story-reading';
import { escapeHtml } from '../lib/html';
import type { Brand, Mail } from './mail';

/** The card every mail sits in: the product's name on top, its address below. `content` is HTML. */
function frame(brand: Brand, heading: string, content: string) {
  return `<!doctype html><html><body style="margin:0;background:#f6f7fb;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0b1220">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #dde2ec;border-radius:12px">
<tr><td style="padding:28px 32px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px">${escapeHtml(brand.appName)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
${content}
</td></tr></table>
<p style="font-size:12px;color:#4f5b70">${escapeHtml(brand.appName)} · <a href="${escapeHtml(brand.publicUrl)}" style="color:#4f5b70">${escapeHtml(brand.publicUrl.replace(/^https?:\/\//, ''))}</a></p>
</td></tr></table></body></html>`;
}

function layout(brand: Brand, heading: string, paragraphs: string[], action: { label: string; url: string }, footnote: string) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return frame(
    brand,
    heading,
    `${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#2f54eb;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#4f5b70">If the button does not work, open this link:<br><a href="${escapeHtml(action.url)}" style="color:#2f54eb;word-break:break-all">${escapeHtml(action.url)}</a></p>
<p style="margin:16px 0 0;font-size:13px;color:#4f5b70">${escapeHtml(footnote)}</p>`,
  );
}

export function confirmationMail(brand: Brand, to: string, link: string): Mail {
  const subject = `Confirm your ${brand.appName} account`;
  const text = `Welcome to ${brand.appName}!

Please confirm your e-mail address to activate your account:
${link}

The link is valid for 24 hours and can be used once. If you did not create an account, you can ignore this mail.

${brand.appName} · ${brand.publicUrl}`;
  const html = layout(
    brand,
    'Confirm your e-mail address',
    [`Welcome to ${brand.appName}! Please confirm your e-mail address to activate your account.`],
    { label: 'Confirm e-mail address', url: link },
    'The link is valid for 24 hours and can be used once. If you did not create an account, you can ignore this mail.',
  );
  return { to, subject, text, html };
}

export function passwordResetMail(brand: Brand, to: string, link: string): Mail {
  const subject = `Reset your ${brand.appName} password`;
  const text = `Someone asked to reset the password of your ${brand.appName} account.

Set a new password here:
${link}

The link is valid for 1 hour and can be used once. If you did not ask for this, ignore this mail: your password stays unchanged.

${brand.appName} · ${brand.publicUrl}`;
  const html = layout(
    brand,
    'Reset your password',
    [`Someone asked to reset the password of your ${brand.appName} account.`],
    { label: 'Set a new password', url: link },
    'The link is valid for 1 hour and can be used once. If you did not ask for this, ignore this mail: your password stays unchanged.',
  );
  return { to, subject, text, html };
}

/** Asked for when sign-in is refused for too many attempts: the owner's way in past anyone's guessing. */
export function signInLinkMail(brand: Brand, to: string, link: string): Mail {
  const subject = `Your ${brand.appName} sign-in link`;
  const footnote = `The link is valid for ${signInLinkValidity} and can be used once; it signs in whoever opens it, so do not forward this mail. If you did not ask for it, ignore it. If your sign-in was refused for too many attempts, someone may be guessing your password: a long password used nowhere else keeps them out.`;
  const text = `Someone asked for a link to sign in to your ${brand.appName} account without the password.

Sign in here:
${link}

${footnote}

${brand.appName} · ${brand.publicUrl}`;
  const html = layout(
    brand,
    'Sign in to your account',
    [`Someone asked for a link to sign in to your ${brand.appName} account without the password.`],
    { label: 'Sign in', url: link },
    footnote,
  );
  return { to, subject, text, html };
}

export function accountDeletedMail(brand: Brand, to: string): Mail {
  const subject = `Your ${brand.appName} account has been deleted`;
  const lines = [
    `As you asked, your ${brand.appName} account and the data stored with it have been deleted. Any subscription was cancelled first; you will not be charged again.`,
    'What the law requires us to keep (the record of the contract for commercial and tax purposes, and any cancellation or withdrawal you sent us) is kept without your account for the legal retention period and then deleted.',
    'If you did not ask for this, please reply to this mail.',
  ];
  const text = `${lines.join('\n\n')}\n\n${brand.appName} · ${brand.publicUrl}`;
  const html = layout(brand, 'Your account has been deleted', lines.slice(0, 2), { label: `Visit ${brand.appName}`, url: brand.publicUrl }, lines[2] ?? '');
  return { to, subject, text, html };
}

/** One story of an alert mail, as stored, and the rules it matched. */
export type AlertMailStory = {
  id: number;
  headline: string;
  publisher: string | null;
  /** How the story reads (readStory): the card's figure with each instrument's own direction, or the card's words. */
  reading: StoryReading;
  symbols: string[];
  /** When it was published (or stored, when the publisher gave no time). */
  at: Date;
  /** The user's rules it matched (shared/alerts.ts matchingAlertRules), named in the mail. */
  matched: Pick<AlertRule, 'name'>[];
  /** The instrument the alert names first (alertInstrument): a macro story names what it moves. */
  instrument: string | null;
};

type AlertMailDetails = {
  /** Every story that alerts, newest first: the mail lists the first few and counts the rest. */
  stories: AlertMailStory[];
  /** Every rule of the user: the footer names those that are on. */
  rules: Pick<AlertRule, 'name' | 'enabled'>[];
  timeZone: TimeZoneChoice;
  unsubscribeToken: string;
};

/** Enough to act on; the feed holds the rest. */
const ALERT_MAIL_STORIES_SHOWN = 10;
/** Instruments named per story, each with its own figure and direction; the story's page lists the rest. */
const ALERT_MAIL_INSTRUMENTS_SHOWN = 5;
const SUBJECT_MAX_LENGTH = 120;

/** The feed's US format in the user's zone, named; the server does not know a browser's own zone, so 'local' is UTC. */
function alertTime(at: Date, choice: TimeZoneChoice): string {
  const zone = ianaZone(choice) ?? 'UTC';
  return `${formatFeedDate(at, zone)} ${zone === 'UTC' ? 'UTC' : `${timeZoneLabels[choice]} time`}`;
}

/** The headline figure with the primary instrument it belongs to, then each other instrument with its own figure and arrow. */
const callsOf = (story: AlertMailStory) => verdictParts(story.reading, { max: ALERT_MAIL_INSTRUMENTS_SHOWN, figures: true });
const whyText = (story: AlertMailStory) => alertWhyText(story.matched, story.instrument);

function rulesText(rules: AlertMailDetails['rules']): string {
  const on = rules.filter((rule) => rule.enabled).map((rule) => `“${rule.name}”`);
  return `Your alert rules that are on: ${on.join(', ')}.`;
}

function alertSubject(stories: AlertMailStory[]): string {
  const [only] = stories;
  if (!only || stories.length > 1) return `${stories.length} new stories match your alerts`;
  const symbol = only.instrument ?? only.symbols[0];
  const subject = symbol ? `${symbol}: ${only.headline}` : only.headline;
  return subject.length > SUBJECT_MAX_LENGTH ? `${subject.slice(0, SUBJECT_MAX_LENGTH - 1).trimEnd()}…` : subject;
}

/**
 * New stories that match a user's alert rules. Each shows the figure the feed shows (or "Not
 * scored") with the instrument it belongs to, every instrument's own direction, the headline,
 * publisher, time, why it alerts and its page. The footer
 * names the rules and the mail limit, and links to the settings and to unsubscribing, which the
 * List-Unsubscribe headers offer to mail clients as one click (RFC 8058).
 */
export function alertMail(brand: Brand, to: string, d: AlertMailDetails): Mail {
  const site = brand.publicUrl;
  const shown = d.stories.slice(0, ALERT_MAIL_STORIES_SHOWN);
  const more = d.stories.length - shown.length;
  const storyUrl = (story: AlertMailStory) => `${site}/news-analysis/${story.id}`;
  const feedUrl = `${site}/news-analysis`;
  const settingsUrl = `${site}/alerts`;
  const unsubscribeUrl = `${site}/unsubscribe?token=${d.unsubscribeToken}`;
  const oneClickUrl = `${site}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${d.unsubscribeToken}`;
  const heading = d.stories.length === 1 ? 'A new story matches your alerts' : `${d.stories.length} new stories match your alerts`;
  const interval = `At most one e-mail every ${ALERT_MAIL_INTERVAL_MS / 60_000} minutes: what arrives meanwhile comes in the next one.`;
  const disclaimer = `${brand.appName} provides market information only. It is not financial or investment advice. The analyses are generated automatically (by AI, or by rules) and may be incomplete or wrong; trading involves risk.`;
  const byline = (story: AlertMailStory) => [story.publisher, alertTime(story.at, d.timeZone)].filter(Boolean).join(' · ');

  const text = `${heading}

${shown.map((story) => `${callsOf(story).join(' · ')}\n${story.headline}\n${byline(story)}\nWhy: ${whyText(story)}\n${storyUrl(story)}`).join('\n\n')}
${more > 0 ? `\nAnd ${more} more: ${feedUrl}\n` : ''}
---
${rulesText(d.rules)}
${interval}
Change your alerts: ${settingsUrl}
Unsubscribe from alert e-mails: ${unsubscribeUrl}

${disclaimer}

${brand.appName} · ${site}`;

  const muted = 'margin:0;font-size:13px;color:#4f5b70';
  const link = (url: string, label: string) => `<a href="${escapeHtml(url)}" style="color:#2f54eb">${escapeHtml(label)}</a>`;
  const storiesHtml = shown
    .map(
      (story) => `<div style="border-top:1px solid #dde2ec;padding:14px 0">
<p style="margin:0 0 4px;font-size:13px"><strong>${callsOf(story)
        .map((call) => `<span style="white-space:nowrap">${escapeHtml(call)}</span>`)
        .join(' · ')}</strong></p>
<p style="margin:0 0 4px;font-size:13px">${escapeHtml(whyText(story))}</p>
<p style="margin:0 0 4px;font-size:16px;font-weight:600">${link(storyUrl(story), story.headline)}</p>
<p style="${muted}">${escapeHtml(byline(story))}</p>
</div>`,
    )
    .join('\n');
  const html = frame(
    brand,
    heading,
    `${storiesHtml}
${more > 0 ? `<p style="margin:8px 0 0">${link(feedUrl, `And ${more} more in the feed`)}</p>` : ''}
<div style="border-top:1px solid #dde2ec;margin-top:16px;padding-top:16px">
<p style="${muted}">${escapeHtml(rulesText(d.rules))} ${escapeHtml(interval)}</p>
<p style="${muted};margin-top:8px">${link(settingsUrl, 'Change your alerts')} · ${link(unsubscribeUrl, 'Unsubscribe from alert e-mails')}</p>
<p style="${muted};margin-top:12px">${escapeHtml(disclaimer)}</p>
</div>`,
  );
  return {
    to,
    subject: alertSubject(d.stories),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
