import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { LogFormat } from './config.js';
import { AnsweredRequestLog, chooseLogFormat, loggerOptions } from './logger.js';

describe('chooseLogFormat', () => {
  it('writes readable lines to a terminal and JSON lines anywhere else', () => {
    expect(chooseLogFormat(null, true)).toBe('pretty');
    expect(chooseLogFormat(null, false)).toBe('json');
  });

  it('follows LOG_FORMAT when it is given', () => {
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });
});

/** The lines a Fastify app with these logger options writes for one request. */
async function linesOfOneRequest(format: LogFormat): Promise<string[]> {
  const lines: string[] = [];
  const app = Fastify({
    logger: loggerOptions({
      level: 'info',
      format,
      stream: { write: (line: string) => lines.push(line) },
    }),
    logController: new AnsweredRequestLog(),
  });
  app.get('/auth/verification', async () => ({ ok: true }));
  await app.inject({ method: 'GET', url: '/auth/verification?token=s3cret' });
  await app.close();
  return lines.join('').split('\n').filter(Boolean);
}

describe('loggerOptions', () => {
  it('writes one JSON line per request, when it is answered', async () => {
    const lines = await linesOfOneRequest('json');
    const records = lines.map((line) => JSON.parse(line));
    expect(records).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        reqId: expect.any(String),
        req: expect.objectContaining({ method: 'GET', url: '/auth/verification?token=…' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('writes a readable line per record in the pretty format, query values hidden as in JSON', async () => {
    const lines = await linesOfOneRequest('pretty');
    const text = lines.join('\n');
    expect(lines).toEqual([
      expect.stringMatching(
        /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: request completed GET \/auth\/verification\?token=… 200 in \d+\.\d ms$/,
      ),
    ]);
    expect(text).not.toContain('s3cret');
    // No colour codes when the lines do not go to a terminal.
    expect(text).not.toContain('\u001b[');
  });
});
