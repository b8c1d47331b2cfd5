/**
 * The lecture editor at the length limit: keystroke to paint while typing at the end of a
 * lecture of about 100,000 characters, in Debian's Chromium, beside the same text in a bare
 * <textarea> on an empty page (what the browser itself costs per key; the editor's ratio to
 * it is what the app adds). Target: each keystroke painted within 50 ms (p95).
 *
 * A keystroke's time runs from its keydown event (the event's own time stamp) to the first
 * task after the next animation frame, that is after the frame that shows the character. The
 * lecture is a draft of its own, made through the admin API and deleted afterwards.
 *
 * Alone: `node --import tsx src/editor-typing.ts http://localhost:3160` against a server with
 * the demo data (e.g. `PORT=3160 PUBLIC_URL=http://localhost:3160 node e2e/scripts/serve.mjs`).
 */
import { fileURLToPath } from 'node:url';
import { contentItemLimits, paths } from '@academy/contracts';
import type { Browser, Page } from '@playwright/test';
import { launchChromium } from './chromium.js';
import {
  apiSession,
  DEMO_ADMIN,
  DEMO_STUDENT,
  demoStudentHeaders,
  logInOnScreen,
} from './demo-logins.js';

/** The p95 a keystroke may take, keydown to paint. */
export const KEYSTROKE_TARGET_MS = 50;
const TYPED = 'Typed at the end of a long lecture, one key at a time.';
/** Time between keys: a fast typist's, and room for a frame in between. */
const KEY_GAP_MS = 80;

export interface TypingRow {
  where: 'editor' | 'bare textarea';
  characters: number;
  keys: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

/** About the limit, made of what lectures hold: headings, emphasis, code and links. */
function longLecture(): string {
  const block = [
    '## A section',
    '',
    'Words about **layout**, with `code` and a [link](https://example.com).',
    '',
    '```css',
    '.box { margin: 0 auto; }',
    '```',
    '',
    '',
  ].join('\n');
  const room = contentItemLimits.markdown.lessThan - 1 - TYPED.length - 10;
  return block.repeat(Math.floor(room / block.length));
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A draft lecture holding `content`, in the demo's first chapter; its id. */
async function draftLecture(base: string, admin: Record<string, string>, content: string) {
  const student = await demoStudentHeaders(base, DEMO_STUDENT.email);
  const directions = await json<{ subjects: { id: number }[] }[]>(
    await fetch(`${base}/v1/directions`, { headers: student }),
  );
  const subjectId = directions.flatMap((direction) => direction.subjects)[0]?.id;
  const subject = await json<{ chapters: { id: number }[] }>(
    await fetch(`${base}/v1/subject/${subjectId}`, { headers: student }),
  );
  const chapterId = subject.chapters[0]?.id;
  const headers = { ...admin, 'content-type': 'application/json' };
  const title = `Typing bench ${Date.now()}`;
  const { id } = await json<{ id: number }>(
    await fetch(`${base}/v1/admin/chapters/${chapterId}/lectures`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title }),
    }),
  );
  await json(
    await fetch(`${base}/v1/admin/lectures/${id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ revision: 1, title, content, videoUrl: null }),
    }),
  );
  return id;
}

/** Types TYPED at the end of the focused field, timing each key from keydown to paint. */
async function typeAndTime(page: Page, field: string): Promise<number[]> {
  await page.evaluate((selector) => {
    const target = document.querySelector<HTMLTextAreaElement>(selector);
    if (!target) throw new Error(`no ${selector}`);
    const times: number[] = [];
    (window as unknown as { keyTimes: number[] }).keyTimes = times;
    target.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => {
          setTimeout(() => times.push(performance.now() - start), 0);
        });
      },
      { capture: true },
    );
    target.focus();
    target.setSelectionRange(target.value.length, target.value.length);
  }, field);
  await page.keyboard.type(TYPED, { delay: KEY_GAP_MS });
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { keyTimes: number[] }).keyTimes);
}

function row(where: TypingRow['where'], characters: number, times: number[]): TypingRow {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
  return {
    where,
    characters,
    keys: sorted.length,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    maxMs: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

async function withBrowser<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await launchChromium();
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

/** The editor's and the bare textarea's keystroke times, measured in one run. */
export async function measureEditorTyping(base: string): Promise<TypingRow[]> {
  const content = longLecture();
  const admin = await apiSession(base, DEMO_ADMIN);
  const id = await draftLecture(base, admin, content);
  try {
    return await withBrowser(async (browser) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await logInOnScreen(page, base, DEMO_ADMIN);
      await page.goto(`${base}${paths.admin.contentLecture(id)}`);
      await page
        .getByRole('region', { name: 'Preview, as students see it' })
        .getByRole('heading', { name: 'A section' })
        .first()
        .waitFor({ timeout: 60_000 });
      const editor = await typeAndTime(page, 'textarea');

      const bare = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await bare.setContent('<textarea rows="18" cols="100"></textarea>');
      await bare.evaluate((text) => {
        const field = document.querySelector('textarea');
        if (field) field.value = text;
      }, content);
      const baseline = await typeAndTime(bare, 'textarea');
      return [
        row('editor', content.length, editor),
        row('bare textarea', content.length, baseline),
      ];
    });
  } finally {
    await fetch(`${base}/v1/admin/lectures/${id}`, { method: 'DELETE', headers: admin });
  }
}

export function printTypingTable(rows: TypingRow[]) {
  console.log(
    `Lecture editor: keystroke to paint at the end of ${rows[0]?.characters.toLocaleString('en')} characters (target p95 ≤ ${KEYSTROKE_TARGET_MS} ms)\n`,
  );
  console.log('| where | keys | median ms | p95 ms | max ms |');
  console.log('|---|---|---|---|---|');
  for (const typing of rows) {
    console.log(
      `| ${typing.where} | ${typing.keys} | ${typing.medianMs.toFixed(1)} | ${typing.p95Ms.toFixed(1)} | ${typing.maxMs.toFixed(1)} |`,
    );
  }
  const [editor, bare] = rows;
  if (editor && bare) {
    console.log(
      `\neditor p95 ${editor.p95Ms.toFixed(1)} ms; ratio to the target ${(editor.p95Ms / KEYSTROKE_TARGET_MS).toFixed(2)} (≤ 1.00 passes); to the bare textarea ${(editor.p95Ms / bare.p95Ms).toFixed(2)}`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.argv[2] ?? 'http://localhost:3160';
  printTypingTable(await measureEditorTyping(base));
}
