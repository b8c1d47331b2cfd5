import { describe, expect, it } from 'vitest';
import { renderTemporaryPasswordMail } from './temporary-password-mail.js';

const input = {
  fullName: 'Anna',
  temporaryPassword: 'Ab3#xYz9&Qw7-Er5',
  expiresAt: new Date('2026-05-09T10:30:00Z'),
  timeZone: 'Asia/Yerevan',
  loginLink: 'https://academy.example/auth/login',
};

describe('renderTemporaryPasswordMail', () => {
  it('carries the password, its expiry, the ended sessions and the login link', () => {
    const mail = renderTemporaryPasswordMail({ ...input, language: 'en' });
    expect(mail.subject).toBe('Your temporary Academy password');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('It works until 2026-05-09 14:30 (Asia/Yerevan)');
      expect(part).toContain('you were logged out on every device');
      expect(part).toContain(input.loginLink);
    }
    expect(mail.text).toContain(`Temporary password: ${input.temporaryPassword}`);
    // Its special characters are escaped in the HTML part, and the text stays whole.
    expect(mail.html).toContain('Ab3#xYz9&amp;Qw7-Er5');
    expect(mail.html).toContain(`href="${input.loginLink}"`);
    expect(mail.attachments).toEqual([]);
  });

  it('is translated into Russian', () => {
    const mail = renderTemporaryPasswordMail({ ...input, language: 'ru', fullName: 'Анна' });
    expect(mail.subject).toBe('Ваш временный пароль Академии');
    expect(mail.text).toContain('Здравствуйте, Анна!');
    expect(mail.text).toContain(`Временный пароль: ${input.temporaryPassword}`);
    expect(mail.text).toContain('Он действует до 2026-05-09 14:30 (Asia/Yerevan)');
    expect(mail.html).toContain('lang="ru"');
  });

  it("escapes the user's name in the HTML part", () => {
    const mail = renderTemporaryPasswordMail({
      ...input,
      language: 'en',
      fullName: '<script>alert(1)</script>',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
