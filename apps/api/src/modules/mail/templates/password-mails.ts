import type { Language } from '@academy/contracts';
import { escapeHtml } from '../../../lib/html.js';
import { htmlButton, htmlLayout, htmlNote, type RenderedMail } from './layout.js';
import { renderLinkMail } from './link-mail.js';
import { mailMoment } from './mail-time.js';
import { passwordChangedTexts, passwordResetTexts, staffSentResetTexts } from './password-texts.js';

interface Recipient {
  language: Language;
  fullName: string;
}

/**
 * The e-mail with a single-use link to choose a new password: asked for by its owner
 * (`self`, forgot password) or sent by the academy's staff (`staff`), which its intro says.
 */
export function renderPasswordResetMail(
  input: Recipient & { link: string; linkLifetimeHours: number; sentBy?: 'self' | 'staff' },
): RenderedMail {
  const base = passwordResetTexts[input.language];
  const texts =
    input.sentBy === 'staff' ? { ...base, ...staffSentResetTexts[input.language] } : base;
  const mail = renderLinkMail({ ...input, texts });
  return { ...mail, attachments: [] };
}

/**
 * The notice after a password was set, reset or changed: when, that other sessions ended,
 * and where to go if it was not the account's owner (the forgot-password page).
 */
export function renderPasswordChangedMail(
  input: Recipient & {
    changedAt: Date;
    /** The academy's time zone, which the mail writes the moment in. */
    timeZone: string;
    forgotPasswordLink: string;
  },
): RenderedMail {
  const t = passwordChangedTexts[input.language];
  const when = mailMoment(input.changedAt, input.timeZone);
  const html = htmlLayout({
    language: input.language,
    title: t.subject,
    body: `<p>${escapeHtml(t.greeting(input.fullName))}</p>
<p>${escapeHtml(t.changed(when))}</p>
<p>${escapeHtml(t.sessions)}</p>
${htmlNote(t.notYou)}
${htmlButton(input.forgotPasswordLink, t.button)}
<p>${escapeHtml(t.signature)}</p>`,
  });
  const text = [
    t.greeting(input.fullName),
    '',
    t.changed(when),
    t.sessions,
    '',
    t.notYou,
    `${t.button}: ${input.forgotPasswordLink}`,
    '',
    t.signature,
    '',
  ].join('\n');
  return { subject: t.subject, html, text, attachments: [] };
}
