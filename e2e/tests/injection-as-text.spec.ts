import {
  type AdminApplicant,
  type AdminTask,
  API_BASE_PATH,
  type ApplicantListResponse,
  type Certificate,
  type CreatedChapterItem,
  paths,
  type ReviewQueueResponse,
  type TaskResponse,
  type UploadedFile,
} from '@academy/contracts';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { logIn } from '../support/accounts';
import { apiToken, demoAdmin, logInAsStaff, registerApplicant } from '../support/staff';

/*
 * Every text a user gives is stored as given and shown as text: answers are serialised
 * through their schemas (ARCHITECTURE.md, "Endpoints"), the web app renders them as React
 * text, and Markdown goes through the sanitising renderer the lecture screen and the editors'
 * preview share (ARCHITECTURE.md, "Content editors"). An admin writes
 * SQL- and script-injection strings into a direction's content, an applicant registers with
 * a name full of apostrophes, the admin admits them with an injected exam comment, the
 * student answers and uploads with injected texts and file names, and the reviews, a
 * rejection and a revocation carry injected comments. Set up through the API; then every
 * screen that shows them is opened, and each must show the exact strings as text, hold no
 * element they would have made, and have run none of their code.
 */

/** Each one sets `window.__pwned` if it ever runs as markup or code. */
const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=1</script>';
const SVG = '"><svg onload=window.__pwned=1>';
const SQL = "'; drop table users; --";
const TEMPLATE = '{{7*7}}';
const JS_LINK = 'javascript:window.__pwned=1';

const run = Date.now().toString(36);
/** Names take letters only (contracts' `fullNamePattern`): the apostrophes are the SQL part. */
const letters = [...run].map((ch) => String.fromCharCode(97 + (Number.parseInt(ch, 36) % 26)));
const studentName = `Zoë O'Brien-D'Arcy ${letters.join('')}`;
const rejectedName = `Liam O'Connor ${letters.join('')}`;

const text = {
  direction: `Direction ${run} ${IMG} ${TEMPLATE}`,
  directionDescription: `About the direction ${SCRIPT} ${SQL}`,
  subject: `Subject ${SVG} ${SQL}`,
  subjectDescription: `About the subject ${IMG} ${TEMPLATE}`,
  chapter: `Chapter ${SCRIPT} ${TEMPLATE}`,
  lecture: `Lecture ${IMG} ${SQL}`,
  attachment: `Notes ${SVG} ${SQL}.txt`,
  test: `Test ${SVG} ${TEMPLATE}`,
  testDescription: `About the test ${IMG} ${SQL}`,
  choiceQuestion: `Choice ${SCRIPT} ${SQL}`,
  rightOption: `Right ${IMG}`,
  wrongOption: `Wrong ${SVG}`,
  textQuestion: `Explain ${TEMPLATE} ${IMG}`,
  textAnswer: `My answer ${SCRIPT} ${SQL} ${TEMPLATE}`,
  project: `Project ${SCRIPT} ${SQL}`,
  projectTextQuestion: `Describe ${IMG} ${TEMPLATE}`,
  projectFileQuestion: `Upload ${SVG}`,
  projectAnswer: `Project answer ${IMG} ${SVG}`,
  // No double quote: the multipart header would carry it percent-encoded.
  uploadName: '<img src=x onerror=window.__pwned=1>.txt',
  taskComment: `Task comment ${SVG} ${SQL}`,
  projectComment: `Project comment ${IMG} ${TEMPLATE}`,
  examComment: `Exam comment ${SCRIPT} ${SQL}`,
  rejectionReason: `Reason ${IMG} ${SQL}`,
  revocationReason: `Revoked ${SVG} ${TEMPLATE}`,
} as const;

/** Markdown with the strings in code (shown as written), as raw HTML and as a link (neither may run). */
const markdown = (title: string) =>
  [
    `## ${title} ${TEMPLATE}`,
    '',
    `Written as code: \`${IMG}\` and \`${SCRIPT}\` and \`${SVG}\`.`,
    '',
    IMG,
    '',
    SCRIPT,
    '',
    `Inline ${SVG} and ${SQL}.`,
    '',
    `[Open the exercise](${JS_LINK})`,
  ].join('\n');
