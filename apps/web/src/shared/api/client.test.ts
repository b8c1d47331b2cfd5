import {
  ACCESS_TOKEN_KEY,
  apiPaths,
  MAX_429_RETRIES,
  REFRESH_TOKEN_KEY,
  RETRY_AFTER_429_MS,
  refreshTokenResponseSchema,
  studentMeResponseSchema,
} from '@academy/contracts';
import { aStudent, aTokenPair } from '@academy/testing';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiUrl, server } from '../../test/msw-server';
import { ApiError, api } from './client';
import { configureApiClient } from './client-config';
import { tokens } from './tokens';

const notify = vi.fn<(message: string) => void>();
const navigateToRoot = vi.fn<() => void>();

const studentsUrl = apiUrl(apiPaths.students);
const refreshUrl = apiUrl(apiPaths.refreshToken);
const directionsUrl = apiUrl(apiPaths.directions);

const getStudent = (options?: Parameters<typeof api.get>[2]) =>
  api.get(apiPaths.students, studentMeResponseSchema, options);

function failure(status: number, message: string) {
  return HttpResponse.json({ statusCode: status, message }, { status });
}

/** Answers GET students 200 for `validToken`, 401 for any other bearer; counts the calls. */
function studentsAcceptOnly(validToken: string) {
  const seen: (string | null)[] = [];
  server.use(
    http.get(studentsUrl, ({ request }) => {
      const authorization = request.headers.get('authorization');
      seen.push(authorization);
      return authorization === `Bearer ${validToken}`
        ? HttpResponse.json(aStudent())
        : failure(401, 'ERR_UNAUTHORIZED');
    }),
  );
  return seen;
}

/** Answers the refresh call with `pair` after `wait` ms; records each body and bearer. */
function refreshAnswers(
  pair = aTokenPair({ accessToken: 'new-access', refreshToken: 'new-refresh' }),
  wait = 0,
) {
  const calls: { body: unknown; authorization: string | null }[] = [];
  server.use(
    http.post(refreshUrl, async ({ request }) => {
      calls.push({
        body: await request.json(),
        authorization: request.headers.get('authorization'),
      });
      await delay(wait);
      return HttpResponse.json(pair);
    }),
  );
  return calls;
}

/** Runs fake timers forward until `promise` settles, yielding to real I/O between steps. */
async function settleWithFakeTimers<T>(promise: Promise<T>, stepMs = 50): Promise<void> {
  let settled = false;
  promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  while (!settled) {
    await new Promise((resolve) => setImmediate(resolve));
    if (!settled) await vi.advanceTimersByTimeAsync(stepMs);
  }
}

beforeEach(() => {
  configureApiClient({ notify, navigateToRoot });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the bearer token', () => {
  it('goes with every call as the stored access token', async () => {
    tokens.save(aTokenPair({ accessToken: 'access-1' }), true);
    const seen = studentsAcceptOnly('access-1');

    await expect(getStudent()).resolves.toEqual(aStudent());
    expect(seen).toEqual(['Bearer access-1']);
  });

  it('never goes with the refresh call', async () => {
    tokens.save(aTokenPair({ accessToken: 'access-1', refreshToken: 'refresh-1' }), true);
    const calls = refreshAnswers();

    await api.post(
      apiPaths.refreshToken,
      { refreshToken: 'refresh-1' },
      refreshTokenResponseSchema,
    );

    expect(calls).toEqual([{ body: { refreshToken: 'refresh-1' }, authorization: null }]);
  });

  it('is the one given for a link-token call, which a 401 does not refresh', async () => {
    tokens.save(aTokenPair({ accessToken: 'session-access' }), true);
    const calls = refreshAnswers();
    let authorization: string | null = null;
    server.use(
      http.post(apiUrl(apiPaths.setPassword), ({ request }) => {
        authorization = request.headers.get('authorization');
        return failure(401, 'ERR_TOKEN_INVALID');
      }),
    );

    const call = api.post(apiPaths.setPassword, { password: 'x' }, undefined, { bearer: 'link' });

    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(authorization).toBe('Bearer link');
    expect(calls).toHaveLength(0);
    expect(notify).toHaveBeenCalledWith('This link is invalid or has expired');
  });
});

