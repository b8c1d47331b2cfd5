import type { FastifyReply } from 'fastify';
import type { FilesService, PublicFile } from './service.js';

/**
 * The headers every stored file goes out with: its type is never sniffed, and even if a
 * browser were to render it, it gets no script, no plugins, no origin.
 */
export function safeHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox");
}

/** Sends a described file's bytes with its type, length and download name. */
export async function sendFile(
  reply: FastifyReply,
  file: PublicFile,
  service: FilesService,
): Promise<FastifyReply> {
  const bytes = await service.open(file);
  return reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', file.contentDisposition)
    .send(bytes);
}
