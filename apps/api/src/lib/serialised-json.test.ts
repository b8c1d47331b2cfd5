import { endpoints, type TaskResponse } from '@academy/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serialiseThrough } from './serialised-json.js';

/** What the API's serialiser makes of `body` under `schema` (app.ts sets it). */
const apiSerialised = (schema: z.ZodType, body: unknown) =>
  serializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' })(body);

describe('serialiseThrough', () => {
  it("writes what the API's serialiser writes: undeclared keys left out, codecs encoded", () => {
    const schema = z.strictObject({
      id: z.number(),
      at: z.codec(z.iso.datetime(), z.date(), {
        decode: (text) => new Date(text),
        encode: (date) => date.toISOString(),
      }),
      items: z.array(z.object({ name: z.string() })),
    });
    const body = {
      id: 7,
      at: new Date('2026-11-28T10:00:00.000Z'),
      items: [{ name: 'ä "quoted"', secret: 'not declared' }],
    } as unknown as z.output<typeof schema>;
    const text = serialiseThrough(schema, body).text;
    expect(text).toBe(apiSerialised(schema, body));
    expect(JSON.parse(text)).toEqual({
      id: 7,
      at: '2026-11-28T10:00:00.000Z',
      items: [{ name: 'ä "quoted"' }],
    });
  });

  it("keeps a test's correct answers out, as the route's schema does", () => {
    const task = {
      id: 1,
      title: 'Loops',
      description: '',
      subjectId: 2,
      subjectTitle: 'JavaScript',
      passPercent: 60,
      dueAt: null,
      questions: [
        {
          id: 3,
          text: 'Which loop?',
          answerType: 'single',
          points: 1,
          answers: [{ id: 4, text: 'for', isSelected: false }],
          // What the repository reads and the schema does not declare.
          correctAnswerIds: [4],
          answerText: null,
          code: null,
          answerCode: null,
          codeResult: null,
          outcome: null,
        },
      ],
      assignment: null,
    } as unknown as TaskResponse;
    const schema = endpoints.getTask.responses[200];
    const text = serialiseThrough(schema, task).text;
    expect(text).toBe(apiSerialised(schema, task));
    expect(text).not.toContain('correctAnswerIds');
  });

  it('throws on a body its schema refuses, as the serialiser does', () => {
    const schema = z.object({ id: z.number() });
    expect(() => serialiseThrough(schema, { id: 'seven' } as never)).toThrow();
  });
});
