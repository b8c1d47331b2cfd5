import type { CourseType, Language } from '@academy/contracts';

/** The admission e-mail's texts per language (ARCHITECTURE.md, "Applicants and admission"). */
export interface AdmissionTexts {
  subject: string;
  greeting: (name: string) => string;
  admitted: (direction: string) => string;
  courseFormat: string;
  courseTypes: Record<CourseType, string>;
  credentialsTitle: string;
  login: string;
  temporaryPassword: string;
  expiry: (when: string) => string;
  setPassword: string;
  trial: (days: number) => string;
  button: string;
  linkHint: string;
  signature: string;
}

/** The rejection e-mail's texts per language. */
export interface RejectionTexts {
  subject: string;
  greeting: (name: string) => string;
  decision: string;
  reasonTitle: string;
  closing: string;
  signature: string;
}

const daysEn = (days: number) => (days === 1 ? 'one day' : `${days} days`);

/** Russian plural of "день" (1 день, 2 дня, 5 дней, 21 день). */
function daysRu(days: number): string {
  const tens = days % 100;
  const ones = days % 10;
  if (tens >= 11 && tens <= 14) return `${days} дней`;
  if (ones === 1) return `${days} день`;
  if (ones >= 2 && ones <= 4) return `${days} дня`;
  return `${days} дней`;
}

export const admissionTexts: Record<Language, AdmissionTexts> = {
  en: {
    subject: 'Welcome to the Academy: you are admitted',
    greeting: (name) => `Hello, ${name}!`,
    admitted: (direction) =>
      `Congratulations! You passed the entrance exam and are admitted to ${direction}.`,
    courseFormat: 'Course format',
    courseTypes: { online: 'Online', offline: 'Offline' },
    credentialsTitle: 'Your sign-in details',
    login: 'Login',
    temporaryPassword: 'Temporary password',
    expiry: (when) => `The temporary password works until ${when}.`,
    setPassword: 'When you first sign in, you will choose a password of your own.',
    trial: (days) => `Your free trial of ${daysEn(days)} starts today.`,
    button: 'Sign in',
    linkHint: 'If the button does not work, open this link:',
    signature: 'The Academy team',
  },
  ru: {
    subject: 'Добро пожаловать в Академию: вы зачислены',
    greeting: (name) => `Здравствуйте, ${name}!`,
    admitted: (direction) =>
      `Поздравляем! Вы сдали вступительный экзамен и зачислены на направление «${direction}».`,
    courseFormat: 'Формат обучения',
    courseTypes: { online: 'Онлайн', offline: 'Офлайн' },
    credentialsTitle: 'Данные для входа',
    login: 'Логин',
    temporaryPassword: 'Временный пароль',
    expiry: (when) => `Временный пароль действует до ${when}.`,
    setPassword: 'При первом входе вы выберете собственный пароль.',
    trial: (days) => `Сегодня начинается ваш бесплатный пробный период: ${daysRu(days)}.`,
    button: 'Войти',
    linkHint: 'Если кнопка не работает, откройте эту ссылку:',
    signature: 'Команда Академии',
  },
};

export const rejectionTexts: Record<Language, RejectionTexts> = {
  en: {
    subject: 'Your application to the Academy',
    greeting: (name) => `Hello, ${name}!`,
    decision:
      'Thank you for your interest in the Academy. After careful consideration, we are unable to offer you a place this time.',
    reasonTitle: 'The reason',
    closing: 'You are welcome to apply again in the future. We wish you every success.',
    signature: 'The Academy team',
  },
  ru: {
    subject: 'Ваша заявка в Академию',
    greeting: (name) => `Здравствуйте, ${name}!`,
    decision:
      'Спасибо за интерес к Академии. Внимательно рассмотрев вашу заявку, мы, к сожалению, не можем предложить вам место в этот раз.',
    reasonTitle: 'Причина',
    closing: 'Вы можете подать заявку снова в будущем. Желаем вам успехов.',
    signature: 'Команда Академии',
  },
};
