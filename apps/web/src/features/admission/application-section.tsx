import type { AdminApplicant } from '@academy/contracts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../shared/lib/country-name';
import { useStaffTime } from '../../shared/lib/staff-time';
import { ApplicantSection, LabelledValue as Field } from './applicant-section';

/** What the applicant filled in when registering. */
export function ApplicationSection({ applicant }: { applicant: AdminApplicant }) {
  const { t, i18n } = useTranslation('admission');
  const time = useStaffTime();
  return (
    <ApplicantSection title={t('application')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Field label={t('fields.email')}>{applicant.email}</Field>
        <Field label={t('fields.phone')}>{applicant.phone ?? '—'}</Field>
        <Field label={t('fields.language')}>{t(`languages.${applicant.language}`)}</Field>
        <Field label={t('fields.registeredAt')}>{time.date(applicant.registeredAt)}</Field>
        <Field label={t('fields.occupation')}>{t(`occupation.${applicant.occupation}`)}</Field>
        <Field label={t('fields.university')}>{applicant.university}</Field>
        <Field label={t('fields.faculty')}>{applicant.faculty}</Field>
        <Field label={t('fields.country')}>{countryName(applicant.country, i18n.language)}</Field>
        <Field label={t('fields.city')}>{applicant.city}</Field>
        <Field label={t('fields.englishLevel')}>{applicant.englishLevel}</Field>
        <Field label={t('fields.courseType')}>{t(`courseType.${applicant.courseType}`)}</Field>
      </SimpleGrid>
    </ApplicantSection>
  );
}
