import type { Language } from '@academy/contracts';
import { escapeHtml } from '../../../lib/html.js';
import { htmlButton, htmlLayout, htmlLinkFallback, htmlNote } from './layout.js';

/** The texts every mail built around one link has, per language. */
export interface LinkMailTexts {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  button: string;
  linkHint: string;
  /** How long the link works, from its lifetime in hours. */
  expiry: (hours: number) => string;
  ignore: string;
  signature: string;
}

/**
 * A mail whose point is one link (verification, password reset): greeting, why, the button
 * with the address again in plain text, how long it works, optional details, and what to do
 * if it was not asked for. `details` must already be safe HTML; every other value is escaped.
 */
export function renderLinkMail(input: {
  language: Language;
  texts: LinkMailTexts;
  fullName: string;
  link: string;
  /** The lifetime the link was issued with. */
  linkLifetimeHours: number;
  details?: { html: string; text: string[] };
}): { subject: string; html: string; text: string } {
  const { texts: t, link, details } = input;
  const expiry = t.expiry(input.linkLifetimeHours);
  const html = htmlLayout({
    language: input.language,
    title: t.subject,
    body: `<p>${escapeHtml(t.greeting(input.fullName))}</p>
<p>${escapeHtml(t.intro)}</p>
${htmlButton(link, t.button)}
${htmlLinkFallback(t.linkHint, link)}
${htmlNote(expiry)}
${details?.html ?? ''}
${htmlNote(t.ignore)}
<p>${escapeHtml(t.signature)}</p>`,
  });
  const text = [
    t.greeting(input.fullName),
    '',
    t.intro,
    '',
    `${t.button}: ${link}`,
    expiry,
    ...(details ? ['', ...details.text] : []),
    '',
    t.ignore,
    '',
    t.signature,
    '',
  ].join('\n');
  return { subject: t.subject, html, text };
}