describe('429 Too Many Requests', () => {
  it('waits RETRY_AFTER_429_MS, then repeats the call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const sentAt: number[] = [];
    server.use(
      http.get(studentsUrl, () => {
        sentAt.push(Date.now());
        return sentAt.length === 1
          ? failure(429, 'ERR_TOO_MANY_REQUESTS')
          : HttpResponse.json(aStudent());
      }),
    );

    const call = getStudent();
    await settleWithFakeTimers(call);

    await expect(call).resolves.toEqual(aStudent());
    expect(sentAt).toHaveLength(2);
    const [first = 0, second = 0] = sentAt;
    expect(second - first).toBeGreaterThanOrEqual(RETRY_AFTER_429_MS);
    expect(second - first).toBeLessThan(RETRY_AFTER_429_MS + 100);
    expect(notify).not.toHaveBeenCalled();
  });

  it(`gives up after ${MAX_429_RETRIES} repeats and shows the toast`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let calls = 0;
    server.use(
      http.get(studentsUrl, () => {
        calls += 1;
        return failure(429, 'ERR_TOO_MANY_REQUESTS');
      }),
    );

    const call = getStudent();
    await settleWithFakeTimers(call, RETRY_AFTER_429_MS);

    await expect(call).rejects.toMatchObject({ status: 429 });
    expect(calls).toBe(1 + MAX_429_RETRIES);
    expect(notify).toHaveBeenCalledExactlyOnceWith('Too many requests. Please try again later.');
  });
});

describe('a login lock-out (429 ERR_TOO_MANY_LOGIN_ATTEMPTS)', () => {
  it('is not repeated: it lasts minutes, and the user needs the answer now', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl(apiPaths.login), () => {
        calls += 1;
        return failure(429, 'ERR_TOO_MANY_LOGIN_ATTEMPTS');
      }),
    );

    await expect(api.post(apiPaths.login, {}, undefined, { toast: false })).rejects.toMatchObject({
      status: 429,
      code: 'ERR_TOO_MANY_LOGIN_ATTEMPTS',
      message: 'Too many failed attempts. Please try again later, or reset your password.',
    });
    expect(calls).toBe(1);
  });
});

