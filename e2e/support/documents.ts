import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

/** Clicks a download button and reads the PDF it saves: its file name and its text. */
export async function downloadedPdf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  return { name: download.suggestedFilename(), text };
}
