import type { FastifyReply } from 'fastify';

/** A download: its type is never sniffed, and it is saved rather than shown. */
export function attachment(reply: FastifyReply, type: string, fileName: string): FastifyReply {
  return reply
    .type(type)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${fileName}"`);
}

/** A file made for the caller (a PDF, a CSV export): a download no cache keeps. */
export function privateDownload(reply: FastifyReply, type: string, fileName: string): FastifyReply {
  return attachment(reply, type, fileName).header('cache-control', 'private, no-store');
}
