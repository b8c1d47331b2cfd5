import { createHash } from 'node:crypto';
import {
  type Certificate,
  type CertificateVerification,
  CREDENTIAL_MEDIA_TYPE,
  verificationCodeSchema,
} from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, type JWK, jwtVerify } from 'jose';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  certificates,
  chapters,
  lectures,
  subjects,
  taskAssignments,
  users,
} from '../../db/schema/index.js';
import { badgeInitials, badgePng } from '../../lib/png.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createStoredFile } from '../../test/builders.js';
import {
  type CreatedContent,
  createContent,
  freeText,
  singleChoice,
} from '../../test/learning-builders.js';
import { GITHUB_LINK, submitMiniProject } from '../../test/mini-projects.js';
import { conformingCredential, identifiersMatchingEmail } from '../../test/open-badges.js';
import { rightAnswer, type SignedIn, signedIn, submitted } from '../../test/task-requests.js';
import { encodeStatusList, STATUS_LIST_MIN_BITS, statusListBit } from './credentials.js';
import { certificateDate } from './pdf.js';

/*
 * Certificates end to end through the real app: issued once on exact completion (by each
 * write that can complete a subject, also under concurrency), listed, printed as a PDF,
 * verified by code, published as a signed credential and revoked. Every credential issued
 * here is read as a strict Open Badges 3.0 verifier reads it (after each test, those not yet
 * checked), and names its holder by their e-mail's salted hash.
 */

let t: TestApp;
let admin: SignedIn;
let mentor: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, { role: 'admin' });
  mentor = await signedIn(t.app, { role: 'mentor' });
});

afterAll(async () => {
  await t.close();
});

/** Certificates whose credential has been checked against Open Badges 3.0 already. */
const conforming = new Set<string>();

/** The credential once it verifies, conforms and names `email` by exactly one identifier. */
async function expectConforming(certificateId: string, jwt: string, email: string) {
  conforming.add(certificateId);
  const credential = await conformingCredential(t.app, jwt);
  expect(identifiersMatchingEmail(credential, email)).toHaveLength(1);
  return credential;
}

// Each credential the test issued and did not check itself, checked once after it.
afterEach(async () => {
  const issued = await t.app.db
    .select({ id: certificates.id, credential: certificates.credential, email: users.email })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId));
  const failures: string[] = [];
  for (const row of issued.filter((row) => !conforming.has(row.id))) {
    await expectConforming(row.id, row.credential, row.email).catch((error: Error) =>
      failures.push(`${row.id}: ${error.message}`),
    );
  }
  expect(failures).toEqual([]);
});

/** A subject of `lectureCount` lectures only, in a direction of its own. */
const lecturesOnly = (lectureCount: number, subjectTitle = 'Lectures only') =>
  createContent(t.app, { subjectTitle, chapters: [{ lectures: lectureCount }] });

const completeLecture = (user: SignedIn, lectureId: number) =>
  t.app.inject({
    method: 'PATCH',
    url: `/v1/lectures/${lectureId}`,
    headers: user.headers,
    payload: { status: 'completed' },
  });

