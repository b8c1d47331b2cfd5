import { describe, expect, it } from 'vitest';
import { renderAdmissionMail, renderRejectionMail } from './admission-mails.js';

const admission = {
  fullName: 'Anna',
  email: 'anna@example.com',
  directionTitle: 'Front-End Development',
  courseType: 'online' as const,
  temporaryPassword: 'Ab3#xYz9Qw2$Er7p',
  expiresAt: new Date('2026-11-29T09:05:30Z'),
  timeZone: 'Asia/Yerevan',
  trialDays: 7,
  loginLink: 'https://academy.example/auth/login',
};

describe('renderAdmissionMail', () => {
  it('carries the direction, the login, the temporary password, its expiry and the login link', () => {
    const mail = renderAdmissionMail({ ...admission, language: 'en' });
    expect(mail.subject).toBe('Welcome to the Academy: you are admitted');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('admitted to Front-End Development');
      expect(part).toContain('anna@example.com');
      expect(part).toContain('Ab3#xYz9Qw2$Er7p');
      expect(part).toContain('until 2026-11-29 13:05 (Asia/Yerevan)');
      expect(part).toContain('Your free trial of 7 days starts today.');
      expect(part).toContain('https://academy.example/auth/login');
    }
    expect(mail.text).toContain('Temporary password: Ab3#xYz9Qw2$Er7p');
    expect(mail.html).toContain('href="https://academy.example/auth/login"');
    expect(mail.attachments).toEqual([]);
  });

  it('is translated into Russian', () => {
    const mail = renderAdmissionMail({ ...admission, language: 'ru', fullName: 'Анна' });
    expect(mail.subject).toBe('Добро пожаловать в Академию: вы зачислены');
    expect(mail.text).toContain('Здравствуйте, Анна!');
    expect(mail.text).toContain('«Front-End Development»');
    expect(mail.text).toContain('Временный пароль: Ab3#xYz9Qw2$Er7p');
    expect(mail.text).toContain('бесплатный пробный период: 7 дней');
    expect(mail.text).toContain('Формат обучения: Онлайн');
    expect(mail.html).toContain('lang="ru"');
  });

  it('escapes what it is given in the HTML part', () => {
    const mail = renderAdmissionMail({
      ...admission,
      language: 'en',
      fullName: '<script>alert(1)</script>',
      temporaryPassword: 'A<b>&c"d',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('A&lt;b&gt;&amp;c&quot;d');
  });
});

describe('renderRejectionMail', () => {
  it('says the decision and the reason', () => {
    const mail = renderRejectionMail({
      language: 'en',
      fullName: 'Anna',
      reason: 'The exam score was below the pass mark.\nTry again in spring.',
    });
    expect(mail.subject).toBe('Your application to the Academy');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('we are unable to offer you a place');
      expect(part).toContain('The exam score was below the pass mark.');
    }
    expect(mail.html).toContain('pass mark.<br>Try again in spring.');
  });

  it('is translated into Russian and escapes the reason', () => {
    const mail = renderRejectionMail({ language: 'ru', fullName: 'Анна', reason: '<b>нет</b>' });
    expect(mail.subject).toBe('Ваша заявка в Академию');
    expect(mail.text).toContain('Причина:\n<b>нет</b>');
    expect(mail.html).toContain('&lt;b&gt;нет&lt;/b&gt;');
  });
});
