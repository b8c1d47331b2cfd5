import type { Language } from '@academy/contracts';
import { escapeHtml } from '../../../lib/html.js';
import { htmlButton, htmlLayout, htmlNote, type RenderedMail } from './layout.js';

/** The texts every notice about a change to one's account has, per language. */
export interface AccountNoticeTexts {
  subject: string;
  greeting: (name: string) => string;
  button: string;
  /** What to do if the reader did not do or expect this. */
  notAsked: string;
  signature: string;
}

/** A paragraph of the notice: plain text (escaped), or one given as safe HTML and as text. */
export type NoticeParagraph = string | { html: string; text: string };

/**
 * A mail telling a user something happened to their account (a temporary password, their
 * second factor reset, their recovery codes replaced): greeting, what happened in a few
 * paragraphs, a button to the app, and what to do if it was not them.
 */
export function renderAccountNoticeMail(input: {
  language: Language;
  texts: AccountNoticeTexts;
  fullName: string;
  paragraphs: NoticeParagraph[];
  link: string;
}): RenderedMail {
  const { texts: t, link } = input;
  const html = (paragraph: NoticeParagraph) =>
    typeof paragraph === 'string' ? `<p>${escapeHtml(paragraph)}</p>` : paragraph.html;
  const text = (paragraph: NoticeParagraph) =>
    typeof paragraph === 'string' ? paragraph : paragraph.text;
  return {
    subject: t.subject,
    html: htmlLayout({
      language: input.language,
      title: t.subject,
      body: `<p>${escapeHtml(t.greeting(input.fullName))}</p>
${input.paragraphs.map(html).join('\n')}
${htmlButton(link, t.button)}
${htmlNote(t.notAsked)}
<p>${escapeHtml(t.signature)}</p>`,
    }),
    text: [
      t.greeting(input.fullName),
      '',
      ...input.paragraphs.map(text),
      '',
      `${t.button}: ${link}`,
      '',
      t.notAsked,
      '',
      t.signature,
      '',
    ].join('\n'),
    attachments: [],
  };
}