async function completeAll(user: SignedIn, lectureIds: readonly number[]) {
  for (const id of lectureIds) {
    const response = await completeLecture(user, id);
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function myCertificates(user: SignedIn): Promise<Certificate[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v1/students/completion',
    headers: user.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Certificate[]>();
}

const rowsOf = (userId: number) =>
  t.app.db.select().from(certificates).where(eq(certificates.userId, userId));

const verify = (code: string) => t.app.inject({ method: 'GET', url: `/v1/verify/${code}` });

const revoke = (user: SignedIn, id: string, reason = 'Issued by mistake') =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin/certificates/${id}/revocation`,
    headers: user.headers,
    payload: { reason },
  });

/** A student with one certificate of a one-lecture subject. */
async function certifiedStudent(fullName = 'Ada Lovelace') {
  const content = await lecturesOnly(1, `Subject of ${fullName}`);
  const student = await signedIn(t.app, { fullName, directionId: content.directionId });
  await completeAll(student, content.lectureIds);
  const issued = await myCertificates(student);
  const certificate = issued.find((c) => c.kind === 'subject');
  if (!certificate) throw new Error('No certificate issued');
  // Checked as published, before a test changes anything about them.
  for (const { id, verificationCode } of issued) {
    const published = await t.app.inject({
      method: 'GET',
      url: `/v1/credentials/${verificationCode}`,
    });
    await expectConforming(id, published.body, student.email);
  }
  return { student, certificate, content };
}

describe('issuing on exact completion', () => {
  it('issues nothing before the last item, then the subject and its direction once', async () => {
    const content = await lecturesOnly(3, 'Exactly complete');
    const student = await signedIn(t.app, {
      fullName: 'Գոհար Մելքոնյան',
      directionId: content.directionId,
    });
    await completeAll(student, content.lectureIds.slice(0, 2));
    expect(await myCertificates(student)).toEqual([]);

    await completeAll(student, content.lectureIds.slice(2));
    const list = await myCertificates(student);
    // The direction has this one subject: its certificate follows, newest first.
    expect(list.map((c) => [c.kind, c.title])).toEqual([
      ['direction', 'Test Direction'],
      ['subject', 'Exactly complete'],
    ]);
    for (const certificate of list) {
      expect(verificationCodeSchema.parse(certificate.verificationCode)).toBeTruthy();
      expect(certificate.verificationUrl).toBe(
        `http://academy.test/verify/${certificate.verificationCode}`,
      );
      expect(certificate.revokedAt).toBeNull();
    }
    const [row] = (await rowsOf(student.id)).filter((r) => r.kind === 'subject');
    expect(row?.holderName).toBe('Գոհար Մելքոնյան');

    // Completing again issues nothing more.
    await completeAll(student, content.lectureIds);
    expect(await rowsOf(student.id)).toHaveLength(2);
  });

  it('waits for every subject of the direction that has content', async () => {
    const content = await lecturesOnly(1, 'First of two');
    const [second] = await t.app.db
      .insert(subjects)
      .values({
        directionId: content.directionId,
        title: 'Second of two',
        position: 1,
        status: 'published',
      })
      .returning({ id: subjects.id });
    const [chapter] = await t.app.db
      .insert(chapters)
      .values({ subjectId: second?.id as number, title: 'Only chapter', status: 'published' })
      .returning({ id: chapters.id });
    const [lecture] = await t.app.db
      .insert(lectures)
      .values({
        chapterId: chapter?.id as number,
        title: 'Only lecture',
        content: 'Text',
        status: 'published',
      })
      .returning({ id: lectures.id });
    // A subject without content does not hold the direction back.
    await t.app.db.insert(subjects).values({
      directionId: content.directionId,
      title: 'Empty',
      position: 2,
      status: 'published',
    });

    const student = await signedIn(t.app, { directionId: content.directionId });
    await completeAll(student, content.lectureIds);
    expect((await myCertificates(student)).map((c) => c.kind)).toEqual(['subject']);
    await completeAll(student, [lecture?.id as number]);
    expect((await myCertificates(student)).map((c) => [c.kind, c.title])).toEqual([
      ['direction', 'Test Direction'],
      ['subject', 'Second of two'],
      ['subject', 'First of two'],
    ]);
  });

  it('a test passed on submission completes the subject', async () => {
    const content = await createContent(t.app, {
      subjectTitle: 'With a test',
      chapters: [{ lectures: 1, tasks: [{ questions: [singleChoice()] }] }],
    });
    const student = await signedIn(t.app, { directionId: content.directionId });
    await completeAll(student, content.lectureIds);
    expect(await myCertificates(student)).toEqual([]);
    const question = content.chapters[0]?.tasks[0]?.questions[0];
    if (!question) throw new Error('No question');
    await submitted(t.app, student, content.taskIds[0] as number, [rightAnswer(question)]);
    expect((await myCertificates(student)).map((c) => c.title)).toContain('With a test');
  });

  it("a free-text test passed by a mentor completes the subject, in the mentor's transaction", async () => {
    const content = await createContent(t.app, {
      subjectTitle: 'With free text',
      chapters: [{ tasks: [{ questions: [singleChoice(), freeText()] }] }],
    });
    const student = await signedIn(t.app, { directionId: content.directionId });
    const questions = content.chapters[0]?.tasks[0]?.questions ?? [];
    const taskId = content.taskIds[0] as number;
    await submitted(
      t.app,
      student,
      taskId,
      questions.map((q) => rightAnswer(q)),
    );
    expect(await myCertificates(student)).toEqual([]);

    const [assignment] = await t.app.db
      .select({ id: taskAssignments.id })
      .from(taskAssignments)
      .where(and(eq(taskAssignments.userId, student.id), eq(taskAssignments.taskId, taskId)));
    const review = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/reviews/tasks/${assignment?.id}`,
      headers: mentor.headers,
      payload: { verdict: 'passed' },
    });
    expect(review.statusCode, review.body).toBe(200);
    expect((await myCertificates(student)).map((c) => c.title)).toContain('With free text');
  });

  it('a mini project passed by a mentor completes the subject', async () => {
    const content = await createContent(t.app, {
      subjectTitle: 'With a project',
      chapters: [{ miniProjects: [{ questions: [{ answerType: 'text' }] }] }],
    });
    const student = await signedIn(t.app, { directionId: content.directionId });
    const project = content.chapters[0]?.miniProjects[0];
    if (!project) throw new Error('No project');
    const submission = await submitMiniProject(
      t.app,
      student.headers.authorization.slice(7),
      project.id,
      {
        githubLink: GITHUB_LINK,
        answers: [{ questionId: project.questions[0]?.id as number, answerText: 'Done' }],
      },
    );
    expect(submission.statusCode, submission.body).toBe(200);
    const submissionId = submission.json<{ submissions: { id: number }[] }>().submissions[0]?.id;
    expect(await myCertificates(student)).toEqual([]);

    const review = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/reviews/mini-projects/${submissionId}`,
      headers: mentor.headers,
      payload: { verdict: 'passed' },
    });
    expect(review.statusCode, review.body).toBe(200);
    expect((await myCertificates(student)).map((c) => c.title)).toContain('With a project');
  });
});

