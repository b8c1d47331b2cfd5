import { Readable } from 'node:stream';

/*
 * A small CSV writer for the staff exports (applicants, audit log, payments, grades; RFC 4180: comma-separated, CRLF line ends,
 * a field quoted when it holds a comma, a quote, or a line break, its quotes doubled). A
 * spreadsheet runs a cell that begins with `=`, `+`, `-` or `@` (or a tab or a carriage
 * return before one) as a formula, so such a text gets a leading apostrophe: shown as text,
 * never run (OWASP, "CSV Injection"). A phone number (a `+` and digits, nothing else) can
 * run nothing and is written as it is, so the column reads `+37491123456`, not `'+374…`.
 * Numbers are written as they are.
 */

export type CsvValue = string | number | boolean | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;
const phoneNumber = /^\+\d{4,15}$/;

/** One field, neutralised and quoted as needed. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = formulaStart.test(value) && !phoneNumber.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The byte order mark that makes Excel read the file as UTF-8 (names in any script). */
export const UTF8_BOM = '\uFEFF';

/** The rows an export reads at a time. */
export const CSV_BATCH_SIZE = 500;

/** One row, ending in CRLF. */
export function csvLine(fields: readonly CsvValue[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** The whole file: a BOM, the header row, then a row per record, each ending in CRLF. */
export function csvDocument(header: readonly string[], rows: readonly CsvValue[][]): string {
  return UTF8_BOM + csvLine(header) + rows.map(csvLine).join('');
}

/**
 * The file as a stream (ARCHITECTURE.md, "Exports"): the BOM and the header first, then one
 * chunk per batch of rows as the batches come, so memory holds one batch whatever the
 * export's length. A batch is read only when the reply asks for more (the stream's
 * back-pressure): a slow client slows the reads, it never piles rows up.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly CsvValue[][]>,
): Readable {
  async function* chunks() {
    yield UTF8_BOM + csvLine(header);
    for await (const rows of batches) {
      if (rows.length > 0) yield rows.map(csvLine).join('');
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * The batches of a keyset walk: `read(after, size)` answers the rows after the cursor in the
 * export's order; the walk stops at a short batch or at `limit` rows.
 */
export async function* keysetBatches<Row, Cursor>(
  read: (after: Cursor | null, size: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  options: { batchSize: number; limit?: number },
): AsyncGenerator<Row[]> {
  let after: Cursor | null = null;
  let left = options.limit ?? Number.POSITIVE_INFINITY;
  while (left > 0) {
    const size = Math.min(options.batchSize, left);
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    left -= rows.length;
    after = cursorOf(last);
  }
}