const lectureMarkdown = markdown('Lecture heading');
const briefMarkdown = markdown('Brief heading');
/** What the Markdown screens must show of it. */
const markdownShows = (title: string) => [`${title} ${TEMPLATE}`, IMG, SCRIPT, SVG];

const studentPassword = 'Injection#2026';
/** The editors' Markdown preview. */
const preview = 'Preview, as students see it';

test.use({ actionTimeout: 15_000 });

/** An API call that must succeed; answers its JSON body (null when it has none). */
async function call<T = unknown>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  token: string | null,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`${API_BASE_PATH}${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  const body = await response.text();
  return (body ? JSON.parse(body) : null) as T;
}

/** A file sent as the browser's form would, in the multipart field `file`. */
async function upload<T>(request: APIRequestContext, path: string, token: string, name: string) {
  const response = await request.post(`${API_BASE_PATH}${path}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      file: { name, mimeType: 'text/plain', buffer: Buffer.from('Plain notes.\n') },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

const htmlEntities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The text of the newest mail to `to` containing `needle`, from the development mailbox. */
async function mailText(request: APIRequestContext, to: string, needle: string) {
  const page = await (await request.get('/dev/mailbox')).text();
  const texts = page
    .split('<article')
    .filter((article) => article.includes(`data-field="to">${to}</span>`))
    .map((article) => /<pre[^>]*>([\s\S]*?)<\/pre>/.exec(article)?.[1] ?? '')
    .map((pre) =>
      pre.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (entity) => {
        return htmlEntities[entity] ?? entity;
      }),
    );
  const mail = texts.find((candidate) => candidate.includes(needle));
  expect(mail, `a mail to ${to} with ${needle}`).toBeTruthy();
  return mail ?? '';
}

/** Elements or attributes an injected string would have made, as HTML. */
const injectedElements = (page: Page) =>
  page.evaluate(() =>
    [
      ...Array.from(
        document.querySelectorAll(
          'img[src="x"], svg[onload], [onerror], [onload], a[href^="javascript:" i], iframe[srcdoc]',
        ),
      ),
      ...Array.from(document.scripts).filter((script) => script.textContent?.includes('__pwned')),
    ].map((element) => element.outerHTML),
  );

/** Dialogs any page opened (alert, confirm, prompt): an injection that ran. */
const dialogs: string[] = [];

/**
 * Shows each text as text (within `root`, the whole page by default), holds nothing the
 * strings would have made, and ran none of them.
 */
async function expectSafe(
  page: Page,
  texts: readonly string[],
  screen: string,
  root: Page | Locator = page,
) {
  for (const shown of texts) {
    await expect(root.getByText(shown).first(), `${screen} shows ${shown}`).toBeVisible();
  }
  expect(await injectedElements(page), `${screen}: injected elements`).toEqual([]);
  expect(
    await page.evaluate(() => (window as { __pwned?: unknown }).__pwned),
    `${screen}: injected code ran`,
  ).toBeUndefined();
  expect(dialogs, `${screen}: dialogs opened`).toEqual([]);
}

/** The form fields hold the strings exactly as written. */
async function expectFieldValues(page: Page, values: readonly string[], screen: string) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('input, textarea')).map(
            (field) => (field as HTMLInputElement | HTMLTextAreaElement).value,
          ),
        ),
      { message: `${screen}: the fields' values` },
    )
    .toEqual(expect.arrayContaining([...values]));
}

/**
 * Opens a screen: its texts shown as text (within the region named `within`, if given), its
 * form fields holding `values` as written.
 */
async function visit(
  page: Page,
  path: string,
  texts: readonly string[],
  fields: { values?: readonly string[]; within?: string } = {},
) {
  await page.goto(path);
  const root = fields.within ? page.getByRole('region', { name: fields.within }) : page;
  await expectSafe(page, texts, path, root);
  if (fields.values) await expectFieldValues(page, fields.values, path);
}

