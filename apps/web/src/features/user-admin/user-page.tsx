import { paths } from '@academy/contracts';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useStaffTime } from '../../shared/lib/staff-time';
import { useCurrentStudent } from '../../shared/session/current-student';
import { PageTitle } from '../../shared/ui/page-title';
import { TimeZoneNote } from '../../shared/ui/time-zone-note';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { adminUserQuery } from './api/queries';
import { GrantAccess } from './grant-access';
import { RecordDownload } from './record-download';
import { isNotFound, routeId } from './route-id';
import { UserAccess } from './user-access';
import { UserActions } from './user-actions';
import { UserCertificates } from './user-certificates';
import { UserEnrolments } from './user-enrolments';
import { UserPayments } from './user-payments';
import { UserProgress } from './user-progress';
import { UserSection } from './user-section';
import { UserSessions } from './user-sessions';
import { UserNotFound, UsersFailed, UsersSkeleton } from './user-states';
import { UserTwoFactor } from './user-two-factor';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** One user: the profile, the account's actions, enrolments and access, progress, certificates. */
export function UserPage() {
  const { t } = useTranslation('user-admin');
  const id = routeId(useParams().id);
  const user = useQuery({ ...adminUserQuery(id ?? 0), enabled: id !== null });
  const me = useCurrentStudent();
  const time = useStaffTime();
  if (id === null || (user.isError && isNotFound(user.error))) return <UserNotFound />;
  if (user.isPending) return <UsersSkeleton label={t('states.loading')} />;
  if (user.isError) {
    return <UsersFailed error={user.error} onRetry={() => void user.refetch()} />;
  }
  const data = user.data;
  const dateTime = (iso: string | null) => (iso ? time.dateTime(iso) : t('profile.never'));
  return (
    <Stack gap="lg">
      <PageTitle title={data.fullName} />
      <Anchor component={Link} to={paths.admin.users} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" />
          {t('states.backToList')}
        </Group>
      </Anchor>
      <Stack gap="xs">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {data.fullName}
        </Title>
        <Group gap="xs">
          <Badge variant="light">{t(`role.${data.role}`)}</Badge>
          {data.isBlacklisted ? <ToneBadge tone="red">{t('blocked')}</ToneBadge> : null}
          {data.deactivatedAt ? <ToneBadge tone="gray">{t('deactivated')}</ToneBadge> : null}
          {data.invitationPending ? (
            <ToneBadge tone="orange">{t('invitationPending')}</ToneBadge>
          ) : null}
          {data.temporaryPasswordPending ? (
            <Badge color="yellow">{t('profile.temporaryPending')}</Badge>
          ) : null}
        </Group>
        <TimeZoneNote />
        {data.role === 'student' ? (
          <div>
            <RecordDownload userId={data.id} />
          </div>
        ) : null}
      </Stack>
      <UserSection name="profile" title={t('profile.title')}>
        <SimpleGrid component="dl" m={0} cols={{ base: 1, sm: 2 }} spacing="md">
          <Fact label={t('profile.email')}>{data.email}</Fact>
          <Fact label={t('profile.phone')}>{data.phone ?? '—'}</Fact>
          <Fact label={t('profile.language')}>{t(`language.${data.language}`)}</Fact>
          <Fact label={t('profile.created')}>{dateTime(data.createdAt)}</Fact>
          <Fact label={t('profile.lastLogin')}>{dateTime(data.lastLoginAt)}</Fact>
          {data.blacklisting ? (
            <Fact label={t('profile.blockedBecause')}>
              {data.blacklisting.reason ?? t('profile.blockedNoReason')}
              {data.blacklisting.at || data.blacklisting.byName ? (
                <Text component="span" display="block" size="xs" c="dimmed">
                  {[
                    data.blacklisting.at ? dateTime(data.blacklisting.at) : null,
                    data.blacklisting.byName,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              ) : null}
            </Fact>
          ) : null}
          {data.deactivatedAt ? (
            <Fact label={t('profile.deactivatedAt')}>{dateTime(data.deactivatedAt)}</Fact>
          ) : null}
          {data.temporaryPasswordPending ? (
            <Fact label={t('profile.temporaryUntil')}>
              {dateTime(data.temporaryPasswordExpiresAt)}
            </Fact>
          ) : null}
        </SimpleGrid>
      </UserSection>
      <UserActions user={data} isSelf={me.data?.id === data.id} />
      {data.role === 'student' ? <UserEnrolments user={data} /> : null}
      <UserSessions userId={data.id} />
      <UserTwoFactor user={data} isSelf={me.data?.id === data.id} />
      {data.access ? (
        <UserAccess
          access={data.access}
          actions={data.role === 'student' ? <GrantAccess user={data} /> : null}
        />
      ) : null}
      {data.role === 'student' ? <UserPayments userId={data.id} /> : null}
      {data.role === 'student' ? <UserProgress progress={data.progress} /> : null}
      {data.role === 'student' || data.certificates.length > 0 ? (
        <UserCertificates certificates={data.certificates} />
      ) : null}
    </Stack>
  );
}
