import { announcementEndpoints, learningEndpoints } from '@academy/contracts';
import { aDirection, aLastOpenedLecture } from '@academy/testing';
import { handle } from './handle';
import { server } from './msw-server';

/**
 * The student root's calls answered (GET directions, GET lectures/last-opened, GET
 * announcements: one direction, a lecture to continue with, no announcement), for tests whose journey ends on the dashboard (a login, a new
 * password). The learning screens' own tests answer in detail (features/learning).
 */
export function answerStudentHome() {
  server.use(
    handle(learningEndpoints.listMyDirections, ({ reply }) => reply(200, [aDirection()])),
    handle(learningEndpoints.getLastOpenedLecture, ({ reply }) => reply(200, aLastOpenedLecture())),
    handle(announcementEndpoints.listMyAnnouncements, ({ reply }) => reply(200, { items: [] })),
  );
}
