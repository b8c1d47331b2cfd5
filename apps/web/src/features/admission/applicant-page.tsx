import {
  type AdminApplicant,
  type ApplicantDecisionResponse,
  admissionBlockers,
  formatExamDate,
  formatExamTime,
  formatTimeZone,
  paths,
} from '@academy/contracts';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconCheck,
  IconMailForward,
  IconUserQuestion,
  IconX,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { countryName } from '../../shared/lib/country-name';
import { useStaffTime } from '../../shared/lib/staff-time';
import { PageTitle } from '../../shared/ui/page-title';
import { StateMessage } from '../../shared/ui/state-message';
import { TimeZoneNote } from '../../shared/ui/time-zone-note';
import { applicantQuery } from './api/queries';
import { ScoreBadge, StatusBadge, VerifiedBadge } from './applicant-badges';
import { applicantIdOf } from './applicant-id';
import { AdmitDialog, RejectDialog } from './decision-dialogs';
import { ExamResultForm } from './exam-result-form';
import { ResendVerification } from './resend-verification';

/** /admin/applicants/{id}: the application, its exam, the decision and the history. */
export function ApplicantPage() {
  const id = applicantIdOf(useParams().id);
  return id === null ? <NotFound /> : <ApplicantScreen id={id} />;
}

function BackLink() {
  const { t } = useTranslation('admission');
  return (
    <Anchor component={Link} to={paths.admin.applicants} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        {t('back')}
      </Group>
    </Anchor>
  );
}

function NotFound() {
  const { t } = useTranslation('admission');
  return (
    <Stack gap="md">
      <BackLink />
      <StateMessage title={t('notFound')} icon={<IconUserQuestion size={28} />}>
        <Text ta="center">{t('notFoundHint')}</Text>
      </StateMessage>
    </Stack>
  );
}

