/**
 * A country by its ISO 3166 code, named in the reader's language (`AM` → `Армения` in
 * Russian); the name the API gives (English) when the browser cannot name the code.
 */
export function countryName(country: { code: string; name: string }, language: string): string {
  try {
    const named = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(
      country.code,
    );
    return named ?? country.name;
  } catch {
    return country.name;
  }
}
