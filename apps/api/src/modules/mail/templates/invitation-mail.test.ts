import { describe, expect, it } from 'vitest';
import { renderInvitationMail } from './invitation-mail.js';

const input = {
  fullName: 'Mira <Mentor>',
  role: 'mentor' as const,
  invitedBy: 'Ada Admin',
  link: 'https://academy.example/auth/set-password?token=abc',
  linkLifetimeHours: 7 * 24,
};

describe('renderInvitationMail', () => {
  it('names the role, the inviter, the link and its seven days', () => {
    const mail = renderInvitationMail({ ...input, language: 'en' });
    expect(mail.subject).toBe('Your invitation to the Academy');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('invites you to the Academy as a mentor');
      expect(part).toContain('The link works for 7 days, and once.');
      expect(part).toContain(input.link);
    }
    expect(mail.text).toContain('Ada Admin invites you');
    expect(mail.html).toContain('Mira &lt;Mentor&gt;');
  });

  it('is translated into Russian', () => {
    const mail = renderInvitationMail({ ...input, role: 'admin', language: 'ru' });
    expect(mail.subject).toBe('Приглашение в Академию');
    expect(mail.text).toContain('в роли администратора');
    expect(mail.text).toContain('Ссылка действует 7 дней');
    expect(mail.html).toContain('lang="ru"');
  });
});
