import {
  type ApplicantInformation,
  applicantInformationSchema,
  type CourseType,
  courseTypeSchema,
  isoDateTimeSchema,
  SIGN_UP_STORAGE_KEY,
} from '@academy/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The applicant entity of spec §3, kept while the sign-up wizard runs. */
export interface SignUpProgress {
  applicantInformation: ApplicantInformation | null;
  courseType: CourseType | null;
  /** The chosen exam slot, an ISO date-time. */
  testDateTime: string | null;
}

interface SignUpStore extends SignUpProgress {
  setApplicantInformation: (applicantInformation: ApplicantInformation) => void;
  setCourseType: (courseType: CourseType) => void;
  setTestDateTime: (testDateTime: string) => void;
  reset: () => void;
}

const emptyProgress: SignUpProgress = {
  applicantInformation: null,
  courseType: null,
  testDateTime: null,
};

/*
 * Stored data is read back through the shared schemas: whatever an older release (or a hand
 * edit) left in local storage, the wizard only ever sees values its steps could have produced.
 */
function restore(stored: unknown): SignUpProgress {
  if (typeof stored !== 'object' || stored === null) return emptyProgress;
  const value = stored as Record<string, unknown>;
  const information = applicantInformationSchema().safeParse(value.applicantInformation);
  const courseType = courseTypeSchema.safeParse(value.courseType);
  const testDateTime = isoDateTimeSchema.safeParse(value.testDateTime);
  return {
    applicantInformation: information.success ? information.data : null,
    courseType: courseType.success ? courseType.data : null,
    testDateTime: testDateTime.success ? testDateTime.data : null,
  };
}

/** The sign-up progress, persisted in local storage under one key (spec §2, §9). */
export const useSignUpStore = create<SignUpStore>()(
  persist(
    (set) => ({
      ...emptyProgress,
      setApplicantInformation: (applicantInformation) => set({ applicantInformation }),
      setCourseType: (courseType) => set({ courseType }),
      setTestDateTime: (testDateTime) => set({ testDateTime }),
      reset: () => set(emptyProgress),
    }),
    {
      name: SIGN_UP_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ applicantInformation, courseType, testDateTime }): SignUpProgress => ({
        applicantInformation,
        courseType,
        testDateTime,
      }),
      merge: (stored, current) => ({ ...current, ...restore(stored) }),
    },
  ),
);

/** The wizard's steps after the first, each needing the ones before it. */
export type SignUpStep = 'courseFormat' | 'examDate' | 'examConfirmation';

export function isSignUpStepOpen(step: SignUpStep, progress: SignUpProgress): boolean {
  const agreed = progress.applicantInformation?.agreement === true;
  const withCourse = agreed && progress.courseType !== null;
  switch (step) {
    case 'courseFormat':
      return agreed;
    case 'examDate':
      return withCourse;
    case 'examConfirmation':
      return withCourse && progress.testDateTime !== null;
  }
}

export function canOpenSignUpStep(step: SignUpStep): boolean {
  return isSignUpStepOpen(step, useSignUpStore.getState());
}
