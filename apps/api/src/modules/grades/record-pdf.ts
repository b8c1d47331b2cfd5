import type { CertificateKind, ItemState, Language } from '@academy/contracts';
import { newPdfDocument } from '../../lib/pdf-document.js';
import { mailMoment } from '../mail/index.js';

/*
 * A student's record as a PDF (ARCHITECTURE.md, "Grades and records"): A4 portrait in the
 * API's PDF face (lib/pdf-document.ts), laid out like the receipts, in the language asked
 * for or the student's own. Per direction each subject with its progress and the result of
 * every test and mini project; then the certificates, a revoked one marked so.
 */

export interface RecordSubject {
  title: string;
  progress: number;
  results: {
    kind: 'task' | 'mini_project';
    title: string;
    state: ItemState;
    /** A test's score of its points; null when none is kept. */
    score: { score: number; maxScore: number } | null;
  }[];
}

export interface StudentRecordContent {
  language: Language;
  academyName: string;
  timeZone: string;
  now: Date;
  student: { fullName: string; email: string };
  directions: {
    title: string;
    enrolledAt: Date;
    subjects: RecordSubject[];
  }[];
  certificates: {
    kind: CertificateKind;
    title: string;
    issuedAt: Date;
    verificationCode: string;
    revokedAt: Date | null;
  }[];
}

interface RecordTexts {
  heading: string;
  made: (at: string) => string;
  enrolled: (at: string) => string;
  progress: (percent: number) => string;
  test: string;
  miniProject: string;
  score: (score: number, max: number) => string;
  states: Record<ItemState, string>;
  noDirections: string;
  noResults: string;
  certificates: string;
  noCertificates: string;
  kinds: Record<CertificateKind, string>;
  issued: (at: string, code: string) => string;
  revoked: (at: string) => string;
}

const recordTexts: Record<Language, RecordTexts> = {
  en: {
    heading: 'Student record',
    made: (at) => `Made on ${at}`,
    enrolled: (at) => `Enrolled on ${at}`,
    progress: (percent) => `Progress ${percent}%`,
    test: 'Test',
    miniProject: 'Mini project',
    score: (score, max) => `${score} of ${max} points`,
    states: {
      not_started: 'Not started',
      in_progress: 'In progress',
      waiting_for_review: 'Waiting for review',
      passed: 'Passed',
      failed: 'Failed',
    },
    noDirections: 'Not enrolled in any direction.',
    noResults: 'No tests or mini projects.',
    certificates: 'Certificates',
    noCertificates: 'No certificates yet.',
    kinds: { subject: 'Subject', direction: 'Direction' },
    issued: (at, code) => `Issued on ${at}, verification code ${code}`,
    revoked: (at) => `Revoked on ${at}`,
  },
  ru: {
    heading: 'Учебная карточка студента',
    made: (at) => `Составлена ${at}`,
    enrolled: (at) => `Зачислен(а) ${at}`,
    progress: (percent) => `Прогресс ${percent}%`,
    test: 'Тест',
    miniProject: 'Мини-проект',
    score: (score, max) => `${score} из ${max} баллов`,
    states: {
      not_started: 'Не начат',
      in_progress: 'В процессе',
      waiting_for_review: 'Ожидает проверки',
      passed: 'Сдан',
      failed: 'Не сдан',
    },
    noDirections: 'Не зачислен(а) ни на одно направление.',
    noResults: 'Нет тестов и мини-проектов.',
    certificates: 'Сертификаты',
    noCertificates: 'Сертификатов пока нет.',
    kinds: { subject: 'Предмет', direction: 'Направление' },
    issued: (at, code) => `Выдан ${at}, код проверки ${code}`,
    revoked: (at) => `Отозван ${at}`,
  },
};

const colours = { ink: '#1e293b', muted: '#64748b', accent: '#1d4ed8', rule: '#c7d2fe' };

export async function renderStudentRecordPdf(content: StudentRecordContent): Promise<Buffer> {
  const t = recordTexts[content.language];
  const { doc, done } = await newPdfDocument({
    layout: 'portrait',
    margin: 56,
    info: {
      Title: `${t.heading}: ${content.student.fullName}`,
      Author: content.academyName,
      Subject: `${content.student.fullName}, ${content.student.email}`,
    },
  });
  const left = 56;
  const width = doc.page.width - 112;
  const moment = (at: Date) => mailMoment(at, content.timeZone);
  const rule = () => {
    const y = doc.y + 4;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.75)
      .strokeColor(colours.rule)
      .stroke();
    doc.y = y + 10;
  };
  const muted = (text: string) =>
    doc.font('regular').fontSize(9).fillColor(colours.muted).text(text, left, doc.y, { width });

  doc.font('bold').fontSize(16).fillColor(colours.accent).text(content.academyName, left, 56);
  doc.moveDown(1.5);
  doc.font('bold').fontSize(24).fillColor(colours.ink).text(t.heading);
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(colours.ink)
    .text(`${content.student.fullName}, ${content.student.email}`);
  muted(t.made(moment(content.now)));
  doc.moveDown(1);
  rule();

  if (content.directions.length === 0) muted(t.noDirections);
  for (const direction of content.directions) {
    doc.font('bold').fontSize(14).fillColor(colours.ink).text(direction.title, left, doc.y, {
      width,
    });
    muted(t.enrolled(moment(direction.enrolledAt)));
    doc.moveDown(0.5);
    for (const subject of direction.subjects) {
      doc
        .font('bold')
        .fontSize(11)
        .fillColor(colours.ink)
        .text(`${subject.title} · ${t.progress(subject.progress)}`, left + 8, doc.y, {
          width: width - 8,
        });
      if (subject.results.length === 0) {
        doc
          .font('regular')
          .fontSize(9)
          .fillColor(colours.muted)
          .text(t.noResults, left + 16, doc.y, { width: width - 16 });
      }
      for (const result of subject.results) {
        const kind = result.kind === 'task' ? t.test : t.miniProject;
        const score = result.score ? `, ${t.score(result.score.score, result.score.maxScore)}` : '';
        doc
          .font('regular')
          .fontSize(10)
          .fillColor(colours.ink)
          .text(`${kind}: ${result.title} — ${t.states[result.state]}${score}`, left + 16, doc.y, {
            width: width - 16,
          });
      }
      doc.moveDown(0.5);
    }
    rule();
  }

  doc.font('bold').fontSize(14).fillColor(colours.ink).text(t.certificates, left, doc.y);
  doc.moveDown(0.3);
  if (content.certificates.length === 0) muted(t.noCertificates);
  for (const certificate of content.certificates) {
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(colours.ink)
      .text(`${t.kinds[certificate.kind]}: ${certificate.title}`, left, doc.y, { width });
    muted(t.issued(moment(certificate.issuedAt), certificate.verificationCode));
    if (certificate.revokedAt) muted(t.revoked(moment(certificate.revokedAt)));
    doc.moveDown(0.3);
  }

  doc.end();
  return done;
}
