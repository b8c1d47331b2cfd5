import {
  type Certificate,
  type CertificateVerification,
  certificateEndpoints,
  endpoints,
  type StudentMeResponse,
} from '@academy/contracts';
import { aCertificate, aCertificateVerification, aStudent, aTokenPair } from '@academy/testing';
import { delay } from 'msw';
import { tokens } from '../../shared/api/tokens';
import { type Answer, handle } from '../../test/handle';
import { server } from '../../test/msw-server';

/*
 * The certificate screens' calls, answered in component tests with contracts' shapes
 * (builders from @academy/testing). Each helper counts the calls it answered.
 */

/** A signed-in student (tokens stored, GET students answered). */
export function signInStudent(student: Partial<StudentMeResponse> = {}) {
  tokens.save(aTokenPair({ refreshToken: 'refresh-1' }), true);
  server.use(handle(endpoints.getMe, ({ reply }) => reply(200, aStudent(student))));
}

/** GET students/completion: the student's certificates. */
export function answerCertificates(
  certificates: Certificate[] = [aCertificate()],
  { delayMs = 0 }: { delayMs?: number } = {},
) {
  const calls = { count: 0 };
  server.use(
    handle(certificateEndpoints.listMyCertificates, async ({ reply }) => {
      calls.count += 1;
      await delay(delayMs);
      return reply(200, certificates);
    }),
  );
  return calls;
}

/** GET verify/{code}: `verification` under the code asked for. */
export function answerVerification(
  verification: CertificateVerification = aCertificateVerification(),
  { delayMs = 0 }: { delayMs?: number } = {},
) {
  const codes: string[] = [];
  server.use(
    handle(certificateEndpoints.verifyCertificate, async ({ params, reply }) => {
      codes.push(String(params.code));
      await delay(delayMs);
      return reply(200, { ...verification, verificationCode: String(params.code) });
    }),
  );
  return codes;
}

/** A certificate call answered by `answer` (a failure, or success after one), counted. */
export function answerCertificateCall<
  E extends
    | typeof certificateEndpoints.listMyCertificates
    | typeof certificateEndpoints.verifyCertificate,
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
