/**
 * A client's file name as kept and shown: its last path segment, without control characters
 * or invisible format characters (the right-to-left override among them, which would let
 * `report\u202Efdp.exe` read as `reportexe.pdf`), at most 200 characters, a short extension
 * kept when shortened. Files are stored under generated ids; this name is only ever shown.
 */
export function cleanFileName(raw: string): string {
  const name = raw
    .replace(/^.*[\\/]/, '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  if (name.length <= 200) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return name.slice(0, 200 - extension.length) + extension;
}
