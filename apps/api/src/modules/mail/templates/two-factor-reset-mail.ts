import type { Language } from '@academy/contracts';
import { type AccountNoticeTexts, renderAccountNoticeMail } from './account-notice-mail.js';
import type { RenderedMail } from './layout.js';

/** Texts of the mail telling a user an admin removed their second factor. */
interface TwoFactorResetTexts extends AccountNoticeTexts {
  intro: string;
  sessions: string;
  /** Staff: the next login sets up an app again. */
  setUpAgain: string;
  /** Students: they may switch it on again from the profile. */
  switchOnAgain: string;
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
  return renderAccountNoticeMail({
    language: input.language,
    texts: t,
    fullName: input.fullName,
    paragraphs: [t.intro, t.sessions, input.setUpAgain ? t.setUpAgain : t.switchOnAgain],
    link: input.loginLink,
  });
}