describe('issued once under concurrency', () => {
  let content: CreatedContent;

  beforeAll(async () => {
    content = await lecturesOnly(2, 'Raced');
  });

  const subjectRows = async (userId: number) =>
    (await rowsOf(userId)).filter((row) => row.kind === 'subject');

  it('two parallel completions of the last two items: one certificate', async () => {
    for (let round = 0; round < 3; round++) {
      const student = await signedIn(t.app, { directionId: content.directionId });
      const responses = await Promise.all(
        content.lectureIds.map((id) => completeLecture(student, id)),
      );
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await subjectRows(student.id)).toHaveLength(1);
      expect((await rowsOf(student.id)).filter((r) => r.kind === 'direction')).toHaveLength(1);
    }
  });

  it('the same final completion twenty times at once: one certificate', async () => {
    const student = await signedIn(t.app, { directionId: content.directionId });
    await completeAll(student, content.lectureIds.slice(0, 1));
    const last = content.lectureIds[1] as number;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => completeLecture(student, last)),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await subjectRows(student.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.credential).toMatch(/^ey/);
  });
});

describe('students/completion', () => {
  it("lists the caller's own with the badge of the subject", async () => {
    const content = await lecturesOnly(1, 'Badged');
    const badge = await createStoredFile(t.app, {
      data: badgePng(64, [124, 58, 237], [219, 39, 119], badgeInitials('Badged')),
      contentType: 'image/png',
    });
    await t.app.db
      .update(subjects)
      .set({ badgeFileId: badge.id })
      .where(eq(subjects.id, content.subjectId));
    const student = await signedIn(t.app, { directionId: content.directionId });
    const other = await signedIn(t.app, { directionId: content.directionId });
    await completeAll(student, content.lectureIds);

    const [, subject] = await myCertificates(student);
    expect(subject).toMatchObject({
      kind: 'subject',
      title: 'Badged',
      directionTitle: 'Test Direction',
      subjectId: content.subjectId,
      directionId: content.directionId,
      badge_id: badge.id,
      badge_path: `http://academy.test/v1/files/${badge.id}/public`,
    });
    const image = await t.app.inject({ method: 'GET', url: `/v1/files/${badge.id}/public` });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(await myCertificates(other)).toEqual([]);
  });

  it('is for students only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/students/completion',
      headers: mentor.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the PDF', () => {
  async function pdfText(pdf: Buffer): Promise<string> {
    const document = await getDocumentProxy(new Uint8Array(pdf));
    return (await extractText(document, { mergePages: true })).text;
  }

  it.each([
    ['Armenian', 'Անի Պետրոսյան'],
    ['Cyrillic', 'Анна Петросян'],
  ])('renders a %s name, the title, the code and the address', async (_script, fullName) => {
    const { student, certificate } = await certifiedStudent(fullName);
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/certificates/${certificate.id}/pdf`,
      headers: student.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="certificate-${certificate.verificationCode}.pdf"`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(response.rawPayload);
    expect(text).toContain(fullName);
    expect(text).toContain('Certificate of completion');
    expect(text).toContain(certificate.title);
    expect(text).toContain(certificate.verificationCode);
    expect(text).toContain(certificate.verificationUrl);
    expect(text).toContain(certificateDate(new Date(certificate.issuedAt)));
  });

  it("is in the language asked for, else the holder's own, and names stay as written", async () => {
    const { student, certificate } = await certifiedStudent('Анна Петросян');
    const pdfIn = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/v1/certificates/${certificate.id}/pdf${query}`,
        headers: student.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return pdfText(response.rawPayload);
    };

    const russian = await pdfIn('?language=ru');
    expect(russian).toContain('Сертификат об окончании');
    expect(russian).toContain('Код проверки');
    expect(russian).toContain(certificateDate(new Date(certificate.issuedAt), 'ru'));
    expect(russian).toContain('Анна Петросян');
    expect(russian).toContain(certificate.title);
    expect(russian).not.toContain('Certificate of completion');

    // Left out: the language the student chose for the academy's texts (English here).
    const own = await pdfIn('');
    expect(own).toContain('Certificate of completion');
    await t.app.db.update(users).set({ language: 'ru' }).where(eq(users.id, student.id));
    expect(await pdfIn('')).toContain('Сертификат об окончании');
    expect(await pdfIn('?language=en')).toContain('Certificate of completion');

    const refused = await t.app.inject({
      method: 'GET',
      url: `/v1/certificates/${certificate.id}/pdf?language=fr`,
      headers: student.headers,
    });
    expect(refused.statusCode).toBe(400);
  });

  it("is the caller's own only: another's and an unknown one are 404", async () => {
    const { certificate } = await certifiedStudent('Owner Student');
    const stranger = await signedIn(t.app);
    for (const id of [certificate.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/v1/certificates/${id}/pdf`,
        headers: stranger.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'ERR_CERTIFICATE_NOT_FOUND' });
    }
  });
});

