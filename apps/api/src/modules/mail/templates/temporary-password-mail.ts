import type { Language } from '@academy/contracts';
import { escapeHtml } from '../../../lib/html.js';
import { type AccountNoticeTexts, renderAccountNoticeMail } from './account-notice-mail.js';
import type { RenderedMail } from './layout.js';
import { mailMoment } from './mail-time.js';

/** Texts of the mail carrying a temporary password an admin issued. */
interface TemporaryPasswordTexts extends AccountNoticeTexts {
  intro: string;
  passwordLabel: string;
  expiry: (date: string) => string;
  sessions: string;
}

const texts: Record<Language, TemporaryPasswordTexts> = {
  en: {
    subject: 'Your temporary Academy password',
    greeting: (name) => `Hello, ${name}!`,
    intro:
      'An Academy administrator issued a temporary password for your account. Log in with it and choose a password of your own: the login asks for one at once.',
    passwordLabel: 'Temporary password:',
    expiry: (date) => `It works until ${date}, and only to choose a new password.`,
    sessions: 'Your previous password no longer works, and you were logged out on every device.',
    button: 'Log in',
    notAsked: 'If you did not expect this, contact our support team.',
    signature: 'The Academy team',
  },
  ru: {
    subject: 'Ваш временный пароль Академии',
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro:
      'Администратор Академии выдал временный пароль для вашего аккаунта. Войдите с ним и выберите собственный пароль: после входа его сразу попросят задать.',
    passwordLabel: 'Временный пароль:',
    expiry: (date) => `Он действует до ${date} и только для выбора нового пароля.`,
    sessions: 'Прежний пароль больше не действует, и ваши сеансы на всех устройствах завершены.',
    button: 'Войти',
    notAsked: 'Если вы этого не ожидали, свяжитесь с нашей поддержкой.',
    signature: 'Команда Академии',
  },
};

/**
 * The mail with a temporary password an admin issued from the user's page (ARCHITECTURE.md,
 * "Users"): the password, until when it works, that the sessions ended, and the login page.
 * The password exists in this mail only: the database keeps its hash.
 */
export function renderTemporaryPasswordMail(input: {
  language: Language;
  fullName: string;
  temporaryPassword: string;
  expiresAt: Date;
  /** The academy's time zone, which the mail writes the expiry in. */
  timeZone: string;
  loginLink: string;
}): RenderedMail {
  const t = texts[input.language];
  const until = mailMoment(input.expiresAt, input.timeZone);
  return renderAccountNoticeMail({
    language: input.language,
    texts: t,
    fullName: input.fullName,
    paragraphs: [
      t.intro,
      {
        html: `<p>${escapeHtml(t.passwordLabel)} <code style="font-size:18px;letter-spacing:1px">${escapeHtml(input.temporaryPassword)}</code></p>`,
        text: `${t.passwordLabel} ${input.temporaryPassword}`,
      },
      t.expiry(until),
      t.sessions,
    ],
    link: input.loginLink,
  });
}
