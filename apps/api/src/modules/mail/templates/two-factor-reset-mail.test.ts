import { describe, expect, it } from 'vitest';
import { renderTwoFactorResetMail } from './two-factor-reset-mail.js';

const input = { fullName: 'Anna', loginLink: 'https://academy.example/auth/login' };

describe('renderTwoFactorResetMail', () => {
  it('says what stopped working, that the sessions ended, and what comes next for staff', () => {
    const mail = renderTwoFactorResetMail({ ...input, language: 'en', setUpAgain: true });
    expect(mail.subject).toBe('Two-factor sign-in was reset on your Academy account');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('recovery codes no longer work');
      expect(part).toContain('You were logged out on every device.');
      expect(part).toContain('you will set up an authenticator app again');
      expect(part).toContain(input.loginLink);
    }
    expect(mail.attachments).toEqual([]);
  });

  it('tells a student they may switch it on again, in Russian too', () => {
    const en = renderTwoFactorResetMail({ ...input, language: 'en', setUpAgain: false });
    expect(en.text).toContain('switch two-factor sign-in on again from your profile');
    const ru = renderTwoFactorResetMail({
      ...input,
      language: 'ru',
      fullName: 'Анна',
      setUpAgain: false,
    });
    expect(ru.subject).toBe('Двухфакторный вход в ваш аккаунт Академии сброшен');
    expect(ru.text).toContain('Здравствуйте, Анна!');
    expect(ru.text).toContain('снова включить двухфакторный вход в профиле');
    expect(ru.html).toContain('lang="ru"');
  });

  it("escapes the user's name in the HTML part", () => {
    const mail = renderTwoFactorResetMail({
      ...input,
      language: 'en',
      setUpAgain: true,
      fullName: '<script>alert(1)</script>',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
