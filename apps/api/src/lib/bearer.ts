import type { FastifyRequest } from 'fastify';

const MAX_TOKEN_LENGTH = 4096;

/** The token of an `Authorization: Bearer …` header, or null when absent or malformed. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer +([\w.~+/-]+=*)$/i.exec(header);
  const token = match?.[1];
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}
