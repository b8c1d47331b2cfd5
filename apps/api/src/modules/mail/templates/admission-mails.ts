import type { CourseType, Language } from '@academy/contracts';
import { escapeHtml } from '../../../lib/html.js';
import { admissionTexts, rejectionTexts } from './admission-texts.js';
import { htmlButton, htmlLayout, htmlLinkFallback, htmlNote, type RenderedMail } from './layout.js';
import { mailMoment } from './mail-time.js';

interface Recipient {
  language: Language;
  fullName: string;
}

/** A label and its value, the value set apart so that a password can be copied whole. */
const htmlField = (label: string, value: string) =>
  `<p style="margin:4px 0;">${escapeHtml(label)}: <strong style="font-family:Consolas,Menlo,monospace;font-size:17px;">${escapeHtml(value)}</strong></p>`;

/**
 * The admission e-mail: the direction and format, the login and the temporary password with
 * its expiry, that the first sign-in chooses a password of one's own, the free trial, and
 * the way to the login page.
 */
export function renderAdmissionMail(
  input: Recipient & {
    email: string;
    directionTitle: string;
    courseType: CourseType;
    temporaryPassword: string;
    expiresAt: Date;
    /** The academy's time zone, which the mail writes the expiry in. */
    timeZone: string;
    trialDays: number;
    loginLink: string;
  },
): RenderedMail {
  const t = admissionTexts[input.language];
  const expiry = t.expiry(mailMoment(input.expiresAt, input.timeZone));
  const format = `${t.courseFormat}: ${t.courseTypes[input.courseType]}`;
  const html = htmlLayout({
    language: input.language,
    title: t.subject,
    body: `<p>${escapeHtml(t.greeting(input.fullName))}</p>
<p>${escapeHtml(t.admitted(input.directionTitle))}</p>
<p>${escapeHtml(format)}</p>
<p>${escapeHtml(t.trial(input.trialDays))}</p>
<h2 style="font-size:18px;margin:24px 0 8px;">${escapeHtml(t.credentialsTitle)}</h2>
${htmlField(t.login, input.email)}
${htmlField(t.temporaryPassword, input.temporaryPassword)}
${htmlNote(expiry)}
<p>${escapeHtml(t.setPassword)}</p>
${htmlButton(input.loginLink, t.button)}
${htmlLinkFallback(t.linkHint, input.loginLink)}
<p>${escapeHtml(t.signature)}</p>`,
  });
  const text = [
    t.greeting(input.fullName),
    '',
    t.admitted(input.directionTitle),
    format,
    t.trial(input.trialDays),
    '',
    `${t.credentialsTitle}:`,
    `${t.login}: ${input.email}`,
    `${t.temporaryPassword}: ${input.temporaryPassword}`,
    expiry,
    t.setPassword,
    '',
    `${t.button}: ${input.loginLink}`,
    '',
    t.signature,
    '',
  ].join('\n');
  return { subject: t.subject, html, text, attachments: [] };
}

/** The rejection e-mail, with the reason staff gave. */
export function renderRejectionMail(input: Recipient & { reason: string }): RenderedMail {
  const t = rejectionTexts[input.language];
  const reason = escapeHtml(input.reason).replace(/\r?\n/g, '<br>');
  const html = htmlLayout({
    language: input.language,
    title: t.subject,
    body: `<p>${escapeHtml(t.greeting(input.fullName))}</p>
<p>${escapeHtml(t.decision)}</p>
<p style="margin:16px 0 4px;font-weight:bold;">${escapeHtml(t.reasonTitle)}</p>
<p style="margin:0 0 16px;padding:12px 16px;background:#f4f5f7;border-radius:6px;">${reason}</p>
<p>${escapeHtml(t.closing)}</p>
<p>${escapeHtml(t.signature)}</p>`,
  });
  const text = [
    t.greeting(input.fullName),
    '',
    t.decision,
    '',
    `${t.reasonTitle}:`,
    input.reason,
    '',
    t.closing,
    '',
    t.signature,
    '',
  ].join('\n');
  return { subject: t.subject, html, text, attachments: [] };
}
