/** A certificate's date (issued, revoked) as the language writes a date: "20 November 2026". */
export function formatCertificateDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}
