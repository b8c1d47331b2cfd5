const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

/**
 * A file size as the language writes it, in one way on every screen: kilobytes below a
 * megabyte (never bytes: a 45-byte file is "1 kB", so sizes side by side compare at a
 * glance), megabytes with one decimal above ("1.4 MB", "1,4 МБ"). The number and its unit
 * stay on one line.
 */
export function formatFileSize(bytes: number, language: string): string {
  const text =
    bytes >= MEGABYTE
      ? new Intl.NumberFormat(language, {
          style: 'unit',
          unit: 'megabyte',
          unitDisplay: 'short',
          maximumFractionDigits: 1,
        }).format(bytes / MEGABYTE)
      : new Intl.NumberFormat(language, {
          style: 'unit',
          unit: 'kilobyte',
          unitDisplay: 'short',
          maximumFractionDigits: 0,
        }).format(Math.max(1, Math.round(bytes / KILOBYTE)));
  return text.replace(/\p{Zs}/gu, '\u00a0');
}
