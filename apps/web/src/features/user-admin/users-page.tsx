import {
  ADMIN_USERS_SEARCH_MAX_LENGTH,
  type AdminUserListItem,
  paths,
  type Role,
  roles,
} from '@academy/contracts';
import { Anchor, Badge, Checkbox, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useStaffTime } from '../../shared/lib/staff-time';
import { FiltersPanel } from '../../shared/ui/filters-panel';
import { PageTitle } from '../../shared/ui/page-title';
import { SearchField } from '../../shared/ui/search-field';
import { StaffList } from '../../shared/ui/staff-list';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { adminUsersQuery } from './api/queries';
import { UsersBulkBar } from './bulk-actions';
import { StaffInvitations } from './staff-invitations';
import { readUserFilters, type UserFilters, usersQuery, writeUserFilters } from './user-filters';
import { UsersFailed, UsersSkeleton } from './user-states';

function UserRow({
  user,
  selected,
  onSelect,
}: {
  user: AdminUserListItem;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const { t } = useTranslation('user-admin');
  const { t: tAdmin } = useTranslation('admin');
  const created = useStaffTime().date(user.createdAt);
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="user-row">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <Checkbox
            mt={4}
            aria-label={tAdmin('bulk.select', { name: user.fullName })}
            checked={selected}
            onChange={(event) => onSelect(event.currentTarget.checked)}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={paths.admin.user(user.id)}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {user.fullName}
            </Anchor>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
            {user.phone ? (
              <Text size="sm" c="dimmed">
                {user.phone}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Group gap="xs">
          <Badge variant="light">{t(`role.${user.role}`)}</Badge>
          {user.isBlacklisted ? <Badge color="red">{t('blocked')}</Badge> : null}
          {user.isDeactivated ? <ToneBadge tone="gray">{t('deactivated')}</ToneBadge> : null}
          <Text size="xs" c="dimmed">
            {t('list.created', { date: created })}
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}

/** Users: search by name, e-mail or phone, filter by role and blocking, pages; all in the URL. */
export function UsersPage() {
  const { t } = useTranslation('user-admin');
  const [params, setParams] = useSearchParams();
  const filters = readUserFilters(params);
  const users = useQuery({
    ...adminUsersQuery(usersQuery(filters)),
    placeholderData: keepPreviousData,
  });

  const apply = (next: Partial<UserFilters>) =>
    setParams(writeUserFilters({ ...filters, page: 1, ...next }), { replace: true });
  const filtered = Boolean(filters.search || filters.role || filters.blacklisted !== null);
  const active = [filters.role, filters.blacklisted].filter((value) => value !== null).length;
  // The ticked users (names by id), for bulk work; a new page or filter starts afresh.
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map());
  const address = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the address changes
  useEffect(() => setSelected(new Map()), [address]);
  const select = (user: AdminUserListItem, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(user.id, user.fullName);
      else next.delete(user.id);
      return next;
    });

  return (
    <Stack gap="lg">
      <PageTitle title={t('list.title')} />
      <Title order={1}>{t('list.title')}</Title>
      <StaffInvitations />
      <FiltersPanel
        label={t('list.filters')}
        active={active}
        search={
          <SearchField
            label={t('list.searchLabel')}
            placeholder={t('list.searchPlaceholder')}
            value={filters.search}
            maxLength={ADMIN_USERS_SEARCH_MAX_LENGTH}
            onSearch={(search) => apply({ search })}
          />
        }
      >
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label={t('list.roleLabel')}
            w={{ base: '100%', xs: 200 }}
            value={filters.role ?? 'all'}
            allowDeselect={false}
            onChange={(value) => apply({ role: value && value !== 'all' ? (value as Role) : null })}
            data={[
              { value: 'all', label: t('list.allRoles') },
              ...roles.map((role) => ({ value: role, label: t(`role.${role}`) })),
            ]}
          />
          <Select
            label={t('list.blockedLabel')}
            w={{ base: '100%', xs: 200 }}
            value={filters.blacklisted === null ? 'all' : String(filters.blacklisted)}
            allowDeselect={false}
            onChange={(value) =>
              apply({ blacklisted: value === 'true' ? true : value === 'false' ? false : null })
            }
            data={[
              { value: 'all', label: t('list.blockedAll') },
              { value: 'true', label: t('list.blockedOnly') },
              { value: 'false', label: t('list.activeOnly') },
            ]}
          />
        </Group>
      </FiltersPanel>

      <UsersBulkBar selected={selected} onClear={() => setSelected(new Map())} />

      <StaffList
        list={users}
        page={filters.page}
        filtered={filtered}
        namespace="user-admin"
        icon={<IconUsers size={28} />}
        loading={<UsersSkeleton label={t('states.loading')} />}
        failed={(error, retry) => <UsersFailed error={error} onRetry={retry} />}
        pageHref={(page) => `?${writeUserFilters({ ...filters, page })}`}
        onPage={(page) => setParams(writeUserFilters({ ...filters, page }))}
        onClearFilters={() => apply({ search: '', role: null, blacklisted: null })}
      >
        {(user) => (
          <UserRow
            key={user.id}
            user={user}
            selected={selected.has(user.id)}
            onSelect={(on) => select(user, on)}
          />
        )}
      </StaffList>
    </Stack>
  );
}
