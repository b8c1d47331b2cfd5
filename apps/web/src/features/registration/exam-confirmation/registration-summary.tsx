import {
  type ApplicantInformation,
  type CourseType,
  DEFAULT_TIME_ZONE,
  formatExamDate,
  formatExamTime,
  formatTimeZone,
  paths,
} from '@academy/contracts';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { weekDaysQuery } from '../../../shared/exam-calendar/queries';
import { WrappingText } from '../../../shared/ui/wrapping-text';
import { countriesQuery } from '../api/queries';

interface RegistrationSummaryProps {
  information: ApplicantInformation;
  courseType: CourseType;
  testDateTime: string;
}

/** Everything the wizard collected, in plain words, each part with a way back to change it. */
export function RegistrationSummary({
  information,
  courseType,
  testDateTime,
}: RegistrationSummaryProps) {
  const { t, i18n } = useTranslation('registration');
  const countries = useQuery(countriesQuery);
  const weekDays = useQuery(weekDaysQuery);
  const timeZone = weekDays.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const language = i18n.language;
  const country = countries.data?.find((entry) => entry.id === information.countryId)?.name ?? '…';
  const phone =
    parsePhoneNumberFromString(information.phone)?.formatInternational() ?? information.phone;

  return (
    <Stack gap="md">
      <SummarySection
        title={t('steps.mainInformation.title')}
        edit={paths.registration.mainInformation}
      >
        <SummaryItem label={t('form.fullName')} value={information.fullName} />
        <SummaryItem
          label={t('form.email')}
          value={<WrappingText text={information.email} email={information.email} />}
        />
        <SummaryItem label={t('form.phone')} value={phone} />
        <SummaryItem
          label={t('form.occupation')}
          value={t(`occupations.${information.occupation}`)}
        />
        <SummaryItem label={t('form.university')} value={information.university} />
        <SummaryItem label={t('form.faculty')} value={information.faculty} />
        <SummaryItem label={t('form.country')} value={country} />
        <SummaryItem label={t('form.city')} value={information.city} />
        <SummaryItem
          label={t('form.englishLevel')}
          value={`${information.englishLevel} · ${t(`englishLevels.${information.englishLevel}`)}`}
        />
      </SummarySection>
      <SummarySection title={t('steps.courseFormat.title')} edit={paths.registration.courseFormat}>
        <SummaryItem
          label={t('confirmation.format')}
          value={t(`courseFormat.${courseType}.title`)}
        />
      </SummarySection>
      <SummarySection title={t('confirmation.exam')} edit={paths.registration.examDate}>
        <SummaryItem
          label={t('confirmation.date')}
          value={formatExamDate(testDateTime, timeZone, language)}
        />
        <SummaryItem
          label={t('confirmation.time')}
          value={formatExamTime(testDateTime, timeZone, language)}
        />
        <SummaryItem
          label={t('confirmation.timeZone')}
          value={formatTimeZone(timeZone, language, testDateTime)}
        />
      </SummarySection>
    </Stack>
  );
}

function SummarySection({
  title,
  edit,
  children,
}: {
  title: string;
  edit: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('registration');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Anchor
          component={Link}
          to={edit}
          size="sm"
          fw={600}
          aria-label={t('confirmation.editSection', { section: title })}
        >
          {t('confirmation.edit')}
        </Anchor>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs" m={0}>
        {children}
      </SimpleGrid>
    </Paper>
  );
}

function SummaryItem({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
