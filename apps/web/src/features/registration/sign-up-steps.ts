import { type CourseType, paths } from '@academy/contracts';

/*
 * The sign-up wizard's steps, in order, defined once: the routes, their guards, the progress
 * bar, each step's title and its back and next moves all read this list. It imports nothing
 * but route paths, so the router can hold it without loading the registration code.
 */

/** What the steps need to know of the sign-up progress (the store's state). */
export interface SignUpStepProgress {
  applicantInformation: { agreement: boolean } | null;
  courseType: CourseType | null;
  testDateTime: string | null;
}

export const signUpSteps = [
  {
    key: 'mainInformation',
    path: paths.registration.mainInformation,
    isDone: (progress: SignUpStepProgress) => progress.applicantInformation?.agreement === true,
  },
  {
    key: 'courseFormat',
    path: paths.registration.courseFormat,
    isDone: (progress: SignUpStepProgress) => progress.courseType !== null,
  },
  {
    key: 'examDate',
    path: paths.registration.examDate,
    isDone: (progress: SignUpStepProgress) => progress.testDateTime !== null,
  },
  {
    // Done only by registering, which ends the wizard.
    key: 'examConfirmation',
    path: paths.registration.examConfirmation,
    isDone: () => false,
  },
] as const;

export type SignUpStep = (typeof signUpSteps)[number]['key'];

const indexOf = (step: SignUpStep) => signUpSteps.findIndex((candidate) => candidate.key === step);

/** A step opens only when every step before it is done. */
export function isSignUpStepOpen(step: SignUpStep, progress: SignUpStepProgress): boolean {
  return signUpSteps.slice(0, indexOf(step)).every((before) => before.isDone(progress));
}

/** The route of the step before `step`; null for the first. */
export function previousSignUpStepPath(step: SignUpStep): string | null {
  return signUpSteps[indexOf(step) - 1]?.path ?? null;
}

/** The route that follows `step`: the next step, or after the last the check-email screen. */
export function nextSignUpStepPath(step: SignUpStep): string {
  return signUpSteps[indexOf(step) + 1]?.path ?? paths.registration.checkEmail;
}

/** The position (0-based) of the step a route shows; -1 when it shows none. */
export function signUpStepIndexAt(pathname: string): number {
  return signUpSteps.findIndex((step) => step.path === pathname);
}
