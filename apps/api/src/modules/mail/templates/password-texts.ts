import type { Language } from '@academy/contracts';
import { hoursInWords } from './durations.js';
import type { LinkMailTexts } from './link-mail.js';

/** The password-reset e-mail's texts per language. */
export type PasswordResetTexts = LinkMailTexts;

/**
 * What differs in the reset mail the academy's staff sent (admin users' "Send reset link"):
 * its owner did not ask for it, so it says who did. The rest is the self-service mail's.
 */
export const staffSentResetTexts: Record<Language, Pick<PasswordResetTexts, 'intro' | 'ignore'>> = {
  en: {
    intro:
      'The staff of the Academy sent you this link to reset the password of your Academy account. Choose a new password with the button below.',
    ignore:
      'If you do not want to change your password, you can ignore this e-mail: your password stays as it is.',
  },
  ru: {
    intro:
      'Сотрудники Академии отправили вам эту ссылку для сброса пароля вашего аккаунта в Академии. Выберите новый пароль по кнопке ниже.',
    ignore:
      'Если вы не хотите менять пароль, просто проигнорируйте это письмо: пароль останется прежним.',
  },
};

/** The notice sent after a password was set, reset or changed. */
export interface PasswordChangedTexts {
  subject: string;
  greeting: (name: string) => string;
  changed: (when: string) => string;
  sessions: string;
  notYou: string;
  button: string;
  signature: string;
}

export const passwordResetTexts: Record<Language, PasswordResetTexts> = {
  en: {
    subject: 'Choose a new password for your Academy account',
    greeting: (name) => `Hello, ${name}!`,
    intro:
      'We received a request to reset the password of your Academy account. Choose a new password with the button below.',
    button: 'Choose a new password',
    linkHint: 'If the button does not work, open this link:',
    expiry: (hours) => `The link can be used once and expires in ${hoursInWords.en(hours)}.`,
    ignore:
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    signature: 'The Academy team',
  },
  ru: {
    subject: 'Выберите новый пароль для аккаунта Академии',
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro:
      'Мы получили запрос на сброс пароля вашего аккаунта в Академии. Выберите новый пароль по кнопке ниже.',
    button: 'Выбрать новый пароль',
    linkHint: 'Если кнопка не работает, откройте эту ссылку:',
    expiry: (hours) => `Ссылка одноразовая и действует ${hoursInWords.ru(hours)}.`,
    ignore:
      'Если вы не запрашивали сброс, просто проигнорируйте это письмо: пароль останется прежним.',
    signature: 'Команда Академии',
  },
};

export const passwordChangedTexts: Record<Language, PasswordChangedTexts> = {
  en: {
    subject: 'Your Academy password was changed',
    greeting: (name) => `Hello, ${name}!`,
    changed: (when) => `The password of your Academy account was changed on ${when}.`,
    sessions: 'For your safety, you were logged out on your other devices.',
    notYou: 'If you did not do this, reset your password right away and contact our support team.',
    button: 'Reset my password',
    signature: 'The Academy team',
  },
  ru: {
    subject: 'Пароль вашего аккаунта Академии изменён',
    greeting: (name) => `Здравствуйте, ${name}!`,
    changed: (when) => `Пароль вашего аккаунта в Академии был изменён ${when}.`,
    sessions: 'В целях безопасности мы завершили ваши сеансы на других устройствах.',
    notYou: 'Если это были не вы, немедленно сбросьте пароль и свяжитесь с нашей поддержкой.',
    button: 'Сбросить пароль',
    signature: 'Команда Академии',
  },
};
