import type { Language } from '@academy/contracts';
import { type AccountNoticeTexts, renderAccountNoticeMail } from './account-notice-mail.js';
import type { RenderedMail } from './layout.js';

/** Texts of the mail telling a user their recovery codes were replaced. */
interface RecoveryCodesReplacedTexts extends AccountNoticeTexts {
  intro: string;
  oldCodes: string;
}

const texts: Record<Language, RecoveryCodesReplacedTexts> = {
  en: {
    subject: 'Your Academy recovery codes were replaced',
    greeting: (name) => `Hello, ${name}!`,
    intro:
      'Your recovery codes were replaced: ten new ones were shown once, on the screen where this was confirmed with a code from your authenticator app.',
    oldCodes: 'Your earlier recovery codes no longer work.',
    button: 'Open Academy',
    notAsked: 'If you did not do this, change your password and contact our support team at once.',
    signature: 'The Academy team',
  },
  ru: {
    subject: 'Резервные коды вашего аккаунта Академии заменены',
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro:
      'Ваши резервные коды заменены: десять новых кодов были показаны один раз на экране, где замену подтвердили кодом из приложения-аутентификатора.',
    oldCodes: 'Прежние резервные коды больше не действуют.',
    button: 'Открыть Академию',
    notAsked: 'Если это сделали не вы, смените пароль и немедленно свяжитесь с нашей поддержкой.',
    signature: 'Команда Академии',
  },
};

/**
 * The mail to a user who replaced their recovery codes (ARCHITECTURE.md, "Two-factor
 * sign-in"): that the old ones stopped working, and what to do if it was not them. The new
 * codes are never mailed.
 */
export function renderRecoveryCodesReplacedMail(input: {
  language: Language;
  fullName: string;
  /** Where the account's two-step verification is: the profile, or the staff account page. */
  accountLink: string;
}): RenderedMail {
  const t = texts[input.language];
  return renderAccountNoticeMail({
    language: input.language,
    texts: t,
    fullName: input.fullName,
    paragraphs: [t.intro, t.oldCodes],
    link: input.accountLink,
  });
}