describe('the signed credential', () => {
  const jwksOf = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/credentials/jwks' });
    expect(response.statusCode).toBe(200);
    return createLocalJWKSet(response.json<{ keys: JWK[] }>());
  };
  const credentialOf = async (code: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/v1/credentials/${code}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(CREDENTIAL_MEDIA_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="certificate-${code}.jwt"`,
    );
    return response.body;
  };
  const statusList = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/credentials/status/revocation',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(CREDENTIAL_MEDIA_TYPE);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const { payload } = await jwtVerify(response.body, await jwksOf(), { typ: 'vc+jwt' });
    return payload as { type: string[]; credentialSubject: { encodedList: string } };
  };

  it('is an Open Badges 3.0 credential that verifies against the published key only', async () => {
    const { certificate } = await certifiedStudent('Verified Holder');
    const jwt = await credentialOf(certificate.verificationCode);
    const header = decodeProtectedHeader(jwt);
    expect(header).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt' });

    const { payload } = await jwtVerify(jwt, await jwksOf());
    expect(payload).toMatchObject({
      iss: 'http://academy.test/v1/credentials/issuer',
      jti: `urn:uuid:${certificate.id}`,
      sub: certificate.verificationUrl,
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      id: `urn:uuid:${certificate.id}`,
      issuer: { id: 'http://academy.test/v1/credentials/issuer', type: ['Profile'] },
      credentialSubject: {
        type: ['AchievementSubject'],
        name: 'Verified Holder',
        achievement: { type: ['Achievement'], name: certificate.title },
      },
      credentialStatus: {
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListCredential: 'http://academy.test/v1/credentials/status/revocation',
      },
    });
    expect(payload.nbf).toBe(Math.floor(new Date(certificate.issuedAt).getTime() / 1000));
    expect(JSON.stringify(payload)).not.toContain('@example.com');
    expect(JSON.stringify(payload)).not.toMatch(/@academy\.test|"email"/);

    // The issuer profile publishes the same key.
    const issuer = await t.app.inject({ method: 'GET', url: '/v1/credentials/issuer' });
    const profile = issuer.json<{ verificationMethod: { publicKeyJwk: JWK }[] }>();
    expect(profile.verificationMethod[0]?.publicKeyJwk.kid).toBe(header.kid);
  });

  it("names the holder by a salted SHA-256 of their e-mail, a salt of each credential's own", async () => {
    const { student, certificate } = await certifiedStudent('Identified Holder');
    const jwt = await credentialOf(certificate.verificationCode);
    const { credentialSubject } = decodeJwt(jwt) as {
      credentialSubject: { id?: string; identifier: { salt: string; identityHash: string }[] };
    };
    expect(credentialSubject.id).toBeUndefined();
    expect(credentialSubject.identifier).toHaveLength(1);
    const [identifier] = credentialSubject.identifier;
    const salt = identifier?.salt ?? '';
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(identifier).toEqual({
      type: 'IdentityObject',
      hashed: true,
      identityType: 'emailAddress',
      identityHash: `sha256$${createHash('sha256').update(`${student.email}${salt}`).digest('hex')}`,
      salt,
    });
    expect(jwt).not.toContain(student.email);

    // The same holder's direction credential hashes the same e-mail with another salt.
    const direction = (await myCertificates(student)).find((c) => c.kind === 'direction');
    const other = decodeJwt(await credentialOf(direction?.verificationCode ?? '')) as {
      credentialSubject: { identifier: { salt: string; identityHash: string }[] };
    };
    expect(other.credentialSubject.identifier[0]?.salt).not.toBe(salt);
    expect(other.credentialSubject.identifier[0]?.identityHash).not.toBe(identifier?.identityHash);
  });

  it('is the same document on every fetch; a later e-mail change does not alter it', async () => {
    const { student, certificate } = await certifiedStudent('Moving Holder');
    const first = await credentialOf(certificate.verificationCode);
    expect(await credentialOf(certificate.verificationCode)).toBe(first);

    const newEmail = `moved-${student.id}@example.com`;
    await t.app.db.update(users).set({ email: newEmail }).where(eq(users.id, student.id));
    const after = await credentialOf(certificate.verificationCode);
    expect(after).toBe(first);
    // It still names the e-mail the holder had when it was issued, and only that one.
    const credential = await conformingCredential(t.app, after);
    expect(identifiersMatchingEmail(credential, student.email)).toHaveLength(1);
    expect(identifiersMatchingEmail(credential, newEmail)).toEqual([]);
  });

  it('fails once its payload is changed', async () => {
    const { certificate } = await certifiedStudent('Honest Holder');
    const jwt = await credentialOf(certificate.verificationCode);
    const [head, body, signature] = jwt.split('.');
    const claims = decodeJwt(jwt) as { credentialSubject: { name: string } };
    claims.credentialSubject.name = 'Someone Else';
    const forged = `${head}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect(body).not.toBe(forged.split('.')[1]);
    await expect(jwtVerify(forged, await jwksOf())).rejects.toThrow();
  });

  it('the status list is at least 16 KB and shows the bit once revoked', async () => {
    const { certificate } = await certifiedStudent('Soon Revoked');
    const jwt = await credentialOf(certificate.verificationCode);
    const index = Number(
      (decodeJwt(jwt) as { credentialStatus: { statusListIndex: string } }).credentialStatus
        .statusListIndex,
    );
    const before = await statusList();
    expect(before.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
    const encoded = before.credentialSubject.encodedList;
    expect(encoded.startsWith('u')).toBe(true);
    expect(statusListBit(encoded, index)).toBe(false);
    expect(statusListBit(encoded, 16 * 1024 * 8 - 1)).toBe(false);

    expect((await revoke(admin, certificate.id)).statusCode).toBe(200);
    expect(statusListBit((await statusList()).credentialSubject.encodedList, index)).toBe(true);
  });
});

