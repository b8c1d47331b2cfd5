import {
  APPLICANT_SEARCH_MAX_LENGTH,
  APPLICANTS_PAGE_SIZE,
  type ApplicantListItem,
  type ApplicantListQuery,
  applicantStatuses,
  courseTypes,
  paths,
} from '@academy/contracts';
import {
  Anchor,
  Button,
  Card,
  Group,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconDownload,
  IconFilterOff,
  IconSearch,
  IconUsers,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useStaffTime } from '../../shared/lib/staff-time';
import { PageTitle } from '../../shared/ui/page-title';
import { StateMessage } from '../../shared/ui/state-message';
import { TimeZoneNote } from '../../shared/ui/time-zone-note';
import { useExportApplicants } from './api/export-applicants';
import { useApplicants } from './api/list-applicants';
import { ScoreBadge, StatusBadge, VerifiedBadge } from './applicant-badges';
import { filterOf, listQueryFrom, withChanges } from './list-params';

/** How long typing waits before the search goes into the address (and the list is asked). */
export const SEARCH_DEBOUNCE_MS = 350;

const ANY = 'any';
/** `<sort>-<order>`: one choice of the sort box (a `:` would be read as an i18n namespace). */
const sortChoices = [
  'registeredAt-desc',
  'registeredAt-asc',
  'examAt-asc',
  'examAt-desc',
  'name-asc',
  'name-desc',
] as const;

type Change = Partial<Record<keyof ApplicantListQuery, string | null>>;

/** /admin/applicants: the list with its search, filters, sort and pages, all in the address. */
export function ApplicantsPage() {
  const { t } = useTranslation('admin-applicants');
  const [params, setParams] = useSearchParams();
  const query = listQueryFrom(params);
  const list = useApplicants(query);
  const exporting = useExportApplicants();
  const change = (changes: Change, replace = false) =>
    setParams(withChanges(params, changes), { replace });
  const hasFilters = [...params.keys()].some((key) => key !== 'page' && key !== 'pageSize');

  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
          <TimeZoneNote />
        </Stack>
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          loading={exporting.isPending}
          onClick={() => exporting.mutate(filterOf(query))}
          title={t('exportHint')}
        >
          {t('export')}
        </Button>
      </Group>

      <Filters query={query} onChange={change} hasFilters={hasFilters} />

      <ApplicantResults
        list={list}
        hasFilters={hasFilters}
        onPage={(page) => change({ page: String(page) })}
        page={Number(query.page ?? 1)}
      />
    </Stack>
  );
}

function Filters({
  query,
  onChange,
  hasFilters,
}: {
  query: ApplicantListQuery;
  onChange: (changes: Change, replace?: boolean) => void;
  hasFilters: boolean;
}) {
  const { t } = useTranslation('admin-applicants');
  const [search, setSearch] = useState(query.search ?? '');
  const [settled] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const current = query.search ?? '';

  // The address follows the typing once it pauses; a back or forward in history (the address
  // changing under the box) puts its search back in the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the settled text starts a change
  useEffect(() => {
    if (settled !== current) onChange({ search: settled || null }, true);
  }, [settled]);
  useEffect(() => {
    setSearch((typed) => (typed.trim() === current ? typed : current));
  }, [current]);

  const yesNo = [
    { value: ANY, label: t('any') },
    { value: 'yes', label: t('yes') },
    { value: 'no', label: t('no') },
  ];
  const choose = (key: keyof ApplicantListQuery) => (value: string | null) =>
    onChange({ [key]: value === ANY ? null : value });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('filters')}>
      <Stack gap="sm">
        <TextInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          maxLength={APPLICANT_SEARCH_MAX_LENGTH}
          onChange={(event) => setSearch(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChange({ search: search.trim() || null });
          }}
          type="search"
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Select
            label={t('statusFilter')}
            data={[
              { value: ANY, label: t('any') },
              ...applicantStatuses.map((status) => ({
                value: status,
                label: t(`status.${status}`),
              })),
            ]}
            value={query.status ?? ANY}
            onChange={choose('status')}
            allowDeselect={false}
          />
          <Select
            label={t('courseTypeFilter')}
            data={[
              { value: ANY, label: t('any') },
              ...courseTypes.map((type) => ({ value: type, label: t(`courseType.${type}`) })),
            ]}
            value={query.courseType ?? ANY}
            onChange={choose('courseType')}
            allowDeselect={false}
          />
          <Select
            label={t('verifiedFilter')}
            data={yesNo}
            value={query.emailVerified ?? ANY}
            onChange={choose('emailVerified')}
            allowDeselect={false}
          />
          <Select
            label={t('examRecordedFilter')}
            data={yesNo}
            value={query.examRecorded ?? ANY}
            onChange={choose('examRecorded')}
            allowDeselect={false}
          />
          <TextInput
            type="date"
            label={t('examFrom')}
            value={query.examFrom ?? ''}
            onChange={(event) => onChange({ examFrom: event.currentTarget.value || null })}
          />
          <TextInput
            type="date"
            label={t('examTo')}
            value={query.examTo ?? ''}
            onChange={(event) => onChange({ examTo: event.currentTarget.value || null })}
          />
          <Select
            label={t('sortBy')}
            data={sortChoices.map((choice) => ({ value: choice, label: t(`sort.${choice}`) }))}
            value={`${query.sort ?? 'registeredAt'}-${query.order ?? 'desc'}`}
            onChange={(value) => {
              const [sort, order] = (value ?? 'registeredAt-desc').split('-');
              onChange({ sort: sort ?? null, order: order ?? null });
            }}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Group gap="sm">
          {query.slotId !== undefined ? (
            <Button
              variant="light"
              size="xs"
              rightSection={<IconX size={14} aria-hidden="true" />}
              onClick={() => onChange({ slotId: null })}
            >
              {t('clearSlot')}
            </Button>
          ) : null}
          {hasFilters ? (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconFilterOff size={14} aria-hidden="true" />}
              onClick={() => {
                setSearch('');
                onChange({
                  search: null,
                  status: null,
                  courseType: null,
                  emailVerified: null,
                  examRecorded: null,
                  examFrom: null,
                  examTo: null,
                  slotId: null,
                  sort: null,
                  order: null,
                });
              }}
            >
              {t('clearFilters')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

function ApplicantResults({
  list,
  hasFilters,
  page,
  onPage,
}: {
  list: ReturnType<typeof useApplicants>;
  hasFilters: boolean;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin-applicants');
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;

  if (list.isPending) return <ResultsSkeleton />;
  if (list.isError) {
    return (
      <StateMessage
        title={t('loadFailed')}
        headingOrder={2}
        icon={<IconAlertTriangle size={28} />}
        tone="danger"
        role="alert"
        actions={<Button onClick={() => list.refetch()}>{t('retry')}</Button>}
      >
        <Text ta="center">{list.error.message}</Text>
      </StateMessage>
    );
  }
  const { items, total, pageSize } = list.data;
  if (items.length === 0) {
    return (
      <StateMessage
        title={hasFilters ? t('empty') : t('emptyAll')}
        headingOrder={2}
        icon={<IconUsers size={28} />}
        role="status"
      >
        {hasFilters ? <Text ta="center">{t('emptyHint')}</Text> : null}
      </StateMessage>
    );
  }
  const pages = Math.max(1, Math.ceil(total / (pageSize || APPLICANTS_PAGE_SIZE)));

  return (
    <Stack gap="md" aria-busy={list.isPlaceholderData}>
      <Text role="status" c="dimmed">
        {t('total', { count: total })}
      </Text>
      {isPhone ? <ApplicantCards items={items} /> : <ApplicantTable items={items} />}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous'
                ? t('previousPage')
                : control === 'next'
                  ? t('nextPage')
                  : undefined,
          })}
          aria-label={t('pagination')}
          component="nav"
          withEdges={false}
          siblings={isPhone ? 0 : 1}
        />
      ) : null}
    </Stack>
  );
}

