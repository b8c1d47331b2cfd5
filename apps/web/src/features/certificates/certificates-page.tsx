import { paths } from '@academy/contracts';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CertificateIcon } from '../../shared/ui/icons';
import { PageTitle } from '../../shared/ui/page-title';
import { QueryFailure } from '../../shared/ui/screen-states';
import { StateMessage } from '../../shared/ui/state-message';
import { certificatesQuery } from './api/queries';
import { CertificateCard } from './certificate-card';

/**
 * /certificates: the student's certificates, newest first (the server's order), each with its
 * badge, its verification code and the ways to share it; or how a first one is earned.
 */
export function CertificatesPage() {
  const { t } = useTranslation('certificates');
  const certificates = useQuery(certificatesQuery);

  return (
    <Stack gap="xl">
      <PageTitle title={t('list.title')} />
      <Stack gap={4}>
        <Title order={1}>{t('list.title')}</Title>
        <Text size="lg" c="dark.4" maw={720}>
          {t('list.intro')}
        </Text>
      </Stack>
      {certificates.data ? (
        certificates.data.length === 0 ? (
          <NoCertificates />
        ) : (
          <Stack gap="lg">
            {certificates.data.map((certificate) => (
              <CertificateCard key={certificate.id} certificate={certificate} />
            ))}
          </Stack>
        )
      ) : certificates.isError ? (
        <QueryFailure query={certificates} headingOrder={2} />
      ) : (
        <CertificatesSkeleton />
      )}
    </Stack>
  );
}

/** None yet: how one is earned, and the way to the subjects. */
function NoCertificates() {
  const { t } = useTranslation('certificates');
  return (
    <StateMessage
      headingOrder={2}
      title={t('list.empty.title')}
      icon={<CertificateIcon size={28} />}
      actions={
        <Button component={Link} to={paths.student.dashboard}>
          {t('list.empty.action')}
        </Button>
      }
    >
      <Text ta="center" maw={560}>
        {t('list.empty.text')}
      </Text>
    </StateMessage>
  );
}

/** The list's shape while it loads: two cards. */
function CertificatesSkeleton() {
  const { t } = useTranslation('certificates');
  return (
    <Stack gap="lg" role="status" aria-label={t('list.loading')}>
      {[0, 1].map((card) => (
        <Paper key={card} withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Group gap="lg" wrap="nowrap" align="flex-start">
              <Skeleton height={96} width={96} radius="lg" />
              <Stack gap={8} style={{ flex: 1 }}>
                <Skeleton height={18} width={160} maw="100%" radius="xl" />
                <Skeleton height={24} width="60%" />
                <Skeleton height={16} width="40%" />
                <Skeleton height={16} width="30%" />
              </Stack>
            </Group>
            <Skeleton height={36} width="70%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
