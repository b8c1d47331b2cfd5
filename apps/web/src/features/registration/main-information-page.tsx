import { englishLevels, occupations } from '@academy/contracts';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PrerenderedForm } from '../../shared/ui/prerendered-form';
import { countriesQuery } from './api/queries';
import { AgreementField } from './main-information/agreement-field';
import { EmailField, PhoneControl } from './main-information/contact-fields';
import { CountryField } from './main-information/country-field';
import { useFindTaken } from './main-information/use-find-taken';
import { selected, useMainInformationForm } from './main-information/use-main-information-form';
import { nextSignUpStepPath, type SignUpStep } from './sign-up-steps';
import { useSignUpStore } from './sign-up-store';
import { StepActions, StepCard } from './step-layout';
import { useStepNotice } from './step-notice';

const step: SignUpStep = 'mainInformation';

/** Step 1: who the applicant is, checked with the shared rules. */
export function MainInformationPage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const notice = useStepNotice();
  const setApplicantInformation = useSignUpStore((state) => state.setApplicantInformation);
  const countries = useQuery(countriesQuery);
  const findTaken = useFindTaken();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useMainInformationForm();

  const submit = handleSubmit(async (information) => {
    const taken = await findTaken(information);
    if (taken.length > 0) {
      // Typed as the rules' errors are: after a language change the field is checked again,
      // and the live uniqueness check under it says "taken" in the new language.
      for (const { field, message } of taken) setError(field, { type: 'taken', message });
      setFocus(taken[0]?.field ?? 'email');
      return;
    }
    setApplicantInformation(information);
    await navigate(nextSignUpStepPath(step));
  });

  return (
    <StepCard step={step} notice={notice}>
      <PrerenderedForm onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label={t('form.fullName')}
              autoComplete="name"
              withAsterisk
              error={errors.fullName?.message}
              {...register('fullName')}
            />
            <EmailField
              control={control}
              registration={register('email')}
              error={errors.email?.message}
            />
            <PhoneControl
              control={control}
              countries={countries.data}
              error={errors.phone?.message}
            />
            <Controller
              control={control}
              name="occupation"
              render={({ field }) => (
                <Select
                  label={t('form.occupation')}
                  placeholder={t('form.choose')}
                  withAsterisk
                  allowDeselect={false}
                  data={occupations.map((value) => ({ value, label: t(`occupations.${value}`) }))}
                  value={selected(field.value)}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors.occupation?.message}
                />
              )}
            />
            <TextInput
              label={t('form.university')}
              autoComplete="organization"
              withAsterisk
              error={errors.university?.message}
              {...register('university')}
            />
            <TextInput
              label={t('form.faculty')}
              withAsterisk
              error={errors.faculty?.message}
              {...register('faculty')}
            />
            <CountryField
              control={control}
              countries={countries}
              error={errors.countryId?.message}
            />
            <TextInput
              label={t('form.city')}
              autoComplete="address-level2"
              withAsterisk
              error={errors.city?.message}
              {...register('city')}
            />
            <Controller
              control={control}
              name="englishLevel"
              render={({ field }) => (
                <Select
                  label={t('form.englishLevel')}
                  placeholder={t('form.choose')}
                  withAsterisk
                  allowDeselect={false}
                  data={englishLevels.map((value) => ({
                    value,
                    label: `${value} · ${t(`englishLevels.${value}`)}`,
                  }))}
                  value={selected(field.value)}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors.englishLevel?.message}
                />
              )}
            />
          </SimpleGrid>
          <AgreementField error={errors.agreement?.message} {...register('agreement')} />
        </Stack>
        <StepActions step={step} nextLabel={t('actions.next')} loading={isSubmitting} />
      </PrerenderedForm>
    </StepCard>
  );
}
