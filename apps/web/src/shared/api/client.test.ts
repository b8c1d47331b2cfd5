import {
  ACCESS_TOKEN_KEY,
  defineEndpoint,
  endpoints,
  idParamsSchema,
  LEARNING_ACCESS_ENDED,
  learningEndpoints,
  MAX_429_RETRIES,
  REFRESH_TOKEN_KEY,
  RETRY_AFTER_429_MS,
  type StudentMeResponse,
} from '@academy/contracts';
import { aStudent, aTask, aTokenPair } from '@academy/testing';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { endpointUrl, handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { multipartFieldNames } from '../../test/multipart';
import {
  ApiError,
  api,
  MAX_BUSY_RETRIES,
  MAX_RETRY_AFTER_BUSY_MS,
  type RequestOptions,
} from './client';
import { configureApiClient } from './client-config';
import { tokens } from './tokens';

const notify = vi.fn<(message: string) => void>();
const sessionEnded = vi.fn<() => void>();
const learningAccessEnded = vi.fn<() => void>();

/** A learning call: refused with 403 ERR_LEARNING_ACCESS_ENDED once the trial or plan is over. */
const directions = defineEndpoint({
  operationId: 'testListDirections',
  method: 'GET',
  path: '/directions',
  access: 'student',
  tag: 'test',
  summary: 'A learning call',
  responses: { 200: z.array(z.object({ id: z.number() })) },
  errors: { 403: [LEARNING_ACCESS_ENDED] },
  requiresLearningAccess: true,
});

const getStudent = (options?: RequestOptions) => api(endpoints.getMe, undefined, options);

/** Answers GET students 200 for `validToken`, 401 for any other bearer; counts the calls. */
function studentsAcceptOnly(validToken: string) {
  const seen: (string | null)[] = [];
  server.use(
    handle(endpoints.getMe, ({ request, reply }) => {
      const authorization = request.headers.get('authorization');
      seen.push(authorization);
      return authorization === `Bearer ${validToken}`
        ? reply(200, aStudent())
        : reply(401, 'ERR_UNAUTHORIZED');
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
    handle(endpoints.refreshToken, async ({ request, reply }) => {
      calls.push({
        body: await request.json(),
        authorization: request.headers.get('authorization'),
      });
      await delay(wait);
      return reply(200, pair);
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
  configureApiClient({ notify, sessionEnded, learningAccessEnded });
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

    await api(endpoints.refreshToken, { refreshToken: 'refresh-1' });

    expect(calls).toEqual([{ body: { refreshToken: 'refresh-1' }, authorization: null }]);
  });

  it('is the one given for a link-token call, which a 401 does not refresh', async () => {
    tokens.save(aTokenPair({ accessToken: 'session-access' }), true);
    const calls = refreshAnswers();
    let authorization: string | null = null;
    server.use(
      handle(endpoints.setPassword, ({ request, reply }) => {
        authorization = request.headers.get('authorization');
        return reply(400, 'ERR_TOKEN_INVALID');
      }),
    );

    const call = api(
      endpoints.setPassword,
      { password: 'Fresh#Start2026', confirmPassword: 'Fresh#Start2026' },
      { bearer: 'link' },
    );

    await expect(call).rejects.toMatchObject({ status: 400 });
    expect(authorization).toBe('Bearer link');
    expect(calls).toHaveLength(0);
    expect(notify).toHaveBeenCalledWith('This link is invalid or has expired');
  });

  it('is not renewed for a link-access call, even on a 401', async () => {
    tokens.save(aTokenPair(), true);
    const calls = refreshAnswers();
    server.use(
      http.post(endpointUrl(endpoints.verifyEmail), () =>
        HttpResponse.json({ statusCode: 401, message: 'ERR_UNAUTHORIZED' }, { status: 401 }),
      ),
    );

    await expect(api(endpoints.verifyEmail, undefined, { toast: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls).toHaveLength(0);
  });
});

describe('429 Too Many Requests', () => {
  it('waits RETRY_AFTER_429_MS, then repeats the call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const sentAt: number[] = [];
    server.use(
      handle(endpoints.getMe, ({ reply }) => {
        sentAt.push(Date.now());
        return sentAt.length === 1 ? reply(429, 'ERR_TOO_MANY_REQUESTS') : reply(200, aStudent());
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
      handle(endpoints.getMe, ({ reply }) => {
        calls += 1;
        return reply(429, 'ERR_TOO_MANY_REQUESTS');
      }),
    );

    const call = getStudent();
    await settleWithFakeTimers(call, RETRY_AFTER_429_MS);

    await expect(call).rejects.toMatchObject({ status: 429 });
    expect(calls).toBe(1 + MAX_429_RETRIES);
    expect(notify).toHaveBeenCalledExactlyOnceWith('Too many requests. Please try again later.');
  });
});

describe("503 ERR_CODE_RUNNER_BUSY (grading's queue is full)", () => {
  const submit = () => api(learningEndpoints.submitTaskAnswers, { taskId: 1, answers: [] });
  const aResult = aTask();

  it('waits its Retry-After, then repeats the call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const sentAt: number[] = [];
    server.use(
      handle(learningEndpoints.submitTaskAnswers, ({ reply }) => {
        sentAt.push(Date.now());
        return sentAt.length === 1
          ? reply(503, 'ERR_CODE_RUNNER_BUSY', { headers: { 'Retry-After': '3' } })
          : reply(200, aResult);
      }),
    );

    const call = submit();
    await settleWithFakeTimers(call);

    await expect(call).resolves.toEqual(aResult);
    const [first = 0, second = 0] = sentAt;
    expect(sentAt).toHaveLength(2);
    expect(second - first).toBeGreaterThanOrEqual(3000);
    expect(second - first).toBeLessThan(3100);
    expect(notify).not.toHaveBeenCalled();
  });

  it(`gives up after ${MAX_BUSY_RETRIES} repeats and shows the busy text`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let calls = 0;
    server.use(
      handle(learningEndpoints.submitTaskAnswers, ({ reply }) => {
        calls += 1;
        // A Retry-After past the cap waits the cap, not an hour.
        return reply(503, 'ERR_CODE_RUNNER_BUSY', { headers: { 'Retry-After': '3600' } });
      }),
    );

    const call = submit();
    await settleWithFakeTimers(call, MAX_RETRY_AFTER_BUSY_MS);

    await expect(call).rejects.toMatchObject({ status: 503, code: 'ERR_CODE_RUNNER_BUSY' });
    expect(calls).toBe(1 + MAX_BUSY_RETRIES);
    expect(notify).toHaveBeenCalledExactlyOnceWith(
      'Code is being graded for many students right now. Your answers were not sent: try again in a moment.',
    );
  });

  it('is not repeated when the 503 is any other', async () => {
    let calls = 0;
    server.use(
      handle(learningEndpoints.submitTaskAnswers, ({ reply }) => {
        calls += 1;
        return reply(503, 'ERR_SERVICE_UNAVAILABLE');
      }),
    );
    await expect(submit()).rejects.toMatchObject({ status: 503 });
    expect(calls).toBe(1);
  });
});

describe('a 429 of a rule rather than of the request limit', () => {
  it('is repeated when it carries no error of ours (a proxy’s)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let calls = 0;
    server.use(
      http.get(endpointUrl(endpoints.getMe), () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse('Slow down', { status: 429 })
          : HttpResponse.json(aStudent());
      }),
    );
    const call = getStudent();
    await settleWithFakeTimers(call, RETRY_AFTER_429_MS);
    await expect(call).resolves.toMatchObject({ email: aStudent().email });
    expect(calls).toBe(2);
  });

  it('is not repeated for an invitation resent a moment ago', async () => {
    let calls = 0;
    server.use(
      handle(endpoints.resendStaffInvitation, ({ reply }) => {
        calls += 1;
        return reply(429, 'ERR_INVITATION_RESENT_RECENTLY');
      }),
    );
    await expect(
      api(endpoints.resendStaffInvitation, { params: { id: '5' } }, { toast: false }),
    ).rejects.toMatchObject({ status: 429, code: 'ERR_INVITATION_RESENT_RECENTLY' });
    expect(calls).toBe(1);
  });
});

describe('a login lock-out (429 ERR_TOO_MANY_LOGIN_ATTEMPTS)', () => {
  it('is not repeated: it lasts minutes, and the user needs the answer now', async () => {
    let calls = 0;
    server.use(
      handle(endpoints.login, ({ reply }) => {
        calls += 1;
        return reply(429, 'ERR_TOO_MANY_LOGIN_ATTEMPTS');
      }),
    );

    const call = api(
      endpoints.login,
      { email: 'student@academy.test', password: 'Student#2026', isRemember: false },
      { toast: false },
    );

    await expect(call).rejects.toMatchObject({
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
    server.use(handle(endpoints.getMe, ({ reply }) => reply(404, 'err_user_blacklisted')));

    await expect(getStudent()).rejects.toMatchObject({ kind: 'session-ended' });

    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(sessionEnded).toHaveBeenCalledOnce();
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
      handle(directions, ({ request, reply }) => {
        calls += 1;
        return request.headers.get('authorization') === 'Bearer new-access'
          ? reply(200, [])
          : reply(403, 'ERR_USER_FORBIDDEN');
      }),
    );
    const refreshes = refreshAnswers();

    await expect(api(directions)).resolves.toEqual([]);
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
    let call = 0;
    server.use(
      handle(endpoints.getMe, async ({ request, reply }) => {
        call += 1;
        if (request.headers.get('authorization') === 'Bearer new-access') {
          return reply(200, aStudent());
        }
        // The second call's 401 is slower than the whole refresh of the first.
        if (call === 2) await delay(60);
        return reply(401, 'ERR_UNAUTHORIZED');
      }),
    );
    const refreshes = refreshAnswers();

    await Promise.all([getStudent(), getStudent()]);

    expect(refreshes).toHaveLength(1);
  });

  it('does not refresh a 403 ERR_LEARNING_ACCESS_ENDED (trial or plan over): no toast, the app shows the plans', async () => {
    tokens.save(aTokenPair(), true);
    let calls = 0;
    server.use(
      handle(directions, ({ reply }) => {
        calls += 1;
        return reply(403, LEARNING_ACCESS_ENDED);
      }),
    );
    const refreshes = refreshAnswers();

    await expect(api(directions)).rejects.toMatchObject({
      status: 403,
      code: LEARNING_ACCESS_ENDED,
      message: 'Your free trial or subscription has ended. Choose a plan to continue learning.',
    });

    expect(calls).toBe(1);
    expect(refreshes).toHaveLength(0);
    expect(learningAccessEnded).toHaveBeenCalledOnce();
    expect(notify).not.toHaveBeenCalled();
    expect(tokens.getAccessToken()).not.toBeNull();
  });

  it('takes the student to the plans on a 403 ERR_LEARNING_ACCESS_ENDED of a call without toast too', async () => {
    tokens.save(aTokenPair(), true);
    server.use(handle(directions, ({ reply }) => reply(403, LEARNING_ACCESS_ENDED)));

    await expect(api(directions, undefined, { toast: false })).rejects.toMatchObject({
      status: 403,
    });
    expect(learningAccessEnded).toHaveBeenCalledOnce();
  });

  it('does not take the student to the plans on another 403 (not theirs)', async () => {
    tokens.save(aTokenPair(), true);
    refreshAnswers();
    server.use(handle(directions, ({ reply }) => reply(403, 'ERR_USER_FORBIDDEN')));

    await expect(api(directions)).rejects.toMatchObject({ status: 403 });
    expect(learningAccessEnded).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledOnce();
  });

  it('decides by the code, not the call: a 403 ERR_LEARNING_ACCESS_ENDED elsewhere is not refreshed either', async () => {
    tokens.save(aTokenPair(), true);
    const refreshes = refreshAnswers();
    server.use(
      http.get(endpointUrl(endpoints.getMe), () =>
        HttpResponse.json({ statusCode: 403, message: LEARNING_ACCESS_ENDED }, { status: 403 }),
      ),
    );

    await expect(getStudent({ toast: false })).rejects.toMatchObject({ status: 403 });
    expect(refreshes).toHaveLength(0);
  });

  it('refreshes an expired token on a learning call like on any other', async () => {
    tokens.save(aTokenPair(), true);
    server.use(
      handle(directions, ({ request, reply }) =>
        request.headers.get('authorization') === 'Bearer new-access'
          ? reply(200, [{ id: 1 }])
          : reply(401, 'ERR_UNAUTHORIZED'),
      ),
    );
    const refreshes = refreshAnswers();

    await expect(api(directions)).resolves.toEqual([{ id: 1 }]);

    expect(refreshes).toHaveLength(1);
    expect(notify).not.toHaveBeenCalled();
  });

  it('does not refresh a public call (a failed login)', async () => {
    const refreshes = refreshAnswers();
    server.use(handle(endpoints.login, ({ reply }) => reply(404, 'ERR_USER_NOT_EXISTS')));

    const call = api(endpoints.login, {
      email: 'nobody@academy.test',
      password: 'Student#2026',
      isRemember: false,
    });

    await expect(call).rejects.toMatchObject({ status: 404, code: 'ERR_USER_NOT_EXISTS' });
    expect(refreshes).toHaveLength(0);
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledExactlyOnceWith("User doesn't exist");
  });

  it('does not refresh before a logout', async () => {
    tokens.save(aTokenPair(), true);
    const refreshes = refreshAnswers();
    server.use(
      http.post(endpointUrl(endpoints.logout), () =>
        HttpResponse.json({ statusCode: 401, message: 'ERR_UNAUTHORIZED' }, { status: 401 }),
      ),
    );

    const call = api(endpoints.logout, { refreshToken: 'refresh-token-1' }, { toast: false });

    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toHaveLength(0);
  });

  it('does not bring back a session that was logged out while the refresh ran', async () => {
    tokens.save(aTokenPair({ accessToken: 'old-access' }), true);
    studentsAcceptOnly('new-access');
    server.use(
      handle(endpoints.refreshToken, async ({ reply }) => {
        tokens.clear();
        return reply(200, aTokenPair({ accessToken: 'new-access' }));
      }),
    );

    await expect(getStudent()).rejects.toMatchObject({ kind: 'session-ended' });
    expect(tokens.getAccessToken()).toBeNull();
    expect(sessionEnded).toHaveBeenCalledOnce();
  });

  it('does not refresh a replayed call again', async () => {
    tokens.save(aTokenPair(), true);
    let calls = 0;
    server.use(
      handle(directions, ({ reply }) => {
        calls += 1;
        return reply(403, 'ERR_USER_FORBIDDEN');
      }),
    );
    const refreshes = refreshAnswers();

    await expect(api(directions)).rejects.toMatchObject({ status: 403 });

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
      handle(endpoints.refreshToken, ({ reply }) => {
        refreshes += 1;
        return reply(401, 'ERR_REFRESH_TOKEN_INVALID');
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
    expect(sessionEnded).toHaveBeenCalledOnce();
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh gets no answer, and reports "Network Error"', async () => {
    tokens.save(aTokenPair({ accessToken: 'old-access' }), true);
    studentsAcceptOnly('new-access');
    server.use(handle(endpoints.refreshToken, ({ networkError }) => networkError()));

    await expect(getStudent()).rejects.toMatchObject({ kind: 'network' });
    expect(tokens.getAccessToken()).toBe('old-access');
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledExactlyOnceWith('Network Error');
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
    server.use(
      http.get(endpointUrl(endpoints.getMe), () =>
        HttpResponse.json(
          { statusCode: 500, message: 'column "x" does not exist' },
          { status: 500 },
        ),
      ),
    );

    const error = await getStudent().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Something went wrong', status: 500 });
    expect(notify).toHaveBeenCalledExactlyOnceWith('Something went wrong');
  });

  it('a known code → its catalogue text', async () => {
    server.use(handle(endpoints.login, ({ reply }) => reply(400, 'ERR_USER_PASSWORD_IS_WRONG')));

    const call = api(endpoints.login, {
      email: 'student@academy.test',
      password: 'Wrong#2026',
      isRemember: false,
    });

    await expect(call).rejects.toMatchObject({ code: 'ERR_USER_PASSWORD_IS_WRONG' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('User password is wrong');
  });

  it('a known code → its text in the interface language', async () => {
    configureApiClient({ translateError: (key) => `translated ${key}` });
    server.use(
      handle(endpoints.getMyApplication, ({ reply }) => reply(404, 'ERR_APPLICANT_NOT_EXIST')),
    );

    await expect(api(endpoints.getMyApplication)).rejects.toBeInstanceOf(ApiError);
    expect(notify).toHaveBeenCalledExactlyOnceWith('translated ERR_APPLICANT_NOT_EXIST');
  });

  it('an unknown message → as it is', async () => {
    // Not a contract's code, so no endpoint handler would send it: a plain MSW answer.
    server.use(
      http.get(endpointUrl(endpoints.getMe), () =>
        HttpResponse.json({ statusCode: 409, message: 'Slot was just taken' }, { status: 409 }),
      ),
    );

    await expect(getStudent()).rejects.toMatchObject({ message: 'Slot was just taken' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('Slot was just taken');
  });

  it('no response → "Network Error"', async () => {
    server.use(handle(endpoints.getMe, ({ networkError }) => networkError()));

    await expect(getStudent()).rejects.toMatchObject({ kind: 'network' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('Network Error');
  });

  it('an answer that breaks the contract → "Something went wrong"', async () => {
    // A contract handler refuses to send this, which is the point: a plain MSW answer.
    server.use(
      http.get(endpointUrl(endpoints.getMe), () => HttpResponse.json({ id: 'not a number' })),
    );

    await expect(getStudent()).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('Something went wrong');
  });

  it('a success status the endpoint does not declare → "Something went wrong"', async () => {
    server.use(
      http.get(endpointUrl(endpoints.getMe), () => HttpResponse.json(aStudent(), { status: 201 })),
    );

    await expect(getStudent()).rejects.toMatchObject({ kind: 'invalid-response', status: 201 });
    expect(notify).toHaveBeenCalledExactlyOnceWith('Something went wrong');
  });

  it('stays silent for a caller that opted out, which still gets the text', async () => {
    server.use(handle(endpoints.login, ({ reply }) => reply(404, 'ERR_USER_NOT_EXISTS')));

    const call = api(
      endpoints.login,
      { email: 'nobody@academy.test', password: 'Student#2026', isRemember: false },
      { toast: false },
    );

    await expect(call).rejects.toMatchObject({ message: "User doesn't exist" });
    expect(notify).not.toHaveBeenCalled();
  });

  it('stays silent for the codes the caller shows itself, and toasts the others', async () => {
    tokens.save(aTokenPair(), true);
    let status: 403 | 500 = 403;
    server.use(
      handle(directions, ({ reply }) =>
        status === 403 ? reply(403, 'ERR_USER_FORBIDDEN') : reply(500, 'ERR_INTERNAL'),
      ),
    );
    refreshAnswers();
    const options = { shownByCaller: ['ERR_USER_FORBIDDEN'] } as const;

    await expect(api(directions, undefined, options)).rejects.toMatchObject({
      message: 'You do not have permission to access this content.',
    });
    expect(notify).not.toHaveBeenCalled();

    status = 500;
    await expect(api(directions, undefined, options)).rejects.toMatchObject({ status: 500 });
    expect(notify).toHaveBeenCalledExactlyOnceWith('Something went wrong');
  });

  it('stays silent when the caller cancelled the call', async () => {
    server.use(
      handle(endpoints.getMe, async ({ reply }) => {
        await delay(50);
        return reply(200, aStudent());
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
  const lectureProgress = defineEndpoint({
    operationId: 'testCompleteLecture',
    method: 'PATCH',
    path: '/lectures/:id',
    access: 'student',
    tag: 'test',
    summary: 'Path parameters, a query and a body',
    params: idParamsSchema,
    query: z.strictObject({ from: z.string(), tags: z.array(z.string()).optional() }),
    body: z.strictObject({ status: z.literal('completed') }),
    responses: { 204: null },
  });

  const payment = defineEndpoint({
    operationId: 'testPay',
    method: 'POST',
    path: '/test-payments',
    access: 'student',
    tag: 'test',
    summary: 'A declared request header',
    headers: z.object({ 'idempotency-key': z.string().min(8) }),
    body: z.strictObject({ amount: z.number() }),
    responses: { 201: z.object({ id: z.number(), body: z.unknown() }) },
  });

  const homeworkNote = defineEndpoint({
    operationId: 'testReplaceNote',
    method: 'PUT',
    path: '/homework/:id/note',
    access: 'student',
    tag: 'test',
    summary: 'PUT',
    params: idParamsSchema,
    body: z.strictObject({ text: z.string() }),
    responses: { 200: z.object({ text: z.string(), savedAt: z.iso.datetime() }) },
  });

  const homeworkNoteRemoval = defineEndpoint({
    operationId: 'testDeleteNote',
    method: 'DELETE',
    path: '/homework/:id/note',
    access: 'student',
    tag: 'test',
    summary: 'DELETE',
    params: idParamsSchema,
    responses: { 204: null },
  });

  const enrolment = defineEndpoint({
    operationId: 'testEnrol',
    method: 'POST',
    path: '/enrolments',
    access: 'student',
    tag: 'test',
    summary: 'Two success statuses with bodies of their own',
    body: z.strictObject({ directionId: z.number() }),
    responses: {
      200: z.object({ existing: z.literal(true) }),
      201: z.object({ id: z.number() }),
    },
  });

  it('take the input and answer the types their endpoint declares', () => {
    expectTypeOf(api<typeof endpoints.getMe>).returns.resolves.toEqualTypeOf<StudentMeResponse>();
    expectTypeOf(api<typeof endpoints.logout>).returns.resolves.toEqualTypeOf<undefined>();
    expectTypeOf(api<typeof lectureProgress>)
      .parameter(1)
      .toEqualTypeOf<{
        params: { id: string | number };
        query: { from: string; tags?: string[] | undefined };
        body: { status: 'completed' };
      }>();
    // Never called: the compiler's refusals are the test.
    const refused = () => {
      // @ts-expect-error the login needs its body
      void api(endpoints.login);
      // @ts-expect-error GET students takes no body
      void api(endpoints.getMe, { id: 1 });
      // @ts-expect-error path parameters go under `params`
      void api(lectureProgress, { id: 3, query: { from: 'x' }, body: { status: 'completed' } });
    };
    expect(refused).toBeTypeOf('function');
  });

  it('send path parameters, a query and a JSON body, and accept an empty answer', async () => {
    let received: unknown = null;
    server.use(
      handle(lectureProgress, async ({ request, params, reply }) => {
        const url = new URL(request.url);
        received = {
          method: request.method,
          id: params.id,
          body: await request.json(),
          contentType: request.headers.get('content-type'),
          from: url.searchParams.get('from'),
          tags: url.searchParams.getAll('tags'),
        };
        return reply(204);
      }),
    );

    const call = api(lectureProgress, {
      params: { id: 3 },
      query: { from: 'x', tags: ['a', 'b'] },
      body: { status: 'completed' },
    });

    await expect(call).resolves.toBeUndefined();
    expect(received).toEqual({
      method: 'PATCH',
      id: '3',
      body: { status: 'completed' },
      contentType: 'application/json',
      from: 'x',
      tags: ['a', 'b'],
    });
  });

  it("send an endpoint's declared headers, typed as input, with every repeat of the call", async () => {
    tokens.save(aTokenPair({ refreshToken: 'refresh-1' }), true);
    refreshAnswers();
    const keys: (string | null)[] = [];
    server.use(
      handle(payment, async ({ request, reply }) => {
        keys.push(request.headers.get('idempotency-key'));
        // The first answer asks for a refresh: the replay carries the same key.
        if (keys.length === 1) return reply(401, 'ERR_UNAUTHORIZED');
        return reply(201, { id: 1, body: await request.json() });
      }),
    );

    const answer = await api(payment, {
      headers: { 'idempotency-key': 'key-12345678' },
      body: { amount: 2900 },
    });

    expect(answer).toEqual({ id: 1, body: { amount: 2900 } });
    expect(keys).toEqual(['key-12345678', 'key-12345678']);
    expectTypeOf(api<typeof payment>)
      .parameter(1)
      .toEqualTypeOf<{ headers: { 'idempotency-key': string }; body: { amount: number } }>();
    const refused = () => {
      // @ts-expect-error the declared header is required
      void api(payment, { body: { amount: 1 } });
      // @ts-expect-error with headers, the body goes under `body`
      void api(payment, { amount: 1 });
    };
    expect(refused).toBeTypeOf('function');
  });

  it('PUT a body and DELETE without one', async () => {
    const calls: string[] = [];
    server.use(
      handle(homeworkNote, async ({ request, params, reply }) => {
        calls.push(`PUT ${params.id} ${JSON.stringify(await request.json())}`);
        return reply(200, { text: 'done', savedAt: '2026-12-01T09:00:00.000Z' });
      }),
      handle(homeworkNoteRemoval, async ({ request, params, reply }) => {
        calls.push(`DELETE ${params.id} ${(await request.text()) || 'no body'}`);
        return reply(204);
      }),
    );

    await expect(api(homeworkNote, { params: { id: 5 }, body: { text: 'done' } })).resolves.toEqual(
      { text: 'done', savedAt: '2026-12-01T09:00:00.000Z' },
    );
    await expect(api(homeworkNoteRemoval, { params: { id: 5 } })).resolves.toBeUndefined();

    expect(calls).toEqual(['PUT 5 {"text":"done"}', 'DELETE 5 no body']);
  });

  it('read each success status with its own schema', async () => {
    server.use(
      handle(enrolment, async ({ request, reply }) => {
        const { directionId } = (await request.json()) as { directionId: number };
        return directionId === 1 ? reply(200, { existing: true }) : reply(201, { id: 9 });
      }),
    );

    await expect(api(enrolment, { directionId: 1 })).resolves.toEqual({ existing: true });
    await expect(api(enrolment, { directionId: 2 })).resolves.toEqual({ id: 9 });
  });
});

describe('uploads (multipart form data)', () => {
  const upload = defineEndpoint({
    operationId: 'testUploadHomework',
    method: 'POST',
    path: '/homework/:id/files',
    access: 'student',
    tag: 'test',
    summary: 'An upload',
    params: idParamsSchema,
    bodyType: 'multipart',
    responses: { 201: z.object({ fileId: z.string() }) },
    errors: { 413: ['ERR_PAYLOAD_TOO_LARGE'] },
  });

  function homeworkForm(): FormData {
    const form = new FormData();
    form.append('comment', 'my solution');
    form.append('file', new Blob(['print("hello")'], { type: 'text/x-python' }), 'solution.py');
    return form;
  }

  /** Accepts the upload for `validToken`, 401 for any other bearer; records what arrived. */
  function uploadsAcceptOnly(validToken: string) {
    const received: { bearer: string | null; contentType: string; fields: string[] }[] = [];
    server.use(
      handle(upload, async ({ request, reply }) => {
        const fields = await multipartFieldNames(request);
        const bearer = request.headers.get('authorization');
        received.push({ bearer, contentType: request.headers.get('content-type') ?? '', fields });
        return bearer === `Bearer ${validToken}`
          ? reply(201, { fileId: 'file-1' })
          : reply(401, 'ERR_UNAUTHORIZED');
      }),
    );
    return received;
  }

  it('send the form data as it is and report the upload progress up to the whole', async () => {
    tokens.save(aTokenPair({ accessToken: 'access-1' }), true);
    const received = uploadsAcceptOnly('access-1');
    const progress: number[] = [];

    const answer = await api(
      upload,
      { params: { id: 4 }, body: homeworkForm() },
      { onUploadProgress: (fraction) => progress.push(fraction) },
    );

    expect(answer).toEqual({ fileId: 'file-1' });
    expect(received).toHaveLength(1);
    expect(received[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]?.fields).toEqual(['comment', 'file']);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((fraction) => fraction >= 0 && fraction <= 1)).toBe(true);
  });

  it('send without progress through fetch, the same way', async () => {
    tokens.save(aTokenPair({ accessToken: 'access-1' }), true);
    const received = uploadsAcceptOnly('access-1');

    await expect(api(upload, { params: { id: 4 }, body: homeworkForm() })).resolves.toEqual({
      fileId: 'file-1',
    });
    expect(received[0]?.fields).toEqual(['comment', 'file']);
  });

  it('with progress, an expired token is refreshed once and the upload replayed', async () => {
    tokens.save(aTokenPair({ accessToken: 'old-access' }), true);
    const received = uploadsAcceptOnly('new-access');
    const refreshes = refreshAnswers();

    const answer = await api(
      upload,
      { params: { id: 4 }, body: homeworkForm() },
      { onUploadProgress: () => undefined },
    );

    expect(answer).toEqual({ fileId: 'file-1' });
    expect(refreshes).toHaveLength(1);
    expect(received.map((call) => call.bearer)).toEqual(['Bearer old-access', 'Bearer new-access']);
  });

  it('with progress, a refusal shows its toast like any other call', async () => {
    tokens.save(aTokenPair(), true);
    server.use(handle(upload, ({ reply }) => reply(413, 'ERR_PAYLOAD_TOO_LARGE')));

    const call = api(
      upload,
      { params: { id: 4 }, body: homeworkForm() },
      { onUploadProgress: () => undefined },
    );

    await expect(call).rejects.toMatchObject({ status: 413, code: 'ERR_PAYLOAD_TOO_LARGE' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('The request is too large');
  });

  it('with progress, no answer is a "Network Error"', async () => {
    tokens.save(aTokenPair(), true);
    server.use(handle(upload, ({ networkError }) => networkError()));

    const call = api(
      upload,
      { params: { id: 4 }, body: homeworkForm() },
      { onUploadProgress: () => undefined },
    );

    await expect(call).rejects.toMatchObject({ kind: 'network' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('Network Error');
  });

  it('with progress, a cancelled upload rejects quietly', async () => {
    tokens.save(aTokenPair(), true);
    server.use(
      handle(upload, async ({ reply }) => {
        await delay(200);
        return reply(201, { fileId: 'file-1' });
      }),
    );
    const controller = new AbortController();

    const call = api(
      upload,
      { params: { id: 4 }, body: homeworkForm() },
      { onUploadProgress: () => undefined, signal: controller.signal },
    );
    controller.abort();

    await expect(call).rejects.not.toBeInstanceOf(ApiError);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('downloads (binary answers)', () => {
  const certificatePdf = defineEndpoint({
    operationId: 'testDownloadCertificate',
    method: 'GET',
    path: '/certificates/:id/pdf',
    access: 'student',
    tag: 'test',
    summary: 'A file',
    params: idParamsSchema,
    responses: { 200: z.unknown() },
    responseType: 'binary',
  });

  it('answer a Blob with the bytes and type sent', async () => {
    tokens.save(aTokenPair({ accessToken: 'access-1' }), true);
    let accept: string | null = null;
    server.use(
      handle(certificatePdf, ({ request, reply }) => {
        accept = request.headers.get('accept');
        return reply(200, '%PDF-1.7 certificate', {
          headers: { 'Content-Type': 'application/pdf' },
        });
      }),
    );

    const file = await api(certificatePdf, { params: { id: 2 } });

    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7 certificate');
    expect(accept).toBe('*/*');
  });

  it('report a refusal as JSON like any other call', async () => {
    tokens.save(aTokenPair(), true);
    server.use(handle(certificatePdf, ({ reply }) => reply(403, 'ERR_USER_FORBIDDEN')));
    refreshAnswers();

    await expect(api(certificatePdf, { params: { id: 2 } })).rejects.toMatchObject({
      status: 403,
      code: 'ERR_USER_FORBIDDEN',
    });
  });
});
