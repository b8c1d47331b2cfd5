import { describe, expect, it } from 'vitest';
import { renderRecoveryCodesReplacedMail } from './recovery-codes-replaced-mail.js';

const input = { fullName: 'Anna', accountLink: 'https://academy.example/profile' };

describe('renderRecoveryCodesReplacedMail', () => {
  it('says the old codes stopped working and what to do if it was not the user', () => {
    const mail = renderRecoveryCodesReplacedMail({ ...input, language: 'en' });
    expect(mail.subject).toBe('Your Academy recovery codes were replaced');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Your earlier recovery codes no longer work.');
      expect(part).toContain('If you did not do this');
      expect(part).toContain(input.accountLink);
    }
    expect(mail.attachments).toEqual([]);
  });

  it('is written in Russian too, and escapes the name in the HTML part', () => {
    const ru = renderRecoveryCodesReplacedMail({ ...input, language: 'ru', fullName: 'Анна' });
    expect(ru.subject).toBe('Резервные коды вашего аккаунта Академии заменены');
    expect(ru.text).toContain('Здравствуйте, Анна!');
    expect(ru.html).toContain('lang="ru"');
    const hostile = renderRecoveryCodesReplacedMail({
      ...input,
      language: 'en',
      fullName: '<script>alert(1)</script>',
    });
    expect(hostile.html).not.toContain('<script>');
  });
});
