import { escapeHtml } from '../../lib/html.js';
import type { OutboxRecord } from './outbox-repository.js';

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Plain text as HTML, with every http(s) address made a link (its visible text is the address). */
export function linkifiedText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

const pageStyle =
  'font-family:Arial,Helvetica,sans-serif;margin:24px auto;max-width:900px;padding:0 16px;color:#1f2933;';

/**
 * The development mailbox: the outbox as a page, newest first, each message with its text
 * part (links clickable) and a link to its HTML part. Server-rendered, no scripts: the app's
 * Content-Security-Policy allows inline styles only.
 */
export function mailboxPage(messages: OutboxRecord[]): string {
  const items = messages
    .map(
      (
        mail,
      ) => `<article style="border:1px solid #d9e2ec;border-radius:8px;padding:16px;margin:16px 0;" data-mail-id="${mail.id}">
<h2 style="font-size:18px;margin:0 0 8px;">${escapeHtml(mail.subject)}</h2>
<p style="margin:0;color:#52606d;">To: <span data-field="to">${escapeHtml(mail.to)}</span> · ${escapeHtml(mail.createdAt.toISOString())} · ${escapeHtml(mail.status)}${mail.attachments.length > 0 ? ` · ${mail.attachments.map((a) => escapeHtml(a.filename)).join(', ')}` : ''}</p>
<p style="margin:8px 0;"><a href="/dev/mailbox/${mail.id}">View the HTML message</a></p>
<pre style="white-space:pre-wrap;background:#f4f5f7;padding:12px;border-radius:6px;">${linkifiedText(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Development mailbox</title></head>
<body style="${pageStyle}">
<h1 style="font-size:24px;">Development mailbox</h1>
<p style="color:#52606d;">SMTP_URL is not set, so mail is kept here instead of being sent. Newest first.</p>
${items || '<p>No messages yet.</p>'}
</body>
</html>`;
}