test('injection strings are stored as given and shown as text on every screen', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);

  // ---- The admin's content, through the API.
  const admin = await apiToken(request, demoAdmin);
  const direction = await call<{ id: number }>(request, 'POST', '/admin/directions', admin, {
    title: text.direction,
    description: text.directionDescription,
  });
  const subject = await call<{ id: number }>(
    request,
    'POST',
    `/admin/directions/${direction.id}/subjects`,
    admin,
    { title: text.subject, description: text.subjectDescription },
  );
  const chapter = await call<{ id: number }>(
    request,
    'POST',
    `/admin/subjects/${subject.id}/chapters`,
    admin,
    { title: text.chapter },
  );
  const newItem = (kind: string, title: string) =>
    call<CreatedChapterItem>(request, 'POST', `/admin/chapters/${chapter.id}/${kind}`, admin, {
      title,
    });
  const lecture = await newItem('lectures', text.lecture);
  const task = await newItem('tasks', text.test);
  const project = await newItem('mini-projects', text.project);

  await call(request, 'PUT', `/admin/lectures/${lecture.id}`, admin, {
    revision: 1,
    title: text.lecture,
    content: lectureMarkdown,
    videoUrl: null,
  });
  const attachment = await upload<{ id: number }>(
    request,
    `/admin/lectures/${lecture.id}/attachments`,
    admin,
    'notes.txt',
  );
  await call(
    request,
    'PATCH',
    `/admin/lectures/${lecture.id}/attachments/${attachment.id}`,
    admin,
    {
      name: text.attachment,
    },
  );
  const savedTask = await call<AdminTask>(request, 'PUT', `/admin/tasks/${task.id}`, admin, {
    revision: 1,
    title: text.test,
    description: text.testDescription,
    passPercent: 50,
    dueDays: 30,
    questions: [
      {
        text: text.choiceQuestion,
        answerType: 'single',
        points: 1,
        answers: [
          { text: text.rightOption, isCorrect: true },
          { text: text.wrongOption, isCorrect: false },
        ],
      },
      { text: text.textQuestion, answerType: 'text', points: 1, answers: [] },
    ],
  });
  const savedProject = await call<{ questions: { id: number; answerType: string }[] }>(
    request,
    'PUT',
    `/admin/mini-projects/${project.id}`,
    admin,
    {
      revision: 1,
      title: text.project,
      description: briefMarkdown,
      dueDays: 30,
      questions: [
        { text: text.projectTextQuestion, answerType: 'text' },
        { text: text.projectFileQuestion, answerType: 'file' },
      ],
    },
  );
  for (const path of [
    `/admin/directions/${direction.id}`,
    `/admin/subjects/${subject.id}`,
    `/admin/chapters/${chapter.id}`,
    `/admin/lectures/${lecture.id}`,
    `/admin/tasks/${task.id}`,
    `/admin/mini-projects/${project.id}`,
  ]) {
    await call(request, 'PUT', `${path}/status`, admin, { status: 'published' });
  }

  // ---- An applicant with apostrophes in the name, admitted with an injected exam comment;
  // another rejected with an injected reason.
  const applicant = await registerApplicant(request, {
    fullName: studentName,
    university: "Tom & Jerry's O'Reilly Institute",
    faculty: "St. Mary's Arts & Sciences",
    city: 'Saint-Jean',
  });
  const rejected = await registerApplicant(request, { fullName: rejectedName });
  const verificationMail = await mailText(request, applicant.email, '/auth/verification?token=');
  const verificationToken = /\/auth\/verification\?token=([^\s"<&]+)/.exec(verificationMail)?.[1];
  await call(
    request,
    'POST',
    '/auth/verification',
    decodeURIComponent(verificationToken ?? ''),
    {},
  );
  const applicantId = async (email: string) => {
    const list = await call<ApplicantListResponse>(
      request,
      'GET',
      `/admin/applicants?search=${encodeURIComponent(email)}`,
      admin,
    );
    expect(list.items).toHaveLength(1);
    return list.items[0] as ApplicantListResponse['items'][number];
  };
  const admitted = await applicantId(applicant.email);
  const stored = await call<AdminApplicant>(
    request,
    'POST',
    `/admin/applicants/${admitted.id}/exam-result`,
    admin,
    { score: 90, passed: true, comment: text.examComment },
  );
  // Stored byte for byte.
  expect(stored.exam?.comment).toBe(text.examComment);
  expect(stored.fullName).toBe(studentName);
  await call(request, 'POST', `/admin/applicants/${admitted.id}/admission`, admin, {
    directionId: direction.id,
  });
  const refused = await applicantId(rejected.email);
  await call(request, 'POST', `/admin/applicants/${refused.id}/rejection`, admin, {
    reason: text.rejectionReason,
  });

  // ---- The new student sets a password and does the work, with injected answers.
  const admission = await mailText(request, applicant.email, 'Temporary password: ');
  const temporary = /Temporary password: (\S+)/.exec(admission)?.[1] ?? '';
  const temporaryLogin = await call<{ accessToken: string }>(request, 'POST', '/auth/login', null, {
    email: applicant.email,
    password: temporary,
  });
  const session = await call<{ accessToken: string }>(
    request,
    'POST',
    '/auth/set-password',
    temporaryLogin.accessToken,
    { password: studentPassword, confirmPassword: studentPassword },
  );
  const student = session.accessToken;

  // The student's own screens before any work: the directions, the homework, the subject, the lecture.
  const studentPage = await (await browser.newContext()).newPage();
  const adminPage = await (await browser.newContext()).newPage();
  for (const page of [studentPage, adminPage]) {
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
  }
  await logIn(studentPage, {
    email: applicant.email,
    password: studentPassword,
    fullName: studentName,
  });
  await expectSafe(studentPage, [text.direction, text.subject], paths.student.dashboard);
  await visit(studentPage, paths.student.homework(subject.id), [
    text.subject,
    text.chapter,
    text.test,
    text.project,
  ]);
  await visit(studentPage, paths.student.subject(subject.id), [
    text.subject,
    text.subjectDescription,
    text.chapter,
    text.lecture,
    text.test,
    text.project,
  ]);
  await visit(studentPage, paths.student.lecture(lecture.id), [
    text.lecture,
    text.attachment,
    ...markdownShows('Lecture heading'),
  ]);
  await expect(studentPage.getByText('Open the exercise')).toBeVisible();

  await call(request, 'PATCH', `/lectures/${lecture.id}`, student, { status: 'completed' });
  const [choice, free] = savedTask.questions as [
    AdminTask['questions'][0],
    AdminTask['questions'][0],
  ];
  const right = choice.answers.find((answer) => answer.isCorrect);
  const attempt = await call<TaskResponse>(request, 'POST', '/questions/task-answer', student, {
    taskId: task.id,
    answers: [
      { questionId: choice.id, answerIds: [right?.id ?? 0] },
      { questionId: free.id, answerIds: [], answerText: text.textAnswer },
    ],
  });
  expect(attempt.assignment?.reviewStatus).toBe('not_checked_yet');
  const file = await upload<UploadedFile>(
    request,
    `/mini-projects/${project.id}/files`,
    student,
    text.uploadName,
  );
  expect(file.name).toBe(text.uploadName);
  const [textQuestion, fileQuestion] = savedProject.questions;
  await call(request, 'PATCH', `/mini-projects/${project.id}`, student, {
    githubLink: 'https://github.com/injection/as-text',
    answers: [
      { questionId: textQuestion?.id, answerText: text.projectAnswer },
      { questionId: fileQuestion?.id, fileId: file.id },
    ],
  });

  // ---- Staff: the review queue and both pieces of work while they wait.
  await logInAsStaff(adminPage, demoAdmin);
  const queue = await call<ReviewQueueResponse>(
    request,
    'GET',
    `/admin/reviews?search=${encodeURIComponent(applicant.email)}`,
    admin,
  );
  const waitingTask = queue.items.find((item) => item.kind === 'task');
  const waitingProject = queue.items.find((item) => item.kind === 'mini-project');
  expect(waitingTask && waitingProject, 'both wait for review').toBeTruthy();
  await visit(adminPage, paths.admin.reviews, [text.test, text.project, studentName]);
  await visit(adminPage, paths.admin.reviewTask(waitingTask?.id ?? 0), [
    text.test,
    studentName,
    text.choiceQuestion,
    text.rightOption,
    text.wrongOption,
    text.textQuestion,
    text.textAnswer,
  ]);
  await visit(adminPage, paths.admin.reviewMiniProject(waitingProject?.id ?? 0), [
    text.project,
    studentName,
    text.projectTextQuestion,
    text.projectFileQuestion,
    text.projectAnswer,
    text.uploadName,
  ]);

  // Passed with injected comments: the subject, then the direction, are complete.
  await call(request, 'POST', `/admin/reviews/tasks/${waitingTask?.id}`, admin, {
    verdict: 'passed',
    comment: text.taskComment,
  });
  await call(request, 'POST', `/admin/reviews/mini-projects/${waitingProject?.id}`, admin, {
    verdict: 'passed',
    comment: text.projectComment,
  });
  const certificates = await call<Certificate[]>(request, 'GET', '/students/completion', student);
  const subjectCertificate = certificates.find((certificate) => certificate.kind === 'subject');
  expect(subjectCertificate?.title).toBe(text.subject);

  // ---- The student's screens with the verdicts, the certificates and the public page.
  await visit(studentPage, paths.student.task(task.id), [
    text.test,
    text.testDescription,
    text.choiceQuestion,
    text.rightOption,
    text.wrongOption,
    text.textQuestion,
    text.textAnswer,
    text.taskComment,
  ]);
  await visit(studentPage, paths.student.miniProject(project.id), [
    text.project,
    ...markdownShows('Brief heading'),
    text.projectTextQuestion,
    text.projectFileQuestion,
    text.projectAnswer,
    text.uploadName,
    text.projectComment,
  ]);
  await visit(studentPage, paths.student.certificates, [text.subject, text.direction]);
  await visit(studentPage, paths.student.profile, [studentName, text.direction]);
  await visit(studentPage, paths.verify(subjectCertificate?.verificationCode ?? ''), [
    studentName,
    text.subject,
    text.direction,
  ]);

  // ---- Staff screens: content, editors, applicants, users, audit, dashboard.
  await call(request, 'POST', `/admin/certificates/${subjectCertificate?.id}/revocation`, admin, {
    reason: text.revocationReason,
  });
  await visit(adminPage, `${paths.admin.content}?search=${encodeURIComponent(run)}`, [
    text.direction,
  ]);
  await visit(
    adminPage,
    paths.admin.contentDirection(direction.id),
    [text.direction, text.subject],
    { values: [text.direction, text.directionDescription] },
  );
  await visit(adminPage, paths.admin.contentSubject(subject.id), [
    text.direction,
    text.subject,
    text.chapter,
    text.lecture,
    text.test,
    text.project,
  ]);
  // The editors: the fields hold the strings; the previews render the Markdown safely.
  await visit(adminPage, paths.admin.contentLecture(lecture.id), markdownShows('Lecture heading'), {
    values: [text.lecture, lectureMarkdown],
    within: preview,
  });
  await expectSafe(adminPage, [text.attachment], "the lecture editor's attachments");
  await visit(adminPage, paths.admin.contentTask(task.id), [], {
    values: [
      text.test,
      text.testDescription,
      text.choiceQuestion,
      text.rightOption,
      text.wrongOption,
      text.textQuestion,
    ],
  });
  await visit(
    adminPage,
    paths.admin.contentMiniProject(project.id),
    markdownShows('Brief heading'),
    {
      values: [text.project, briefMarkdown, text.projectTextQuestion, text.projectFileQuestion],
      within: preview,
    },
  );
  await visit(
    adminPage,
    `${paths.admin.applicants}?search=${encodeURIComponent(applicant.email)}`,
    [studentName],
  );
  await visit(adminPage, paths.admin.applicant(admitted.id), [
    studentName,
    text.examComment,
    text.direction,
    "Tom & Jerry's O'Reilly Institute",
    "St. Mary's Arts & Sciences",
  ]);
  await visit(adminPage, paths.admin.applicant(refused.id), [rejectedName, text.rejectionReason]);
  await visit(adminPage, `${paths.admin.users}?search=${encodeURIComponent(applicant.email)}`, [
    studentName,
  ]);
  await visit(adminPage, paths.admin.user(admitted.userId), [
    studentName,
    text.direction,
    text.subject,
    text.revocationReason,
  ]);
  await visit(adminPage, `${paths.admin.audit}?entityType=applicant&entityId=${refused.id}`, []);
  await adminPage
    .getByRole('button', { name: /^Show the change/ })
    .first()
    .click();
  await expectSafe(adminPage, [text.rejectionReason], 'the audit entry');
  await visit(adminPage, paths.admin.root, [text.test]);
});