function ApplicantLink({ item }: { item: ApplicantListItem }) {
  return (
    <Anchor component={Link} to={paths.admin.applicant(item.id)} fw={600}>
      {item.fullName}
    </Anchor>
  );
}

/** Badges and dates keep to one line; the table scrolls inside its box when it must. */
const noWrap = { whiteSpace: 'nowrap' } as const;

function ApplicantTable({ items }: { items: ApplicantListItem[] }) {
  const { t } = useTranslation('admin-applicants');
  const time = useStaffTime();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.contact')}</Table.Th>
            <Table.Th>{t('columns.courseType')}</Table.Th>
            <Table.Th>{t('columns.exam')}</Table.Th>
            <Table.Th>{t('columns.score')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.registeredAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <ApplicantLink item={item} />
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm">{item.email}</Text>
                  {item.phone ? (
                    <Text size="sm" c="dimmed">
                      {item.phone}
                    </Text>
                  ) : null}
                  <VerifiedBadge verified={item.emailVerified} />
                </Stack>
              </Table.Td>
              <Table.Td>{t(`courseType.${item.courseType}`)}</Table.Td>
              <Table.Td>
                {item.examStartsAt ? time.dateTime(item.examStartsAt) : t('noExam')}
              </Table.Td>
              <Table.Td style={noWrap}>
                <ScoreBadge score={item.examScore} passed={item.examPassed} />
              </Table.Td>
              <Table.Td style={noWrap}>
                <StatusBadge status={item.status} />
              </Table.Td>
              <Table.Td style={noWrap}>{time.date(item.registeredAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ApplicantCards({ items }: { items: ApplicantListItem[] }) {
  const { t } = useTranslation('admin-applicants');
  const time = useStaffTime();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Card key={item.id} withBorder radius="md" component="li">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <ApplicantLink item={item} />
              <StatusBadge status={item.status} />
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.email}
            </Text>
            {item.phone ? (
              <Text size="sm" c="dimmed">
                {item.phone}
              </Text>
            ) : null}
            <Group gap="xs">
              <VerifiedBadge verified={item.emailVerified} />
              <ScoreBadge score={item.examScore} passed={item.examPassed} />
            </Group>
            <Text size="sm">
              {`${t('columns.exam')}: ${
                item.examStartsAt ? time.dateTime(item.examStartsAt) : t('noExam')
              } · ${t(`courseType.${item.courseType}`)}`}
            </Text>
            <Text size="xs" c="dimmed">
              {`${t('columns.registeredAt')}: ${time.date(item.registeredAt)}`}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function ResultsSkeleton() {
  return (
    <Stack gap="sm" aria-hidden="true" data-testid="applicants-loading">
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={index} height={48} radius="sm" />
      ))}
    </Stack>
  );
}
