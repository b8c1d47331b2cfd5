import { fileExtension, submissionFileKinds } from '@academy/contracts';

/**
 * How stored files are presented. Only these types are served as themselves; anything else
 * (HTML, SVG, XML, scripts, unknown) goes out as an application/octet-stream attachment, so
 * a stored file can never run as a page or script on our origin.
 */
const servedAsIs = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'application/pdf',
  'application/zip',
  'text/plain',
  'text/calendar',
]);

/** Raster images the browser may show in place (avatars, direction images, badges). */
const inlineImages = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'text/plain': 'txt',
  'text/calendar': 'ics',
};

export interface FilePresentation {
  contentType: string;
  disposition: 'inline' | 'attachment';
  extension: string;
}

/**
 * The extensions a text file keeps when it is downloaded: source code and data (a .py, a
 * .csv, a .ipynb) are stored as text/plain and still go out as an attachment of text/plain,
 * yet under their own extension, so that they open in the right program. Nothing of this
 * list is ever served as anything but a text/plain attachment.
 */
const textExtensions: ReadonlySet<string> = new Set(
  submissionFileKinds
    .filter((kind) => kind.contentType === 'text/plain')
    .flatMap((kind) => kind.extensions),
);

/** How a stored file goes out, by its stored type (and, for text, its original name's extension). */
export function presentationFor(
  storedType: string,
  originalName?: string | null,
): FilePresentation {
  const type = storedType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!servedAsIs.has(type)) {
    return { contentType: 'application/octet-stream', disposition: 'attachment', extension: 'bin' };
  }
  const own = fileExtension(originalName ?? '');
  return {
    contentType: type.startsWith('text/') ? `${type}; charset=utf-8` : type,
    disposition: inlineImages.has(type) ? 'inline' : 'attachment',
    extension: type === 'text/plain' && textExtensions.has(own) ? own : (extensions[type] ?? 'bin'),
  };
}

/**
 * A Content-Disposition value. The file name is reduced to a plain ASCII form (quotes,
 * slashes, control and non-ASCII characters replaced) with the extension of the type the
 * file is actually served as; a cleaned UTF-8 form goes in filename* when it differs.
 */
export function contentDisposition(
  presentation: FilePresentation,
  originalName: string | null,
  fallbackBase: string,
): string {
  const base = (originalName ?? '').normalize('NFC').replace(/\.[^.]*$/, '');
  const trimEdges = (value: string) => value.replace(/^[._\s]+|[._\s]+$/gu, '').slice(0, 100);
  const asciiBase = trimEdges(base.normalize('NFKD').replace(/[^\w.-]+/g, '_'));
  const unicodeBase = trimEdges(base.replace(/[\p{Cc}\p{Cf}/\\"]+/gu, '_'));
  const parts = [
    presentation.disposition,
    `filename="${asciiBase || fallbackBase}.${presentation.extension}"`,
  ];
  if (unicodeBase && unicodeBase !== asciiBase) {
    parts.push(`filename*=UTF-8''${encodeRfc5987(`${unicodeBase}.${presentation.extension}`)}`);
  }
  return parts.join('; ');
}

/** Percent-encoding for a header's ext-value (RFC 8187): encodeURIComponent leaves a few out. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*!]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
