/** The product's mails: each with a plain-text and an HTML part. */

import { escapeHtml } from '../lib/html';
import type { Brand, Mail } from './mail';

function layout(brand: Brand, heading: string, paragraphs: string[], action: { label: string; url: string }, footnote: string) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body style="margin:0;background:#f6f7fb;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0b1220">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border:1px solid #dde2ec;border-radius:12px">
<tr><td style="padding:28px 32px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px">${escapeHtml(brand.appName)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#2f54eb;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#4f5b70">If the button does not work, open this link:<br><a href="${escapeHtml(action.url)}" style="color:#2f54eb;word-break:break-all">${escapeHtml(action.url)}</a></p>
<p style="margin:16px 0 0;font-size:13px;color:#4f5b70">${escapeHtml(footnote)}</p>
</td></tr></table>
<p style="font-size:12px;color:#4f5b70">${escapeHtml(brand.appName)} · <a href="${escapeHtml(brand.publicUrl)}" style="color:#4f5b70">${escapeHtml(brand.publicUrl.replace(/^https?:\/\//, ''))}</a></p>
</td></tr></table></body></html>`;
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
