import type { Language, StaffRole } from '@academy/contracts';
import type { RenderedMail } from './layout.js';
import { type LinkMailTexts, renderLinkMail } from './link-mail.js';

/*
 * The invitation of a mentor or an admin (ARCHITECTURE.md, "Staff accounts"): a set-password
 * link that works for INVITATION_LIFETIME_DAYS; choosing the password signs the person in.
 */

const roleNames: Record<Language, Record<StaffRole, string>> = {
  en: { mentor: 'a mentor', admin: 'an admin' },
  ru: { mentor: 'наставника', admin: 'администратора' },
};

const texts = (language: Language, role: StaffRole, inviter: string): LinkMailTexts => {
  const roleName = roleNames[language][role];
  return language === 'ru'
    ? {
        subject: 'Приглашение в Академию',
        greeting: (name) => `Здравствуйте, ${name}!`,
        intro: `${inviter} приглашает вас в Академию в роли ${roleName}. Чтобы принять приглашение, выберите пароль: после этого вы сразу войдёте.`,
        button: 'Выбрать пароль',
        linkHint: 'Если кнопка не работает, откройте эту ссылку:',
        expiry: (hours) => `Ссылка действует ${Math.round(hours / 24)} дней и только один раз.`,
        ignore: 'Если вы не ждали этого приглашения, просто не отвечайте на это письмо.',
        signature: 'Команда Академии',
      }
    : {
        subject: 'Your invitation to the Academy',
        greeting: (name) => `Hello, ${name}!`,
        intro: `${inviter} invites you to the Academy as ${roleName}. To accept, choose your password: you are then signed in.`,
        button: 'Choose a password',
        linkHint: 'If the button does not work, open this link:',
        expiry: (hours) => `The link works for ${Math.round(hours / 24)} days, and once.`,
        ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
        signature: 'The Academy team',
      };
};

export function renderInvitationMail(input: {
  language: Language;
  fullName: string;
  role: StaffRole;
  /** The inviting admin's name. */
  invitedBy: string;
  link: string;
  linkLifetimeHours: number;
}): RenderedMail {
  const mail = renderLinkMail({
    ...input,
    texts: texts(input.language, input.role, input.invitedBy),
  });
  return { ...mail, attachments: [] };
}