describe('a blacklisted user', () => {
  it('loses both tokens and is sent to the root, without a toast', async () => {
    tokens.save(aTokenPair(), true);
    server.use(http.get(studentsUrl, () => failure(404, 'err_user_blacklisted')));

    await expect(getStudent()).rejects.toMatchObject({ kind: 'session-ended' });

    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(navigateToRoot).toHaveBeenCalledOnce();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('401 and 403: refresh once, then replay', () => {
  it('refreshes with the stored refresh token and replays the call', async () => {
    tokens.save(aTokenPair({ accessToken: 'old-access', refreshToken: 'old-refresh' }), true);
    const seen = studentsAcceptOnly('new-access');
    const refreshes = refreshAnswers();

    await expect(getStudent()).resolves.toEqual(aStudent());

    expect(refreshes).toEqual([{ body: { refreshToken: 'old-refresh' }, authorization: null }]);
    expect(seen).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(tokens.getAccessToken()).toBe('new-access');
    expect(tokens.getRefreshToken()).toBe('new-refresh');
    expect(notify).not.toHaveBeenCalled();
  });

  it('answers a 403 the same way', async () => {
    tokens.save(aTokenPair({ accessToken: 'old-access' }), true);
    let calls = 0;
    server.use(
      http.get(studentsUrl, ({ request }) => {
        calls += 1;
        return request.headers.get('authorization') === 'Bearer new-access'
          ? HttpResponse.json(aStudent())
          : failure(403, 'ERR_USER_FORBIDDEN');
      }),
    );
    const refreshes = refreshAnswers();

    await expect(getStudent()).resolves.toEqual(aStudent());
    expect(refreshes).toHaveLength(1);
    expect(calls).toBe(2);
  });

  it('turns five concurrent 401s into exactly one refresh and five successful replays', async () => {
    tokens.save(aTokenPair({ accessToken: 'old-access', refreshToken: 'old-refresh' }), true);
    const seen = studentsAcceptOnly('new-access');
    const refreshes = refreshAnswers(undefined, 30);

    const results = await Promise.all(Array.from({ length: 5 }, () => getStudent()));

    expect(results).toEqual(Array.from({ length: 5 }, () => aStudent()));
    expect(refreshes).toHaveLength(1);
    expect(seen.filter((bearer) => bearer === 'Bearer old-access')).toHaveLength(5);
    expect(seen.filter((bearer) => bearer === 'Bearer new-access')).toHaveLength(5);
    expect(notify).not.toHaveBeenCalled();
  });

  it('replays without a second refresh a 401 that arrives after the refresh finished', async () => {
    tokens.save(aTokenPair({ accessToken: 'old-access' }), true);
    server.use(
      http.get(studentsUrl, async ({ request }) => {
        const authorization = request.headers.get('authorization');
        if (authorization === 'Bearer new-access') return HttpResponse.json(aStudent());
        // The second call's 401 is slower than the whole refresh of the first.
        if (new URL(request.url).searchParams.has('slow')) await delay(60);
        return failure(401, 'ERR_UNAUTHORIZED');
      }),
    );
    const refreshes = refreshAnswers();

    await Promise.all([getStudent(), getStudent({ query: { slow: '1' } })]);

    expect(refreshes).toHaveLength(1);
  });

  it('does not refresh a 403 on the directions call, and shows the toast', async () => {
    tokens.save(aTokenPair(), true);
    server.use(http.get(directionsUrl, () => failure(403, 'ERR_USER_FORBIDDEN')));
    const refreshes = refreshAnswers();

    await expect(api.get(apiPaths.directions, z.array(z.unknown()))).rejects.toMatchObject({
      status: 403,
    });

    expect(refreshes).toHaveLength(0);
    expect(notify).toHaveBeenCalledExactlyOnceWith(
      'You do not have permission to access this content.',
    );
    expect(tokens.getAccessToken()).not.toBeNull();
  });

  it('refreshes an expired token on the directions call like on any other', async () => {
    tokens.save(aTokenPair(), true);
    server.use(
      http.get(directionsUrl, ({ request }) =>
        request.headers.get('authorization') === 'Bearer new-access'
          ? HttpResponse.json([])
          : failure(401, 'ERR_UNAUTHORIZED'),
      ),
    );
    const refreshes = refreshAnswers();

    await expect(api.get(apiPaths.directions, z.array(z.unknown()))).resolves.toEqual([]);

    expect(refreshes).toHaveLength(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('does not refresh when there is no session (a failed login)', async () => {
    const refreshes = refreshAnswers();
    server.use(http.post(apiUrl(apiPaths.login), () => failure(401, 'ERR_USER_NOT_EXISTS')));

    await expect(api.post(apiPaths.login, {})).rejects.toMatchObject({ status: 401 });

    expect(refreshes).toHaveLength(0);
    expect(navigateToRoot).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledExactlyOnceWith("User doesn't exist");
  });

  it('does not refresh before a logout', async () => {
    tokens.save(aTokenPair(), true);
    const refreshes = refreshAnswers();
    server.use(http.post(apiUrl(apiPaths.logout), () => failure(401, 'ERR_UNAUTHORIZED')));

    const call = api.post(apiPaths.logout, { refreshToken: 'refresh-token-1' }, undefined, {
      toast: false,
    });

    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toHaveLength(0);
  });

  it('does not bring back a session that was logged out while the refresh ran', async () => {
    tokens.save(aTokenPair({ accessToken: 'old-access' }), true);
    studentsAcceptOnly('new-access');
    server.use(
      http.post(refreshUrl, async () => {
        tokens.clear();
        return HttpResponse.json(aTokenPair({ accessToken: 'new-access' }));
      }),
    );

    await expect(getStudent()).rejects.toMatchObject({ kind: 'session-ended' });
    expect(tokens.getAccessToken()).toBeNull();
    expect(navigateToRoot).toHaveBeenCalledOnce();
  });

  it('does not refresh a replayed call again', async () => {
    tokens.save(aTokenPair(), true);
    let calls = 0;
    server.use(
      http.get(studentsUrl, () => {
        calls += 1;
        return failure(403, 'ERR_USER_FORBIDDEN');
      }),
    );
    const refreshes = refreshAnswers();

    await expect(getStudent()).rejects.toMatchObject({ status: 403 });

    expect(calls).toBe(2);
    expect(refreshes).toHaveLength(1);
    expect(notify).toHaveBeenCalledExactlyOnceWith(
      'You do not have permission to access this content.',
    );
  });

  it('clears the tokens and goes to the root when the refresh fails', async () => {
    tokens.save(aTokenPair(), true);
    studentsAcceptOnly('never');
    let refreshes = 0;
    server.use(
      http.post(refreshUrl, () => {
        refreshes += 1;
        return failure(401, 'ERR_REFRESH_TOKEN_INVALID');
      }),
    );

    const calls = Array.from({ length: 3 }, () => getStudent());
    const outcomes = await Promise.allSettled(calls);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected')
        expect(outcome.reason).toMatchObject({ kind: 'session-ended' });
    }
    expect(refreshes).toBe(1);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(navigateToRoot).toHaveBeenCalledOnce();
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps the session in the storage it was in (no remember: session storage)', async () => {
    tokens.save(aTokenPair({ accessToken: 'old-access' }), false);
    studentsAcceptOnly('new-access');
    refreshAnswers();

    await getStudent();

    expect(window.sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBe('new-access');
    expect(window.sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBe('new-refresh');
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });
});

describe('any other failure shows a toast', () => {
  it('500 → "Something went wrong", whatever the server said', async () => {
    server.use(http.get(studentsUrl, () => failure(500, 'column "x" does not exist')));

    const error = await getStudent().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Something went wrong', status: 500 });
    expect(notify).toHaveBeenCalledExactlyOnceWith('Something went wrong');
  });

  it('a known code → its catalogue text', async () => {
    server.use(http.get(studentsUrl, () => failure(400, 'ERR_USER_PASSWORD_IS_WRONG')));

    await expect(getStudent()).rejects.toMatchObject({ code: 'ERR_USER_PASSWORD_IS_WRONG' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('User password is wrong');
  });

  it('a known code → its text in the interface language', async () => {
    configureApiClient({ translateError: (key) => `translated ${key}` });
    server.use(http.get(studentsUrl, () => failure(400, 'ERR_TASK_NOT_EXISTS')));

    await expect(getStudent()).rejects.toBeInstanceOf(ApiError);
    expect(notify).toHaveBeenCalledExactlyOnceWith('translated ERR_TASK_NOT_EXISTS');
  });

  it('an unknown message → as it is', async () => {
    server.use(http.get(studentsUrl, () => failure(409, 'Slot was just taken')));

    await expect(getStudent()).rejects.toMatchObject({ message: 'Slot was just taken' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('Slot was just taken');
  });

  it('no response → "Network Error"', async () => {
    server.use(http.get(studentsUrl, () => HttpResponse.error()));

    await expect(getStudent()).rejects.toMatchObject({ kind: 'network' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('Network Error');
  });

  it('an answer that breaks the contract → "Something went wrong"', async () => {
    server.use(http.get(studentsUrl, () => HttpResponse.json({ id: 'not a number' })));

    await expect(getStudent()).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('Something went wrong');
  });

  it('stays silent for a caller that opted out, which still gets the text', async () => {
    server.use(http.get(studentsUrl, () => failure(400, 'ERR_USER_NOT_EXISTS')));

    await expect(getStudent({ toast: false })).rejects.toMatchObject({
      message: "User doesn't exist",
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('stays silent when the caller cancelled the call', async () => {
    server.use(
      http.get(studentsUrl, async () => {
        await delay(50);
        return HttpResponse.json(aStudent());
      }),
    );
    const controller = new AbortController();

    const call = getStudent({ signal: controller.signal });
    controller.abort();

    await expect(call).rejects.not.toBeInstanceOf(ApiError);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('requests', () => {
  it('send JSON bodies and query parameters, and accept an empty answer', async () => {
    let received: { body: unknown; contentType: string | null; from: string | null } | null = null;
    server.use(
      http.patch(apiUrl(apiPaths.lecture(3)), async ({ request }) => {
        received = {
          body: await request.json(),
          contentType: request.headers.get('content-type'),
          from: new URL(request.url).searchParams.get('from'),
        };
        return new HttpResponse(null, { status: 204 });
      }),
    );

    await expect(
      api.patch(apiPaths.lecture(3), { status: 'completed' }, undefined, { query: { from: 'x' } }),
    ).resolves.toBeUndefined();
    expect(received).toEqual({
      body: { status: 'completed' },
      contentType: 'application/json',
      from: 'x',
    });
  });
});
