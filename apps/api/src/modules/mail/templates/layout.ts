import type { MailAttachment } from '../../../db/schema/index.js';
import { escapeHtml } from '../../../lib/html.js';

/** A message ready for the outbox. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

/**
 * The frame of every HTML e-mail: a single centred column with inline styles (mail clients
 * drop style sheets). `body` must already be safe HTML; `title` is escaped here.
 */
export function htmlLayout(options: { language: string; title: string; body: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(options.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;padding:32px;">
<tr><td style="font-size:16px;line-height:1.5;">
${options.body}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** A call-to-action link styled as a button, with the address again as plain text below. */
export function htmlButton(href: string, label: string): string {
  const url = escapeHtml(href);
  return `<p style="margin:24px 0;"><a href="${url}" style="display:inline-block;background:#1c7ed6;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:6px;font-weight:bold;">${escapeHtml(label)}</a></p>`;
}

/** Small grey print under the main text (expiry, "not you?"). */
export function htmlNote(text: string): string {
  return `<p style="font-size:14px;color:#52606d;">${escapeHtml(text)}</p>`;
}

/** The "if the button does not work" line with the address as a plain link. */
export function htmlLinkFallback(hint: string, href: string): string {
  const url = escapeHtml(href);
  return `<p style="font-size:14px;color:#52606d;">${escapeHtml(hint)}<br><a href="${url}" style="color:#1c7ed6;word-break:break-all;">${url}</a></p>`;
}
