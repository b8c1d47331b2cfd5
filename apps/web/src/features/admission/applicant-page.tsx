import { type AdminApplicant, type ApplicantDecisionResponse, paths } from '@academy/contracts';
import { Anchor, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowLeft, IconUserQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { StateMessage } from '../../shared/ui/state-message';
import { applicantQuery } from './api/queries';
import { ApplicantHeading } from './applicant-heading';
import { applicantIdOf } from './applicant-id';
import { ApplicationSection } from './application-section';
import { BookingSection } from './booking-section';
import { AdmitDialog, RejectDialog } from './decision-dialogs';
import { DecisionMailed, type DecisionOutcome } from './decision-mailed';
import { DecisionSection } from './decision-section';
import { ExamResultSection } from './exam-result-section';
import { HistorySection } from './history-section';

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

/** The applicant's page: the sections, and the dialogs that admit or reject. */
function ApplicantDetails({ applicant }: { applicant: AdminApplicant }) {
  const [admitOpened, admitDialog] = useDisclosure(false);
  const [rejectOpened, rejectDialog] = useDisclosure(false);
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  const done = (kind: DecisionOutcome['kind']) => (answer: ApplicantDecisionResponse) => {
    setOutcome({ kind, mailedTo: answer.mailedTo });
    admitDialog.close();
    rejectDialog.close();
  };

  return (
    <Stack gap="lg">
      <BackLink />
      <ApplicantHeading applicant={applicant} />
      {outcome ? <DecisionMailed outcome={outcome} name={applicant.fullName} /> : null}
      <DecisionSection
        applicant={applicant}
        onAdmit={admitDialog.open}
        onReject={rejectDialog.open}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <BookingSection applicant={applicant} />
        <ExamResultSection applicant={applicant} />
      </SimpleGrid>
      <ApplicationSection applicant={applicant} />
      <HistorySection history={applicant.history} />
      {applicant.status === 'pending' ? (
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
