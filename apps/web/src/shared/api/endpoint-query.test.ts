import { endpoints } from '@academy/contracts';
import { aTokenPair } from '@academy/testing';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { configureApiClient } from './client-config';
import {
  endpointKey,
  endpointMutation,
  endpointQuery,
  invalidateEndpoints,
} from './endpoint-query';
import { tokens } from './tokens';

const notify = vi.fn<(message: string) => void>();

beforeEach(() => {
  notify.mockReset();
  configureApiClient({ notify, sessionEnded: vi.fn(), learningAccessEnded: vi.fn() });
  tokens.save(aTokenPair({ accessToken: 'access' }), true);
});

const chapterPage = { params: { id: 7 } };

describe('endpointKey', () => {
  it('is the operationId, then the input when there is one', () => {
    expect(endpointKey(endpoints.listCountries)).toEqual(['listCountries']);
    expect(endpointKey(endpoints.getAdminSubject, { params: { id: 3 } })).toEqual([
      'getAdminSubject',
      { params: { id: 3 } },
    ]);
  });

  it('tells answers to another bearer apart', () => {
    expect(endpointKey(endpoints.checkPasswordLink, undefined, { bearer: 'link' })).toEqual([
      'checkPasswordLink',
      null,
      { bearer: 'link' },
    ]);
  });
});

describe('endpointQuery', () => {
  it('calls the endpoint with its input and request options, keyed by both', async () => {
    let asked: string | null = null;
    server.use(
      handle(endpoints.getAdminSubject, ({ request, reply }) => {
        asked = new URL(request.url).pathname;
        return reply(500, 'ERR_INTERNAL');
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = endpointQuery(endpoints.getAdminSubject, chapterPage, { toast: false });
    expect(options.queryKey).toEqual(['getAdminSubject', chapterPage]);
    await expect(client.fetchQuery(options)).rejects.toThrow();
    expect(asked).toBe('/v1/admin/subjects/7');
    // `toast: false` reached the client.
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('endpointMutation', () => {
  it('is keyed by the operationId and sends its variables as the input, with its options', async () => {
    let sent: { authorization: string | null; body: unknown } | null = null;
    server.use(
      handle(endpoints.resetPassword, async ({ request, reply }) => {
        sent = { authorization: request.headers.get('authorization'), body: await request.json() };
        return reply(204);
      }),
    );
    const options = endpointMutation(endpoints.resetPassword, { request: { bearer: 'link' } });
    expect(options.mutationKey).toEqual(['resetPassword']);
    const client = new QueryClient();
    const password = { password: 'A-new-passw0rd!', confirmPassword: 'A-new-passw0rd!' };
    await client.getMutationCache().build(client, options).execute(password);
    expect(sent).toEqual({ authorization: 'Bearer link', body: password });
  });
});

describe('invalidateEndpoints', () => {
  it('marks stale every answer of the named endpoints, whatever the input, and only those', async () => {
    const client = new QueryClient();
    const subject3 = endpointQuery(endpoints.getAdminSubject, { params: { id: 3 } });
    const subject4 = endpointQuery(endpoints.getAdminSubject, { params: { id: 4 } });
    const countries = endpointQuery(endpoints.listCountries);
    for (const { queryKey } of [subject3, subject4, countries]) {
      client.setQueryData(queryKey, [] as never);
    }
    await invalidateEndpoints(client, [endpoints.getAdminSubject]);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(subject3.queryKey)).toBe(true);
    expect(stale(subject4.queryKey)).toBe(true);
    expect(stale(countries.queryKey)).toBe(false);
  });
});
