import type { Language } from '@academy/contracts';
import { escapeHtml } from '../../../lib/html.js';
import { htmlButton, htmlLayout, htmlNote, type RenderedMail } from './layout.js';

/** Texts of the mail telling a user an admin removed their second factor. */
interface TwoFactorResetTexts {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  sessions: string;
  /** Staff: the next login sets up an app again. */
  setUpAgain: string;
  /** Students: they may switch it on again from the profile. */
  switchOnAgain: string;
  button: string;
  notAsked: string;
  signature: string;
}

const texts: Record<Language, TwoFactorResetTexts> = {
  en: {
    subject: 'Two-factor sign-in was reset on your Academy account',
    greeting: (name) => `Hello, ${name}!`,
    intro:
      'An Academy administrator removed the second factor of your account: the codes of your authenticator app and your recovery codes no longer work.',
    sessions: 'You were logged out on every device.',
    setUpAgain:
      'At your next login you will set up an authenticator app again: have your phone at hand.',
    switchOnAgain:
      'You can switch two-factor sign-in on again from your profile, with a new code in your app.',
    button: 'Log in',
    notAsked: 'If you did not ask for this, contact our support team at once.',
    signature: 'The Academy team',
  },
  ru: {
    subject: 'Двухфакторный вход в ваш аккаунт Академии сброшен',
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro:
      'Администратор Академии удалил второй фактор вашего аккаунта: коды из приложения-аутентификатора и резервные коды больше не действуют.',
    sessions: 'Ваши сеансы на всех устройствах завершены.',
    setUpAgain:
      'При следующем входе вы снова настроите приложение-аутентификатор: держите телефон под рукой.',
    switchOnAgain:
      'Вы можете снова включить двухфакторный вход в профиле, с новым кодом в приложении.',
    button: 'Войти',
    notAsked: 'Если вы об этом не просили, немедленно свяжитесь с нашей поддержкой.',
    signature: 'Команда Академии',
  },
};

/**
 * The mail to a user whose second factor an admin reset from the user's page
 * (ARCHITECTURE.md, "Two-factor sign-in"): what stopped working, that the sessions ended,
 * and what comes next.
 */
export function renderTwoFactorResetMail(input: {
  language: Language;
  fullName: string;
  /** Staff must set up an app again at their next login. */
  setUpAgain: boolean;
  loginLink: string;
}): RenderedMail {
  const t = texts[input.language];
  const next = input.setUpAgain ? t.setUpAgain : t.switchOnAgain;
  const html = htmlLayout({
    language: input.language,
    title: t.subject,
    body: `<p>${escapeHtml(t.greeting(input.fullName))}</p>
<p>${escapeHtml(t.intro)}</p>
<p>${escapeHtml(t.sessions)}</p>
<p>${escapeHtml(next)}</p>
${htmlButton(input.loginLink, t.button)}
${htmlNote(t.notAsked)}
<p>${escapeHtml(t.signature)}</p>`,
  });
  const text = [
    t.greeting(input.fullName),
    '',
    t.intro,
    t.sessions,
    next,
    '',
    `${t.button}: ${input.loginLink}`,
    '',
    t.notAsked,
    '',
    t.signature,
    '',
  ].join('\n');
  return { subject: t.subject, html, text, attachments: [] };
}
