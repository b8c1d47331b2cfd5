import { describe, expect, it } from 'vitest';
import { renderEnrolmentMail } from './enrolment-mails.js';

const input = {
  fullName: 'Anna',
  directionTitle: 'Back-end',
  reason: 'Moved to the <evening> group',
  link: 'https://academy.example/dashboard',
};

describe('renderEnrolmentMail', () => {
  it('says what changed, what it does to access, the reason and the way in', () => {
    const mail = renderEnrolmentMail({
      ...input,
      language: 'en',
      change: { kind: 'enrolled', courseType: 'offline' },
    });
    expect(mail.subject).toBe('You are enrolled in Back-end');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('enrolled you in the direction Back-end, offline.');
      expect(part).toContain('Your free trial, while it runs, opens it too');
      expect(part).toContain(input.link);
    }
    expect(mail.text).toContain('Reason: Moved to the <evening> group');
    expect(mail.html).toContain('Reason: Moved to the &lt;evening&gt; group');
  });

  it('names both formats of a change, and what stays when an enrolment ends', () => {
    const changed = renderEnrolmentMail({
      ...input,
      language: 'en',
      change: { kind: 'format_changed', from: 'online', courseType: 'offline' },
    });
    expect(changed.text).toContain('from online to offline');
    const ended = renderEnrolmentMail({
      ...input,
      language: 'en',
      change: { kind: 'ended', courseType: 'online' },
    });
    expect(ended.subject).toBe('Your enrolment in Back-end has ended');
    expect(ended.text).toContain('the work you did and your certificates stay');
  });

  it('is translated into Russian', () => {
    const mail = renderEnrolmentMail({
      ...input,
      language: 'ru',
      fullName: 'Анна',
      change: { kind: 'ended', courseType: 'online' },
    });
    expect(mail.subject).toBe('Ваше обучение на направлении «Back-end» завершено');
    expect(mail.text).toContain('Здравствуйте, Анна!');
    expect(mail.text).toContain('Причина: Moved to the <evening> group');
    expect(mail.html).toContain('lang="ru"');
  });
});
