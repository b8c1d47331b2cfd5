import { paths, type StudentMeResponse } from '@academy/contracts';
import { Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { useCurrentStudent } from '../../shared/session/current-student';
import { FormSuccess } from '../../shared/ui/form-outcome';
import { PageTitle } from '../../shared/ui/page-title';
import { QueryFailure } from '../../shared/ui/screen-states';
import { myApplicationQuery } from './api/queries';
import { CalendarFeedCard } from './calendar-feed-card';
import { MyDevices } from './my-devices';
import { NotificationPreferencesCard } from './notification-preferences-card';
import { ProfileCard, ProfileField } from './profile-card';
import { ProfileForm } from './profile-form';
import { SecurityCard } from './security-card';
import { TwoFactorCard } from './two-factor-card';

const HTTP_NOT_FOUND = 404;

/**
 * /profile: the student's details (name, e-mail), directions with their course format, the
 * learning access with the way to the plans, the application's contact details, and the way
 * to change the password.
 */
export function ProfilePage() {
  const { t } = useTranslation('student');
  const student = useCurrentStudent();

  return (
    <Stack gap="xl">
      <PageTitle title={t('profile.title')} />
      <Title order={1}>{t('profile.title')}</Title>
      {student.data ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Details student={student.data} />
          <Access student={student.data} />
          <Directions student={student.data} />
          <Application />
          <SecurityCard changePasswordPath={paths.student.changePassword} />
          <MyDevices />
          <TwoFactorCard />
          <CalendarFeedCard />
          <NotificationPreferencesCard />
        </SimpleGrid>
      ) : student.isError ? (
        <QueryFailure query={student} headingOrder={2} />
      ) : (
        <Skeleton height={220} radius="lg" />
      )}
    </Stack>
  );
}

/** The name and e-mail; "Edit" opens the name and phone for a change. */
function Details({ student }: { student: StudentMeResponse }) {
  const { t } = useTranslation('student');
  const application = useQuery(myApplicationQuery);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <ProfileCard title={t('profile.details')} id="profile-details">
      {saved && !editing ? <FormSuccess>{t('profile.edit.saved')}</FormSuccess> : null}
      {editing ? (
        <ProfileForm
          initial={{ fullName: student.fullName, phone: application.data?.phone ?? '' }}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <ProfileField label={t('profile.name')}>{student.fullName}</ProfileField>
          <ProfileField label={t('profile.email')}>{student.email}</ProfileField>
          <Button
            variant="light"
            w="fit-content"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('profile.edit.open')}
          </Button>
        </>
      )}
    </ProfileCard>
  );
}

function Access({ student }: { student: StudentMeResponse }) {
  const { t, i18n } = useTranslation('student');
  const { state, endsAt } = student.access;
  const format = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  // During the trial, `access.endsAt` is the end of a plan already bought after it, if any.
  const trialEndsAt = state === 'trial' ? (student.trialEndsAt ?? endsAt) : null;
  return (
    <ProfileCard title={t('profile.access')} id="profile-access">
      <Text fw={600}>
        {state === 'ended' || endsAt === null
          ? t('profile.accessEnded')
          : trialEndsAt
            ? t('profile.trialUntil', { date: format(trialEndsAt) })
            : t('profile.subscribedUntil', { date: format(endsAt) })}
      </Text>
      {trialEndsAt && endsAt && Date.parse(endsAt) > Date.parse(trialEndsAt) ? (
        <Text fw={600}>{t('profile.paidFollows', { date: format(endsAt) })}</Text>
      ) : null}
      <Button component={Link} to={paths.student.pricing} variant="light" w="fit-content">
        {state === 'ended' ? t('profile.choosePlan') : t('profile.seePlans')}
      </Button>
    </ProfileCard>
  );
}

function Directions({ student }: { student: StudentMeResponse }) {
  const { t } = useTranslation('student');
  return (
    <ProfileCard title={t('profile.directions')} id="profile-directions">
      {student.enrolments.length === 0 ? (
        <Text c="dark.4">{t('profile.noDirections')}</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {student.enrolments.map((enrolment) => (
            <Group component="li" key={enrolment.directionId} gap="sm" wrap="wrap">
              <Text fw={600}>{enrolment.title}</Text>
              <Badge variant="light" color="brand" radius="sm" tt="none">
                {t(`dashboard.courseType.${enrolment.courseType}`)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </ProfileCard>
  );
}

/** The application's contact details; a student without one (made by staff) has none to show. */
function Application() {
  const { t } = useTranslation('student');
  const application = useQuery(myApplicationQuery);
  if (application.error instanceof ApiError && application.error.status === HTTP_NOT_FOUND) {
    return null;
  }
  return (
    <ProfileCard title={t('profile.application')} id="profile-application">
      {application.data ? (
        <>
          <ProfileField label={t('profile.phone')}>{application.data.phone}</ProfileField>
          <ProfileField label={t('profile.location')}>
            {t('profile.cityCountry', {
              city: application.data.city,
              country: application.data.country,
            })}
          </ProfileField>
        </>
      ) : application.isError ? (
        <Group justify="space-between" gap="sm" role="alert">
          <Text size="sm">{application.error.message}</Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => void application.refetch()}
            loading={application.isFetching}
          >
            {t('states.failed.retry')}
          </Button>
        </Group>
      ) : (
        <Skeleton height={56} />
      )}
    </ProfileCard>
  );
}
