import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type CertificateKind, DEFAULT_TIME_ZONE, type Language } from '@academy/contracts';
import { ISSUER_NAME } from './credentials.js';

/*
 * The certificate as a PDF (ARCHITECTURE.md, "Certificates"): A4 landscape, drawn with
 * pdfkit, the verification URL as a QR code. Text is set in DejaVu Sans (the
 * dejavu-fonts-ttf package), embedded as a subset: Latin, Cyrillic and Armenian names all
 * render. The font files are resolved from the installed package at run time, so the
 * bundled server (scripts/build.mjs keeps dependencies external) finds them too.
 *
 * pdfkit and qrcode are imported when the first PDF is drawn, not at start-up: together with
 * their font and compression code they hold about 30 MB that a server which never draws a
 * certificate would carry for nothing (ARCHITECTURE.md, "Speed and memory").
 */

const require = createRequire(import.meta.url);

let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** The two DejaVu Sans faces, read once. */
function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

export interface CertificatePdfContent {
  /** The language of its texts; names and titles stay as they were written. */
  language: Language;
  kind: CertificateKind;
  holderName: string;
  title: string;
  directionTitle: string;
  issuedAt: Date;
  verificationCode: string;
  verificationUrl: string;
  /** The badge image (PNG), drawn above the title when there is one. */
  badge: Buffer | null;
}

const A4_LANDSCAPE = { width: 841.89, height: 595.28 };
const colours = {
  ink: '#1e293b',
  muted: '#64748b',
  accent: '#1d4ed8',
  frame: '#c7d2fe',
};

/** The certificate's own words, in each language the academy speaks. */
const pdfTexts: Record<
  Language,
  {
    heading: string;
    certifies: string;
    completed: Record<CertificateKind, string>;
    direction: (title: string) => string;
    issuedOn: string;
    code: string;
    checkAt: (url: string) => string;
    locale: string;
  }
> = {
  en: {
    heading: 'Certificate of completion',
    certifies: 'This certifies that',
    completed: {
      subject: 'has completed every lecture, test and mini project of the subject',
      direction: 'has completed every subject of the direction',
    },
    direction: (title) => `Direction: ${title}`,
    issuedOn: 'Issued on',
    code: 'Verification code',
    checkAt: (url) => `Check it at ${url}`,
    locale: 'en-GB',
  },
  ru: {
    heading: 'Сертификат об окончании',
    // Worded without a verb of the holder's gender, which the academy does not know.
    certifies: 'Владелец сертификата',
    completed: {
      subject: 'выполнены все лекции, тесты и мини-проекты предмета',
      direction: 'пройдены все предметы направления',
    },
    direction: (title) => `Направление: ${title}`,
    issuedOn: 'Дата выдачи',
    code: 'Код проверки',
    checkAt: (url) => `Проверить: ${url}`,
    locale: 'ru-RU',
  },
};

/** "23 November 2026" ("23 ноября 2026 г."), in the academy's time zone. */
export function certificateDate(at: Date, language: Language = 'en'): string {
  return new Intl.DateTimeFormat(pdfTexts[language].locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: DEFAULT_TIME_ZONE,
  }).format(at);
}

/** pdfkit and qrcode, imported once, on first use. */
function loadDrawing() {
  return Promise.all([import('pdfkit'), import('qrcode')]).then(([pdfkit, qrcode]) => ({
    PDFDocument: pdfkit.default,
    QRCode: qrcode.default,
  }));
}
let drawing: ReturnType<typeof loadDrawing> | undefined;

export async function renderCertificatePdf(content: CertificatePdfContent): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  drawing ??= loadDrawing();
  const { PDFDocument, QRCode } = await drawing;
  const qr = await QRCode.toBuffer(content.verificationUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 360,
    color: { dark: '#1e293bff', light: '#ffffffff' },
  });

  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    // Our font from the start: pdfkit's default (Helvetica) would be read from its own files.
    font: regular as unknown as string,
    info: {
      Title: `Certificate of completion: ${content.title}`,
      Author: ISSUER_NAME,
      Subject: `${content.holderName}, ${content.verificationCode}`,
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = A4_LANDSCAPE;
  const inner = { x: 72, width: width - 144 };

  // A double frame.
  doc
    .lineWidth(6)
    .strokeColor(colours.frame)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(1)
    .strokeColor(colours.accent)
    .rect(36, 36, width - 72, height - 72)
    .stroke();

  const centred = (
    text: string,
    y: number,
    options: { font: 'regular' | 'bold'; size: number; colour: string },
  ) => {
    doc.font(options.font).fontSize(options.size).fillColor(options.colour);
    doc.text(text, inner.x, y, { width: inner.width, align: 'center', lineBreak: true });
  };

  centred(ISSUER_NAME.toUpperCase(), 64, { font: 'bold', size: 14, colour: colours.accent });
  const t = pdfTexts[content.language];
  centred(t.heading, 88, { font: 'bold', size: 32, colour: colours.ink });

  if (content.badge) {
    doc.image(content.badge, width / 2 - 36, 138, { fit: [72, 72] });
  }

  centred(t.certifies, 222, { font: 'regular', size: 13, colour: colours.muted });
  // The name as large as fits on one line.
  let nameSize = 38;
  doc.font('bold');
  while (nameSize > 18 && doc.fontSize(nameSize).widthOfString(content.holderName) > inner.width) {
    nameSize -= 2;
  }
  centred(content.holderName, 244, { font: 'bold', size: nameSize, colour: colours.ink });

  const line = 250 + nameSize + 10;
  doc
    .moveTo(width / 2 - 160, line)
    .lineTo(width / 2 + 160, line)
    .lineWidth(0.75);
  doc.strokeColor(colours.frame).stroke();

  centred(t.completed[content.kind], line + 14, {
    font: 'regular',
    size: 13,
    colour: colours.muted,
  });
  centred(content.title, line + 36, { font: 'bold', size: 22, colour: colours.accent });
  if (content.kind === 'subject') {
    centred(t.direction(content.directionTitle), line + 68, {
      font: 'regular',
      size: 12,
      colour: colours.muted,
    });
  }

  // Bottom: date and code on the left, the QR code on the right.
  const bottom = height - 150;
  const left = 72;
  doc.font('regular').fontSize(10).fillColor(colours.muted).text(t.issuedOn, left, bottom);
  doc
    .font('bold')
    .fontSize(13)
    .fillColor(colours.ink)
    .text(certificateDate(content.issuedAt, content.language), left, bottom + 14);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(colours.muted)
    .text(t.code, left, bottom + 40);
  doc
    .font('bold')
    .fontSize(13)
    .fillColor(colours.ink)
    .text(content.verificationCode, left, bottom + 54);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(colours.muted)
    .text(t.checkAt(content.verificationUrl), left, bottom + 80, {
      width: width - 144 - 120,
      link: content.verificationUrl,
    });

  const qrSize = 96;
  doc.image(qr, width - 72 - qrSize, bottom - 6, { width: qrSize, height: qrSize });

  doc.end();
  return done;
}
