import {
  type ApplicantInformation,
  applicantInformationSchema,
  type MessageFormatter,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { type DeepPartial, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useErrorsFollowLanguage } from '../../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';
import { type ApplicantDraft, useSignUpStore } from '../sign-up-store';

/** The shared applicant rules; the checkbox holds a boolean, which the rule requires to be true. */
function mainInformationSchema(messages: MessageFormatter) {
  const rules = applicantInformationSchema(messages);
  return rules.extend({ agreement: z.boolean().pipe(rules.shape.agreement) });
}

export type MainInformationValues = z.input<ReturnType<typeof mainInformationSchema>>;

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
  const schema = useMemo(() => mainInformationSchema(messages), [messages]);
  const setDraft = useSignUpStore((state) => state.setDraft);
  const [initialValues] = useState(() => {
    const { draft, applicantInformation } = useSignUpStore.getState();
    return draft ?? (applicantInformation ? draftOf(applicantInformation) : emptyDraft);
  });

  const form = useForm<MainInformationValues, unknown, ApplicantInformation>({
    resolver: zodResolver(schema),
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
