import type { Language, NotificationKind, NotificationParams } from '@academy/contracts';
import { escapeHtml } from '../../../lib/html.js';
import { htmlButton, htmlLayout, htmlNote, type RenderedMail } from './layout.js';
import { mailNotificationLines, notificationMailTexts } from './notification-texts.js';

/** A notification as a mail lists it: its kind, parameters and count, and its absolute link. */
export interface MailedNotification {
  kind: NotificationKind;
  params: NotificationParams;
  count: number;
  /** The absolute address of the thing itself (the app's public address and the path). */
  link: string;
}

/**
 * The mail sent at once for a kind the user chose `email` for (ARCHITECTURE.md,
 * "Notifications"): the notification's text as the bell writes it, and a button to it.
 */
export function renderNotificationMail(input: {
  language: Language;
  fullName: string;
  notification: MailedNotification;
  /** The academy's clock, on which the mail writes due and end instants. */
  timeZone: string;
}): RenderedMail {
  const t = notificationMailTexts[input.language];
  const lines = mailNotificationLines(input.language, input.notification, input.timeZone);
  const { link } = input.notification;
  return {
    subject: lines.title,
    html: htmlLayout({
      language: input.language,
      title: lines.title,
      body: `<p>${escapeHtml(t.greeting(input.fullName))}</p>
<p><strong>${escapeHtml(lines.title)}</strong></p>
${lines.detail ? `<p>${escapeHtml(lines.detail)}</p>` : ''}
${htmlButton(link, t.button)}
${htmlNote(t.why)}
<p>${escapeHtml(t.signature)}</p>`,
    }),
    text: [
      t.greeting(input.fullName),
      '',
      lines.title,
      ...(lines.detail ? [lines.detail] : []),
      '',
      `${t.button}: ${link}`,
      '',
      t.why,
      '',
      t.signature,
      '',
    ].join('\n'),
    attachments: [],
  };
}

/**
 * The daily digest: every notification of the kinds the user chose `digest` for since their
 * previous digest, oldest first, each with its link. `day`: the digest's day, as written.
 */
export function renderNotificationDigestMail(input: {
  language: Language;
  fullName: string;
  day: string;
  notifications: readonly MailedNotification[];
  /** The academy's clock, on which the mail writes due and end instants. */
  timeZone: string;
}): RenderedMail {
  const t = notificationMailTexts[input.language];
  const subject = t.digestSubject(input.day);
  const items = input.notifications.map((item) => ({
    ...mailNotificationLines(input.language, item, input.timeZone),
    link: item.link,
  }));
  const htmlItems = items
    .map(
      (item) =>
        `<li style="margin:0 0 12px;"><a href="${escapeHtml(item.link)}" style="color:#1c7ed6;">${escapeHtml(item.title)}</a>${
          item.detail ? `<br><span style="color:#52606d;">${escapeHtml(item.detail)}</span>` : ''
        }</li>`,
    )
    .join('\n');
  return {
    subject,
    html: htmlLayout({
      language: input.language,
      title: subject,
      body: `<p>${escapeHtml(t.greeting(input.fullName))}</p>
<p>${escapeHtml(t.digestIntro)}</p>
<ul style="padding-left:20px;">
${htmlItems}
</ul>
${htmlNote(t.why)}
<p>${escapeHtml(t.signature)}</p>`,
    }),
    text: [
      t.greeting(input.fullName),
      '',
      t.digestIntro,
      '',
      ...items.flatMap((item) => [
        `- ${item.title}`,
        ...(item.detail ? [`  ${item.detail}`] : []),
        `  ${t.open}: ${item.link}`,
      ]),
      '',
      t.why,
      '',
      t.signature,
      '',
    ].join('\n'),
    attachments: [],
  };
}
