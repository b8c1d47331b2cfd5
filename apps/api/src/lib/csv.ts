/*
 * A small CSV writer for the staff exports, the applicants' and the audit log's (RFC 4180: comma-separated, CRLF line ends,
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

/** The whole file: a BOM, the header row, then a row per record, each ending in CRLF. */
export function csvDocument(header: readonly string[], rows: readonly CsvValue[][]): string {
  const line = (fields: readonly CsvValue[]) => `${fields.map(csvField).join(',')}\r\n`;
  return UTF8_BOM + line(header) + rows.map(line).join('');
}
