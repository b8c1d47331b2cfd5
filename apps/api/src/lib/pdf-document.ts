import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * What every PDF the API draws shares (certificates, receipts; ARCHITECTURE.md,
 * "Certificates" and "Billing"): pdfkit, with text set in DejaVu Sans (the dejavu-fonts-ttf
 * package), embedded as a subset, so Latin, Cyrillic and Armenian names all render. The
 * font files are resolved from the installed package at run time, so the bundled server
 * (scripts/build.mjs keeps dependencies external) finds them too.
 *
 * pdfkit is imported when the first PDF is drawn, not at start-up: with its font and
 * compression code it holds memory that a server which never draws one would carry for
 * nothing (ARCHITECTURE.md, "Speed and memory").
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

function loadPdfkit() {
  return import('pdfkit').then((module) => module.default);
}
let pdfkit: ReturnType<typeof loadPdfkit> | undefined;

export type PdfDocument = PDFKit.PDFDocument;

/**
 * A new A4 document with the faces registered as `regular` and `bold`, and the promise of
 * its bytes once `doc.end()` is called.
 */
export async function newPdfDocument(options: {
  layout: 'portrait' | 'landscape';
  margin: number;
  info: { Title: string; Author: string; Subject: string };
}): Promise<{ doc: PdfDocument; done: Promise<Buffer> }> {
  const { regular, bold } = loadFonts();
  pdfkit ??= loadPdfkit();
  const PDFDocument = await pdfkit;
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout,
    margin: options.margin,
    // Our font from the start: pdfkit's default (Helvetica) would be read from its own files.
    font: regular as unknown as string,
    info: options.info,
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
