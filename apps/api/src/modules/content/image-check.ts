import {
  type DirectionImageContentType,
  directionImageKinds,
  fileExtension,
} from '@academy/contracts';

/*
 * What an uploaded direction picture is: its name's extension must be one of contracts'
 * `directionImageKinds`, and its bytes (their signature, read by file-type) of that very
 * type. The type it is stored and served with comes from here, never from the client's
 * Content-Type, as with the students' uploads (ARCHITECTURE.md, "Uploads and private files").
 */

/** The types file-type may name for the bytes of each accepted kind. */
const detectedAs: Record<DirectionImageContentType, readonly string[]> = {
  'image/png': ['image/png', 'image/apng'],
  'image/jpeg': ['image/jpeg'],
  'image/webp': ['image/webp'],
};

export async function directionImageType(
  name: string,
  data: Uint8Array,
): Promise<DirectionImageContentType | null> {
  const extension = fileExtension(name);
  const kind = directionImageKinds.find((k) =>
    (k.extensions as readonly string[]).includes(extension),
  );
  if (!kind) return null;
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(data);
  return detected && detectedAs[kind.contentType].includes(detected.mime) ? kind.contentType : null;
}