function ApplicantScreen({ id }: { id: number }) {
  const { t } = useTranslation('admission');
  const query = useQuery(applicantQuery(id));

  if (query.isPending) {
    return (
      <Stack gap="md" aria-hidden="true" data-testid="applicant-loading">
        <Skeleton height={20} width={160} />
        <Skeleton height={36} width="60%" />
        <Skeleton height={220} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
    return (
      <Stack gap="md">
        <BackLink />
        <StateMessage
          title={t('detailFailed')}
          icon={<IconAlertTriangle size={28} />}
          tone="danger"
          role="alert"
          actions={<Button onClick={() => query.refetch()}>{t('retry')}</Button>}
        >
          <Text ta="center">{query.error.message}</Text>
        </StateMessage>
      </Stack>
    );
  }
  return <ApplicantDetails applicant={query.data} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={title}
    >
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A label and its value: a description list of one, so it reads right wherever it stands. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="dl" m={0}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

function ApplicantDetails({ applicant }: { applicant: AdminApplicant }) {
  const { t, i18n } = useTranslation(['admission', 'errors']);
  const language = i18n.language;
  const time = useStaffTime();
  const [admitOpened, admitDialog] = useDisclosure(false);
  const [rejectOpened, rejectDialog] = useDisclosure(false);
  const [outcome, setOutcome] = useState<{ kind: 'admit' | 'reject'; mailedTo: string } | null>(
    null,
  );
  const blockers = admissionBlockers({
    status: applicant.status,
    emailVerified: applicant.emailVerified,
    examPassed: applicant.exam?.passed ?? null,
  });
  const pending = applicant.status === 'pending';
  const done = (kind: 'admit' | 'reject') => (answer: ApplicantDecisionResponse) => {
    setOutcome({ kind, mailedTo: answer.mailedTo });
    admitDialog.close();
    rejectDialog.close();
  };
  const staffName = (member: { fullName: string } | null) => member?.fullName ?? t('someone');

  return (
    <Stack gap="lg">
      <PageTitle title={applicant.fullName} />
      <BackLink />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {applicant.fullName}
          </Title>
          <Group gap="xs">
            <StatusBadge status={applicant.status} />
            <VerifiedBadge verified={applicant.emailVerified} />
          </Group>
          <TimeZoneNote />
        </Stack>
      </Group>

      {outcome ? (
        <Alert
          color={outcome.kind === 'admit' ? 'green' : 'gray'}
          variant="light"
          role="status"
          icon={<IconMailForward size={20} aria-hidden="true" />}
        >
          {t(outcome.kind === 'admit' ? 'admittedMail' : 'rejectedMail', {
            name: applicant.fullName,
            email: outcome.mailedTo,
          })}
        </Alert>
      ) : null}

      <Section title={t('decision')}>
        {applicant.status === 'admitted' ? (
          <Stack gap="xs">
            <Text>
              {t('admittedOn', {
                date: time.dateTime(applicant.decision.admittedAt ?? ''),
                name: staffName(applicant.decision.decidedBy),
              })}
            </Text>
            {applicant.enrolments.length > 0 ? (
              <Text>
                {`${t('enrolledIn')}: ${applicant.enrolments
                  .map((e) =>
                    t('enrolment', { title: e.title, format: t(`courseType.${e.courseType}`) }),
                  )
                  .join(', ')}`}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {applicant.status === 'rejected' ? (
          <Stack gap="xs">
            <Text>
              {t('rejectedOn', {
                date: time.dateTime(applicant.decision.rejectedAt ?? ''),
                name: staffName(applicant.decision.decidedBy),
              })}
            </Text>
            <Field label={t('reason')}>{applicant.decision.rejectionReason}</Field>
          </Stack>
        ) : null}
        {pending ? (
          <Stack gap="sm">
            {blockers.length > 0 ? (
              <Alert color="yellow" variant="light" id="admission-blockers">
                <Text>{t('cannotAdmit')}</Text>
                <List size="sm" mt={4}>
                  {blockers.map((code) => (
                    <List.Item key={code}>{t(`errors:${code}`)}</List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
            {applicant.emailVerified ? null : <ResendVerification applicant={applicant} />}
            <Group gap="sm">
              <Button
                leftSection={<IconCheck size={18} aria-hidden="true" />}
                disabled={blockers.length > 0}
                aria-describedby={blockers.length > 0 ? 'admission-blockers' : undefined}
                onClick={admitDialog.open}
              >
                {t('admit')}
              </Button>
              <Button
                color="red.8"
                variant="outline"
                leftSection={<IconX size={18} aria-hidden="true" />}
                onClick={rejectDialog.open}
              >
                {t('reject')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title={t('booking')}>
          {applicant.booking ? (
            <Stack gap="xs">
              <Text>
                {t('bookingAt', {
                  date: formatExamDate(
                    applicant.booking.startsAt,
                    applicant.booking.timeZone,
                    language,
                  ),
                  time: formatExamTime(
                    applicant.booking.startsAt,
                    applicant.booking.timeZone,
                    language,
                  ),
                  zone: formatTimeZone(
                    applicant.booking.timeZone,
                    language,
                    applicant.booking.startsAt,
                  ),
                })}
              </Text>
              <Anchor
                component={Link}
                to={`${paths.admin.applicants}?slotId=${applicant.booking.slotId}`}
                size="sm"
              >
                {t('sameSitting')}
              </Anchor>
            </Stack>
          ) : (
            <Text c="dimmed">{t('noBooking')}</Text>
          )}
        </Section>

        <Section title={t('examResult')}>
          {applicant.exam ? (
            <Stack gap={4}>
              <Group>
                <ScoreBadge score={applicant.exam.score} passed={applicant.exam.passed} />
              </Group>
              {applicant.exam.comment ? (
                <Field label={t('comment')}>{applicant.exam.comment}</Field>
              ) : null}
              <Text size="sm" c="dimmed">
                {applicant.exam.recordedBy
                  ? t('recordedBy', {
                      name: applicant.exam.recordedBy.fullName,
                      date: time.dateTime(applicant.exam.recordedAt),
                    })
                  : t('recordedOn', { date: time.dateTime(applicant.exam.recordedAt) })}
              </Text>
            </Stack>
          ) : (
            <Text c="dimmed">{t('noExamResult')}</Text>
          )}
          {pending ? <ExamResultForm applicant={applicant} /> : null}
        </Section>
      </SimpleGrid>

      <Section title={t('application')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Field label={t('fields.email')}>{applicant.email}</Field>
          <Field label={t('fields.phone')}>{applicant.phone ?? '—'}</Field>
          <Field label={t('fields.language')}>{t(`languages.${applicant.language}`)}</Field>
          <Field label={t('fields.registeredAt')}>{time.date(applicant.registeredAt)}</Field>
          <Field label={t('fields.occupation')}>{t(`occupation.${applicant.occupation}`)}</Field>
          <Field label={t('fields.university')}>{applicant.university}</Field>
          <Field label={t('fields.faculty')}>{applicant.faculty}</Field>
          <Field label={t('fields.country')}>{countryName(applicant.country, language)}</Field>
          <Field label={t('fields.city')}>{applicant.city}</Field>
          <Field label={t('fields.englishLevel')}>{applicant.englishLevel}</Field>
          <Field label={t('fields.courseType')}>{t(`courseType.${applicant.courseType}`)}</Field>
        </SimpleGrid>
      </Section>

      <Section title={t('history')}>
        {applicant.history.length === 0 ? (
          <Text c="dimmed">{t('noHistory')}</Text>
        ) : (
          <List spacing="xs">
            {applicant.history.map((entry) => (
              <List.Item key={entry.id}>
                <Text span>
                  {t('historyEntry', {
                    action: t(
                      `actions.${entry.action as 'admit' | 'reject' | 'record_exam_result' | 'send_verification_mail'}`,
                      {
                        defaultValue: entry.action,
                      },
                    ),
                    name: staffName(entry.actor),
                  })}
                </Text>
                <Text span c="dimmed" size="sm">
                  {` · ${time.dateTime(entry.at)}`}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Section>

      {pending ? (
        <>
          <AdmitDialog
            applicant={applicant}
            opened={admitOpened}
            onClose={admitDialog.close}
            onDone={done('admit')}
          />
          <RejectDialog
            applicant={applicant}
            opened={rejectOpened}
            onClose={rejectDialog.close}
            onDone={done('reject')}
          />
        </>
      ) : null}
    </Stack>
  );
}
