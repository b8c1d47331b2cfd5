import { type CertificateKind, DEFAULT_TIME_ZONE, type Language } from '@academy/contracts';
import { newPdfDocument } from '../../lib/pdf-document.js';
import { ISSUER_NAME } from './credentials.js';

/*
 * The certificate as a PDF (ARCHITECTURE.md, "Certificates"): A4 landscape, drawn with
 * pdfkit in the API's PDF face (lib/pdf-document.ts), the verification URL as a QR code.
 * qrcode is imported when the first certificate is drawn, as pdfkit is.
 */

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

function loadQrcode() {
  return import('qrcode').then((module) => module.default);
}
let qrcode: ReturnType<typeof loadQrcode> | undefined;

export async function renderCertificatePdf(content: CertificatePdfContent): Promise<Buffer> {
  qrcode ??= loadQrcode();
  const QRCode = await qrcode;
  const qr = await QRCode.toBuffer(content.verificationUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 360,
    color: { dark: '#1e293bff', light: '#ffffffff' },
  });

  const { doc, done } = await newPdfDocument({
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `Certificate of completion: ${content.title}`,
      Author: ISSUER_NAME,
      Subject: `${content.holderName}, ${content.verificationCode}`,
    },
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
