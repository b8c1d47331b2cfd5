import {
  type Announcement,
  announcementEndpoints,
  authEndpoints,
  type Direction,
  endpoints,
  type HomeworkResponse,
  type LastOpenedLectureResponse,
  type LectureResponse,
  learningEndpoints,
  type MyHomeworkResponse,
  type StudentMeResponse,
  type SubjectResponse,
} from '@academy/contracts';
import {
  aDirection,
  aHomework,
  aLastOpenedLecture,
  aLecture,
  aMyHomework,
  anAccessToken,
  aStudent,
  aSubject,
  aTokenPair,
} from '@academy/testing';
import { delay } from 'msw';
import { tokens } from '../../shared/api/tokens';
import { type Answer, handle } from '../../test/handle';
import { server } from '../../test/msw-server';

/*
 * The learning screens' calls, answered in component tests with contracts' shapes (builders
 * from @academy/testing). Each helper counts the calls it answered.
 */

/** How long the answers take: long enough to see what a screen draws before them. */
interface Timing {
  delayMs?: number;
}

/** A signed-in student (tokens stored, GET students answered). */
export function signInStudent(student: Partial<StudentMeResponse> = {}) {
  tokens.save(aTokenPair({ refreshToken: 'refresh-1' }), true);
  server.use(handle(endpoints.getMe, ({ reply }) => reply(200, aStudent(student))));
}

/**
 * The token refresh a signed-in call's 403 asks for once (the HTTP client, web README):
 * granted, so the call is asked again and its own answer stands.
 */
export function grantRefresh() {
  server.use(
    handle(authEndpoints.refreshToken, ({ reply }) =>
      reply(200, aTokenPair({ accessToken: anAccessToken(), refreshToken: 'refresh-2' })),
    ),
  );
}

/** GET directions, GET lectures/last-opened and GET announcements: the dashboard's data. */
export function answerDashboard(
  directions: Direction[] = [aDirection()],
  lastOpened: LastOpenedLectureResponse = aLastOpenedLecture(),
  { delayMs = 0, announcements = [] }: Timing & { announcements?: Announcement[] } = {},
) {
  const calls = { directions: 0, lastOpened: 0 };
  server.use(
    handle(announcementEndpoints.listMyAnnouncements, ({ reply }) =>
      reply(200, { items: announcements }),
    ),
    handle(learningEndpoints.listMyDirections, async ({ reply }) => {
      calls.directions += 1;
      await delay(delayMs);
      return reply(200, directions);
    }),
    handle(learningEndpoints.getLastOpenedLecture, async ({ reply }) => {
      calls.lastOpened += 1;
      await delay(delayMs);
      return reply(200, lastOpened);
    }),
  );
  return calls;
}

/** GET subject/{id}: `subject`, with the id asked for. */
export function answerSubject(subject: SubjectResponse = aSubject(), { delayMs = 0 }: Timing = {}) {
  const calls: number[] = [];
  server.use(
    handle(learningEndpoints.getSubject, async ({ params, reply }) => {
      calls.push(Number(params.id));
      await delay(delayMs);
      return reply(200, { ...subject, id: Number(params.id) });
    }),
  );
  return calls;
}

/** GET lectures/{id}: `lecture` for its own id, any other id answered with the same text. */
export function answerLecture(
  lecture: LectureResponse | ((id: number) => LectureResponse) = aLecture(),
  { delayMs = 0 }: Timing = {},
) {
  const calls: number[] = [];
  server.use(
    handle(learningEndpoints.getLecture, async ({ params, reply }) => {
      const id = Number(params.id);
      calls.push(id);
      await delay(delayMs);
      return reply(200, typeof lecture === 'function' ? lecture(id) : { ...lecture, id });
    }),
  );
  return calls;
}

/** GET subject/{id}/homework. */
export function answerHomework(
  homework: HomeworkResponse = aHomework(),
  { delayMs = 0 }: Timing = {},
) {
  const calls: number[] = [];
  server.use(
    handle(learningEndpoints.getHomework, async ({ params, reply }) => {
      calls.push(Number(params.id));
      await delay(delayMs);
      return reply(200, { ...homework, subjectId: Number(params.id) });
    }),
  );
  return calls;
}

/** GET homework: the open work of every subject. */
export function answerMyHomework(
  homework: MyHomeworkResponse = aMyHomework(),
  { delayMs = 0 }: Timing = {},
) {
  let calls = 0;
  server.use(
    handle(learningEndpoints.listMyHomework, async ({ reply }) => {
      calls += 1;
      await delay(delayMs);
      return reply(200, homework);
    }),
  );
  return () => calls;
}

/** Any learning GET answered with a failure: the screens' 403, 404, access ended, 500. */
export function failLearningCall<
  E extends
    | typeof learningEndpoints.listMyDirections
    | typeof learningEndpoints.getLastOpenedLecture
    | typeof learningEndpoints.getSubject
    | typeof learningEndpoints.getLecture
    | typeof learningEndpoints.getHomework
    | typeof learningEndpoints.listMyHomework
    | typeof announcementEndpoints.listMyAnnouncements,
>(endpoint: E, answer: Answer<E>) {
  let calls = 0;
  server.use(
    handle(endpoint, ({ reply }) => {
      calls += 1;
      return answer(reply);
    }),
  );
  return () => calls;
}
