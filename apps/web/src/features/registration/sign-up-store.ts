import {
  type ApplicantInformation,
  type CourseType,
  courseTypeSchema,
  isoDateTimeSchema,
  SIGN_UP_STORAGE_KEY,
} from '@academy/contracts';
import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isSignUpStepOpen, type SignUpStep } from './sign-up-steps';

/**
 * What the first step's form holds while the applicant types: any text, not yet valid.
 * Kept so a refresh never loses what was typed.
 */
export interface ApplicantDraft {
  fullName: string;
  email: string;
  phone: string;
  occupation: string;
  university: string;
  faculty: string;
  countryId: string;
  city: string;
  englishLevel: string;
  agreement: boolean;
}

/** The applicant, kept while the sign-up wizard runs. */
export interface SignUpProgress {
  applicantInformation: ApplicantInformation | null;
  courseType: CourseType | null;
  /** The chosen exam slot, an ISO date-time. */
  testDateTime: string | null;
  /** The first step's unfinished form. */
  draft: ApplicantDraft | null;
}

interface SignUpStore extends SignUpProgress {
  setApplicantInformation: (applicantInformation: ApplicantInformation) => void;
  setCourseType: (courseType: CourseType) => void;
  setTestDateTime: (testDateTime: string | null) => void;
  setDraft: (draft: ApplicantDraft) => void;
  reset: () => void;
}

const emptyProgress: SignUpProgress = {
  applicantInformation: null,
  courseType: null,
  testDateTime: null,
  draft: null,
};

/** Generous bounds: a draft is unchecked input, but a hand-edited storage value stays small. */
const draftText = z.string().max(1000).catch('');
const applicantDraftSchema = z.object({
  fullName: draftText,
  email: draftText,
  phone: draftText,
  occupation: draftText,
  university: draftText,
  faculty: draftText,
  countryId: draftText,
  city: draftText,
  englishLevel: draftText,
  agreement: z.boolean().catch(false),
});

/** The shared applicant rules, loaded only when stored applicant information is read back. */
let applicantRules: typeof import('./applicant-rules') | null = null;

/*
 * Stored data is read back through the shared schemas: whatever an older release (or a hand
 * edit) left in local storage, the wizard only ever sees values its steps could have produced.
 */
function restore(stored: unknown): SignUpProgress {
  if (typeof stored !== 'object' || stored === null) return emptyProgress;
  const value = stored as Record<string, unknown>;
  const information = applicantRules?.restoreApplicantInformation(value.applicantInformation);
  const courseType = courseTypeSchema.safeParse(value.courseType);
  const testDateTime = isoDateTimeSchema.safeParse(value.testDateTime);
  const draft = applicantDraftSchema.safeParse(value.draft);
  return {
    applicantInformation: information ?? null,
    courseType: courseType.success ? courseType.data : null,
    testDateTime: testDateTime.success ? testDateTime.data : null,
    draft: draft.success ? draft.data : null,
  };
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Local storage. When it holds applicant information, reading it back waits for the shared
 * rules (and libphonenumber-js's metadata) it is checked with; otherwise, as on a first
 * visit, nothing more loads and the store is ready at once.
 */
const signUpStorage = {
  getItem(name: string): string | null | Promise<string | null> {
    const stored = localStorageOrNull()?.getItem(name) ?? null;
    if (stored === null || applicantRules || !/"applicantInformation"\s*:\s*\{/.test(stored)) {
      return stored;
    }
    return import('./applicant-rules').then((rules) => {
      applicantRules = rules;
      return stored;
    });
  },
  setItem: (name: string, value: string) => localStorageOrNull()?.setItem(name, value),
  removeItem: (name: string) => localStorageOrNull()?.removeItem(name),
};

/** The sign-up progress, persisted in local storage under one key. */
export const useSignUpStore = create<SignUpStore>()(
  persist(
    (set) => ({
      ...emptyProgress,
      // A finished first step replaces its draft: the form reopens from the saved answers.
      setApplicantInformation: (applicantInformation) => set({ applicantInformation, draft: null }),
      setCourseType: (courseType) => set({ courseType }),
      setTestDateTime: (testDateTime) => set({ testDateTime }),
      setDraft: (draft) => set({ draft }),
      reset: () => set(emptyProgress),
    }),
    {
      name: SIGN_UP_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => signUpStorage),
      partialize: ({ applicantInformation, courseType, testDateTime, draft }): SignUpProgress => ({
        applicantInformation,
        courseType,
        testDateTime,
        draft,
      }),
      merge: (stored, current) => ({ ...current, ...restore(stored) }),
    },
  ),
);

/** Ends the wizard: the progress is emptied and its local-storage key removed. */
export function clearSignUpProgress(): void {
  useSignUpStore.getState().reset();
  useSignUpStore.persist.clearStorage();
}

/** Resolves once the stored progress has been read back (at once unless it must wait for the rules). */
export function signUpProgressRestored(): Promise<void> {
  if (useSignUpStore.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = useSignUpStore.persist.onFinishHydration(() => {
      unsubscribe();
      resolve();
    });
  });
}

/** Whether a step may open with the progress stored now (the route guard asks, once restored). */
export function canOpenSignUpStep(step: SignUpStep): boolean {
  return isSignUpStepOpen(step, useSignUpStore.getState());
}
