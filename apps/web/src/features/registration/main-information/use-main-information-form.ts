import type { ApplicantInformation, MessageFormatter } from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { type DeepPartial, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useErrorsFollowLanguage } from '../../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';
import { lazyResolver } from '../../../shared/lib/lazy-resolver';
import { type ApplicantDraft, useSignUpStore } from '../sign-up-store';

type MainInformationSchema = ReturnType<
  typeof import('../applicant-rules')['mainInformationSchema']
>;
export type MainInformationValues = z.input<MainInformationSchema>;
type FormResolver = Resolver<MainInformationValues, unknown, ApplicantInformation>;

/**
 * The shared rules as the form's resolver. They (and libphonenumber-js with them) load when
 * the form is first checked, on the first blur, not with the page (applicant-rules.ts).
 */
function mainInformationResolver(messages: MessageFormatter): FormResolver {
  return lazyResolver(() =>
    import('../applicant-rules').then(({ mainInformationSchema }) =>
      zodResolver(mainInformationSchema(messages)),
    ),
  );
}

const emptyDraft: ApplicantDraft = {
  fullName: '',
  email: '',
  phone: '',
  occupation: '',
  university: '',
  faculty: '',
  countryId: '',
  city: '',
  englishLevel: '',
  agreement: false,
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function draftOf(information: ApplicantInformation): ApplicantDraft {
  return { ...information, countryId: String(information.countryId) };
}

function draftFromForm(values: DeepPartial<MainInformationValues>): ApplicantDraft {
  return {
    fullName: text(values.fullName),
    email: text(values.email),
    phone: text(values.phone),
    occupation: text(values.occupation),
    university: text(values.university),
    faculty: text(values.faculty),
    countryId: text(values.countryId),
    city: text(values.city),
    englishLevel: text(values.englishLevel),
    agreement: values.agreement === true,
  };
}

/** A select's value from the form: the chosen option, or none. */
export const selected = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * The first step's form: the shared applicant rules with messages in the interface language,
 * checked from the first blur on and at every change after it. What is typed is kept in the
 * sign-up store as it is typed, so a refresh loses nothing.
 */
export function useMainInformationForm() {
  const messages = useMessageFormatter();
  const resolver = useMemo(() => mainInformationResolver(messages), [messages]);
  const setDraft = useSignUpStore((state) => state.setDraft);
  const [initialValues] = useState(() => {
    const { draft, applicantInformation } = useSignUpStore.getState();
    return draft ?? (applicantInformation ? draftOf(applicantInformation) : emptyDraft);
  });

  const form = useForm<MainInformationValues, unknown, ApplicantInformation>({
    resolver,
    defaultValues: initialValues,
    mode: 'onTouched',
  });

  useErrorsFollowLanguage(form.formState.errors, form.trigger);

  const { watch } = form;
  useEffect(() => {
    const subscription = watch((values) => setDraft(draftFromForm(values)));
    return () => subscription.unsubscribe();
  }, [watch, setDraft]);

  return form;
}
