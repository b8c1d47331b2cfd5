/*
 * Values that must not repeat: e-mail addresses and phone numbers of applicants registered
 * against one database (a test file's) or one running server (the browser journeys, run
 * after run). A per-process counter keeps them apart within a run; a random start keeps
 * runs and parallel workers apart.
 */

const start = globalThis.crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
let counter = 0;

const next = () => {
  counter += 1;
  return start + counter;
};

/** An address nobody else has: `<prefix>-<unique>@<domain>`. */
export function uniqueEmail(prefix = 'applicant', domain = 'academy.test'): string {
  return `${prefix}-${next().toString(36)}-${Date.now().toString(36)}@${domain}`;
}

/** An Armenian mobile number (+374 91 …) in E.164 that nobody else has, as far as it can be. */
export function uniqueArmenianMobile(): string {
  return `+37491${String(next() % 1_000_000).padStart(6, '0')}`;
}