describe('the status list encoding', () => {
  it('sets the bits of revoked positions, the first bit the most significant', () => {
    const encoded = encodeStatusList([0, 9, 131_071]);
    const bits = [0, 1, 8, 9, 10, 131_071].map((index) => statusListBit(encoded, index));
    expect(bits).toEqual([true, false, false, true, false, true]);
  });

  it('grows past 16 KB when positions do', () => {
    const far = STATUS_LIST_MIN_BITS + 20;
    const encoded = encodeStatusList([far]);
    expect(statusListBit(encoded, far)).toBe(true);
    expect(statusListBit(encoded, far - 1)).toBe(false);
  });
});

describe('verification by code', () => {
  it('tells what anyone may know, with the credential checked now', async () => {
    const { certificate } = await certifiedStudent('Public Holder');
    const response = await verify(certificate.verificationCode.toLowerCase());
    expect(response.statusCode).toBe(200);
    const body = response.json<CertificateVerification>();
    expect(body).toEqual({
      verificationCode: certificate.verificationCode,
      status: 'valid',
      holderName: 'Public Holder',
      kind: 'subject',
      title: certificate.title,
      directionTitle: 'Test Direction',
      issuedAt: certificate.issuedAt,
      revokedAt: null,
      issuer: { name: 'Academy', url: 'http://academy.test' },
      credential: {
        signatureValid: true,
        revokedInStatusList: false,
        url: `http://academy.test/v1/credentials/${certificate.verificationCode}`,
      },
    });
    expect(response.body).not.toMatch(/"(userId|email|id)"/);
  });

  it('a tampered stored credential shows as not valid', async () => {
    const { certificate } = await certifiedStudent('Tampered Holder');
    const [row] = await t.app.db
      .select({ credential: certificates.credential })
      .from(certificates)
      .where(eq(certificates.id, certificate.id));
    const [head, , signature] = (row?.credential ?? '').split('.');
    const other = Buffer.from(JSON.stringify({ jti: `urn:uuid:${certificate.id}` })).toString(
      'base64url',
    );
    await t.app.db
      .update(certificates)
      .set({ credential: `${head}.${other}.${signature}` })
      .where(eq(certificates.id, certificate.id));
    const body = (await verify(certificate.verificationCode)).json<CertificateVerification>();
    expect(body.credential.signatureValid).toBe(false);
  });

  it.each(['ABCD-EFGH-JKMN', 'not-a-code', 'IIII-OOOO-1111'])(
    'an unknown or malformed code (%s) is a bare 404',
    async (code) => {
      for (const url of [`/v1/verify/${code}`, `/v1/credentials/${code}`]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ statusCode: 404, message: 'ERR_CERTIFICATE_NOT_FOUND' });
      }
    },
  );

  it('is limited per address like the other public checks', async () => {
    const limited = await buildTestApp({ rateLimit: { checkPerMinute: 2 } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'GET',
          url: '/v1/verify/ABCD-EFGH-JKMN',
          remoteAddress: '10.0.3.1',
        });
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('revocation', () => {
  it('an admin revokes once, with a reason; the verification then says revoked', async () => {
    const { certificate } = await certifiedStudent('Revoked Holder');
    const missingReason = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/certificates/${certificate.id}/revocation`,
      headers: admin.headers,
      payload: {},
    });
    expect(missingReason.statusCode).toBe(400);

    const response = await revoke(admin, certificate.id, 'Plagiarised mini project');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CertificateVerification>();
    expect(body.status).toBe('revoked');
    expect(body.revokedAt).not.toBeNull();
    expect(body.credential).toMatchObject({ signatureValid: true, revokedInStatusList: true });

    const [row] = await t.app.db
      .select()
      .from(certificates)
      .where(eq(certificates.id, certificate.id));
    expect(row).toMatchObject({
      revokedBy: admin.id,
      revocationReason: 'Plagiarised mini project',
    });

    // The audit entry was written in the revocation's transaction; the refused second one writes none.
    const entries = () =>
      t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'certificate'), eq(auditLog.entityId, certificate.id)));
    expect(await entries()).toMatchObject([
      {
        actorId: admin.id,
        action: 'revoke',
        before: { revokedAt: null, revocationReason: null },
        after: { revokedAt: body.revokedAt, revocationReason: 'Plagiarised mini project' },
      },
    ]);

    const again = await revoke(admin, certificate.id);
    expect(again.statusCode).toBe(409);
    expect(await entries()).toHaveLength(1);
    expect(again.json()).toEqual({ statusCode: 409, message: 'ERR_CERTIFICATE_ALREADY_REVOKED' });

    // One audit entry, by the admin, with the revocation before and after; none for the 409.
    const audit = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/audit?entityType=certificate&entityId=${certificate.id}`,
      headers: admin.headers,
    });
    expect(audit.json()).toMatchObject({
      total: 1,
      items: [
        {
          action: 'revoke',
          actor: { id: admin.id },
          before: { revokedAt: null, revocationReason: null },
          after: {
            revokedAt: body.revokedAt,
            revokedBy: admin.id,
            revocationReason: 'Plagiarised mini project',
          },
        },
      ],
    });

    const verified = (await verify(certificate.verificationCode)).json<CertificateVerification>();
    expect(verified).toMatchObject({ status: 'revoked', revokedAt: body.revokedAt });
  });

  it("revokes the direction's certificate with its only subject's, in one call", async () => {
    const { student, certificate } = await certifiedStudent('Only Subject Holder');
    const direction = (await myCertificates(student)).find((c) => c.kind === 'direction');
    if (!direction) throw new Error('No direction certificate');
    // Without asking, the direction's stays valid.
    const alone = await certifiedStudent('Subject Alone');
    expect((await revoke(admin, alone.certificate.id)).statusCode).toBe(200);
    expect(
      (await myCertificates(alone.student)).find((c) => c.kind === 'direction')?.revokedAt,
    ).toBeNull();

    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/certificates/${certificate.id}/revocation`,
      headers: admin.headers,
      payload: { reason: 'Exam fraud', alsoDirection: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await rowsOf(student.id);
    expect(rows.map((row) => [row.kind, row.revocationReason]).toSorted()).toEqual([
      ['direction', 'Exam fraud'],
      ['subject', 'Exam fraud'],
    ]);
    const verified = (await verify(direction.verificationCode)).json<CertificateVerification>();
    expect(verified.status).toBe('revoked');
  });

  it('students and mentors are refused; an unknown certificate is 404', async () => {
    const { student, certificate } = await certifiedStudent('Kept Holder');
    expect((await revoke(student, certificate.id)).statusCode).toBe(403);
    expect((await revoke(mentor, certificate.id)).statusCode).toBe(403);
    const unknown = await revoke(admin, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the signing key', () => {
  it('is kept in DATA_DIR and survives a restart: old credentials still verify', async () => {
    const { certificate } = await certifiedStudent('Lasting Holder');
    const jwt = (
      await t.app.inject({ method: 'GET', url: `/v1/credentials/${certificate.verificationCode}` })
    ).body;
    const again = await buildTestApp({ dataDir: t.config.dataDir });
    try {
      const keys = (await again.app.inject({ method: 'GET', url: '/v1/credentials/jwks' })).json<{
        keys: JWK[];
      }>();
      await expect(jwtVerify(jwt, createLocalJWKSet(keys))).resolves.toBeTruthy();
    } finally {
      await again.close();
    }
  });
});
