import { type SubmissionContentType, submissionFileKindFor } from '@academy/contracts';

/*
 * What an uploaded file (a mini-project answer's, a lecture's attachment) is. The name's
 * extension says what it claims to be (contracts' `submissionFileKinds`), and the bytes must
 * be of that type: a PNG named `.pdf`, a program named `.zip`, binary content named `.py` or
 * a `.ipynb` that is not JSON is refused.
 * The type the file is stored and served with comes from here, never from the client's
 * Content-Type (ARCHITECTURE.md, "Learning").
 */

const ZIP_LOCAL_FILE_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The types file-type may name for bytes of each accepted kind (text has no signature). */
const detectedAs: Record<Exclude<SubmissionContentType, 'text/plain'>, readonly string[]> = {
  'application/pdf': ['application/pdf'],
  'application/zip': ['application/zip'],
  'image/png': ['image/png', 'image/apng'],
  'image/jpeg': ['image/jpeg'],
};

/** JSON text: UTF-8 without a NUL byte that parses as JSON (a .json, a Jupyter notebook). */
export function isJsonText(data: Uint8Array): boolean {
  if (!isPlainText(data)) return false;
  try {
    JSON.parse(new TextDecoder('utf-8').decode(data));
    return true;
  } catch {
    return false;
  }
}

/** UTF-8 without a NUL byte: what a text file is taken to be. */
export function isPlainText(data: Uint8Array): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/**
 * The content type of an uploaded file, or null when it is not accepted: its extension is
 * not one of the accepted ones, or its bytes are not of the type the extension names.
 */
export async function submissionFileType(
  name: string,
  data: Uint8Array,
): Promise<SubmissionContentType | null> {
  const kind = submissionFileKindFor(name);
  if (kind === null) return null;
  if (kind.check === 'text') return isPlainText(data) ? kind.contentType : null;
  if (kind.check === 'json') return isJsonText(data) ? kind.contentType : null;
  const claimed = kind.contentType;

  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(data);
  if (detected && detectedAs[claimed].includes(detected.mime)) return claimed;
  // Formats built on ZIP (a .docx, a .jar) are named by what they contain, yet their bytes
  // are a ZIP archive, which is what a .zip promises.
  if (claimed === 'application/zip' && detected) {
    return Buffer.from(data.subarray(0, 4)).equals(ZIP_LOCAL_FILE_HEADER) ? claimed : null;
  }
  return null;
}
