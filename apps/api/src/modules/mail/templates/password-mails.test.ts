import { describe, expect, it } from 'vitest';
import { renderPasswordChangedMail, renderPasswordResetMail } from './password-mails.js';

const link = 'https://academy.example/auth/reset-password?token=abc_DEF-123';

describe('renderPasswordResetMail', () => {
  it('carries the link and its one-hour, single-use terms', () => {
    const mail = renderPasswordResetMail({
      language: 'en',
      fullName: 'Anna',
      link,
      linkLifetimeHours: 1,
    });
    expect(mail.subject).toBe('Choose a new password for your Academy account');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(link);
      expect(part).toContain('The link can be used once and expires in one hour.');
    }
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.attachments).toEqual([]);
  });

  it('states the lifetime the link was issued with', () => {
    const mail = renderPasswordResetMail({
      language: 'en',
      fullName: 'Anna',
      link,
      linkLifetimeHours: 2,
    });
    expect(mail.text).toContain('The link can be used once and expires in 2 hours.');
  });

  it('is translated into Russian', () => {
    const mail = renderPasswordResetMail({
      language: 'ru',
      fullName: 'Анна',
      link,
      linkLifetimeHours: 1,
    });
    expect(mail.subject).toBe('Выберите новый пароль для аккаунта Академии');
    expect(mail.text).toContain('Здравствуйте, Анна!');
    expect(mail.text).toContain('Ссылка одноразовая и действует один час.');
    expect(mail.html).toContain('lang="ru"');
  });

  it("escapes the user's name in the HTML part", () => {
    const mail = renderPasswordResetMail({
      language: 'en',
      fullName: '<script>alert(1)</script>',
      link,
      linkLifetimeHours: 1,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});

describe('the reset mail staff sent', () => {
  const sent = (language: 'en' | 'ru', sentBy?: 'self' | 'staff') =>
    renderPasswordResetMail({ language, fullName: 'Anna', link, linkLifetimeHours: 1, sentBy });

  it('says the staff of the academy sent it, in English and Russian', () => {
    const en = sent('en', 'staff');
    expect(en.text).toContain('The staff of the Academy sent you this link');
    expect(en.text).not.toContain('We received a request');
    expect(en.html).toContain('The staff of the Academy sent you this link');
    const ru = sent('ru', 'staff');
    expect(ru.text).toContain('Сотрудники Академии отправили вам эту ссылку');
    expect(ru.text).not.toContain('Мы получили запрос');
  });

  it('leaves the self-service mail as it was', () => {
    for (const mail of [sent('en'), sent('en', 'self')]) {
      expect(mail.text).toContain('We received a request to reset the password');
      expect(mail.text).not.toContain('staff');
    }
  });
});

describe('renderPasswordChangedMail', () => {
  it('says when, that other sessions ended, and where to go if it was not the owner', () => {
    const mail = renderPasswordChangedMail({
      language: 'en',
      fullName: 'Anna',
      changedAt: new Date('2026-11-22T09:05:30Z'),
      timeZone: 'Asia/Yerevan',
      forgotPasswordLink: 'https://academy.example/auth/forgot-password',
    });
    expect(mail.subject).toBe('Your Academy password was changed');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('2026-11-22 13:05 (Asia/Yerevan)');
      expect(part).toContain('you were logged out on your other devices');
      expect(part).toContain('https://academy.example/auth/forgot-password');
    }
  });

  it('is translated into Russian', () => {
    const mail = renderPasswordChangedMail({
      language: 'ru',
      fullName: 'Анна',
      changedAt: new Date('2026-11-22T09:05:30Z'),
      timeZone: 'Asia/Yerevan',
      forgotPasswordLink: 'https://academy.example/auth/forgot-password',
    });
    expect(mail.subject).toBe('Пароль вашего аккаунта Академии изменён');
    expect(mail.text).toContain('2026-11-22 13:05 (Asia/Yerevan)');
  });
});
