import {
  API_BASE_PATH,
  type MiniProjectResponse,
  type MyHomeworkResponse,
  type UploadedFile,
} from '@academy/contracts';
import { type APIRequestContext, expect } from '@playwright/test';

/** A call to the API with a bearer token that must succeed; answers the body. */
export async function apiCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  token: string,
  data?: unknown,
  multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }>,
): Promise<T> {
  const response = await request.fetch(`${API_BASE_PATH}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(multipart ? { multipart } : data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/**
 * The student (by their token) submits the first mini project of their homework through the
 * API, every question answered (a file where one is asked for). Answers the project as it
 * was, and the new submission's id, for a mentor to review.
 */
export async function submitFirstMiniProject(
  request: APIRequestContext,
  studentToken: string,
  githubLink: string,
): Promise<{ project: MiniProjectResponse; submissionId: number }> {
  const homework = await apiCall<MyHomeworkResponse>(request, 'GET', '/homework', studentToken);
  const item = homework.items.find((entry) => entry.kind === 'mini-project');
  expect(item, 'a mini project to submit').toBeTruthy();
  const projectId = item?.id ?? 0;
  const project = await apiCall<MiniProjectResponse>(
    request,
    'GET',
    `/mini-projects/${projectId}`,
    studentToken,
  );
  const answers = [];
  for (const question of project.questions) {
    if (question.answerType === 'file') {
      const file = await apiCall<UploadedFile>(
        request,
        'POST',
        `/mini-projects/${projectId}/files`,
        studentToken,
        undefined,
        { file: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('My notes') } },
      );
      answers.push({ questionId: question.id, fileId: file.id });
    } else {
      answers.push({ questionId: question.id, answerText: 'Built it with flexbox' });
    }
  }
  const submitted = await apiCall<MiniProjectResponse>(
    request,
    'PATCH',
    `/mini-projects/${projectId}`,
    studentToken,
    { githubLink, answers },
  );
  return { project, submissionId: submitted.submissions[0]?.id ?? 0 };
}
