/** The demo student the server seeds into a fresh database (apps/api/src/db/seed.ts). */
export const DEMO_STUDENT = { email: 'student@academy.test', password: 'Student#2026' };

/**
 * A student's authorization header, from a login: the demo student's by default; the
 * generated students take the demo password too (dataset.ts).
 */
export async function demoStudentHeaders(
  base: string,
  email: string = DEMO_STUDENT.email,
): Promise<Record<string, string>> {
  const response = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_STUDENT.password }),
  });
  if (!response.ok) throw new Error(`${email}: login failed: ${response.status}`);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}
