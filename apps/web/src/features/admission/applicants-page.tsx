import {
  APPLICANT_SEARCH_MAX_LENGTH,
  APPLICANTS_PAGE_SIZE,
  type ApplicantListItem,
  type ApplicantListQuery,
  type ApplicantListResponse,
  applicantStatuses,
  courseTypes,
  paths,
} from '@academy/contracts';
import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconDownload,
  IconFilterOff,
  IconUsers,
  IconX,
} from '@tabler/icons-react';
import { type UseQueryResult, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pageCount, pastTheEnd } from '../../shared/lib/paging';
import { useStaffTime } from '../../shared/lib/staff-time';
import { FiltersPanel, PHONE_QUERY } from '../../shared/ui/filters-panel';
import { PageTitle } from '../../shared/ui/page-title';
import { PastTheEnd } from '../../shared/ui/past-the-end';
import { SearchField } from '../../shared/ui/search-field';
import { StateMessage } from '../../shared/ui/state-message';
import { TimeZoneNote } from '../../shared/ui/time-zone-note';
import { exportApplicantsMutation } from './api/export-applicants';
import { applicantsQuery } from './api/queries';
import { ScoreBadge, StatusBadge, VerifiedBadge } from './applicant-badges';
import { ApplicantsBulkBar } from './bulk-actions';
import { filterOf, listQueryFrom, withChanges } from './list-params';

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

/** The parameters that narrow the list (the search and the sort aside). */
const filterKeys = [
  'status',
  'courseType',
  'emailVerified',
  'examRecorded',
  'examFrom',
  'examTo',
  'slotId',
] as const satisfies (keyof ApplicantListQuery)[];

/** /admin/applicants: the list with its search, filters, sort and pages, all in the address. */
export function ApplicantsPage() {
  const { t } = useTranslation('admission');
  const [params, setParams] = useSearchParams();
  const query = listQueryFrom(params);
  const list = useQuery(applicantsQuery(query));
  const exporting = useMutation(exportApplicantsMutation);
  const change = (changes: Change, replace = false) =>
    setParams(withChanges(params, changes), { replace });
  const hasFilters = [...params.keys()].some((key) => key !== 'page' && key !== 'pageSize');
  // The ticked applicants (names by id), for bulk work; a new page or filter starts afresh.
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map());
  const address = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the address changes
  useEffect(() => setSelected(new Map()), [address]);
  const selection: Selection = {
    selected,
    toggle: (items, on) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const item of items) {
          if (on) next.set(item.id, item.fullName);
          else next.delete(item.id);
        }
        return next;
      }),
  };

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
          onClick={() => exporting.mutate({ query: filterOf(query) })}
          title={t('exportHint')}
        >
          {t('export')}
        </Button>
      </Group>

      <Filters query={query} onChange={change} hasFilters={hasFilters} />

      <ApplicantsBulkBar selected={selected} onClear={() => setSelected(new Map())} />

      <ApplicantResults
        selection={selection}
        list={list}
        hasFilters={hasFilters}
        onPage={(page) => change({ page: String(page) })}
        pageAddress={(page) => `?${withChanges(params, { page: page > 1 ? String(page) : null })}`}
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
  const { t } = useTranslation('admission');

  const yesNo = [
    { value: ANY, label: t('any') },
    { value: 'yes', label: t('yes') },
    { value: 'no', label: t('no') },
  ];
  const choose = (key: keyof ApplicantListQuery) => (value: string | null) =>
    onChange({ [key]: value === ANY ? null : value });

  return (
    <FiltersPanel
      label={t('filters')}
      active={filterKeys.filter((key) => query[key] !== undefined).length}
      search={
        <SearchField
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={query.search ?? ''}
          maxLength={APPLICANT_SEARCH_MAX_LENGTH}
          onSearch={(search) => onChange({ search: search || null }, true)}
        />
      }
    >
      <Stack gap="sm">
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
    </FiltersPanel>
  );
}

/** The page's ticked applicants and how to tick or untick some. */
interface Selection {
  selected: ReadonlyMap<number, string>;
  toggle: (items: ApplicantListItem[], on: boolean) => void;
}

function SelectBox({ item, selection }: { item: ApplicantListItem; selection: Selection }) {
  const { t } = useTranslation('admin');
  return (
    <Checkbox
      aria-label={t('bulk.select', { name: item.fullName })}
      checked={selection.selected.has(item.id)}
      onChange={(event) => selection.toggle([item], event.currentTarget.checked)}
    />
  );
}

function SelectAllBox({
  items,
  selection,
  labelled = false,
}: {
  items: ApplicantListItem[];
  selection: Selection;
  /** Shows its label (the cards have no header row to stand in for one). */
  labelled?: boolean;
}) {
  const { t } = useTranslation('admin');
  const ticked = items.filter((item) => selection.selected.has(item.id)).length;
  return (
    <Checkbox
      label={labelled ? t('bulk.selectAll') : undefined}
      aria-label={labelled ? undefined : t('bulk.selectAll')}
      checked={items.length > 0 && ticked === items.length}
      indeterminate={ticked > 0 && ticked < items.length}
      onChange={(event) => selection.toggle(items, event.currentTarget.checked)}
    />
  );
}

function ApplicantResults({
  selection,
  list,
  hasFilters,
  page,
  onPage,
  pageAddress,
}: {
  selection: Selection;
  list: UseQueryResult<ApplicantListResponse>;
  hasFilters: boolean;
  page: number;
  onPage: (page: number) => void;
  /** The address of a page of this list (its search and filters kept). */
  pageAddress: (page: number) => string;
}) {
  const { t } = useTranslation('admission');
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

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
  const lastPage = pastTheEnd(list.data, page);
  if (lastPage !== null) {
    return <PastTheEnd page={page} lastPage={lastPage} to={pageAddress(lastPage)} />;
  }
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
  const pages = pageCount(total, pageSize || APPLICANTS_PAGE_SIZE);

  return (
    <Stack gap="md" aria-busy={list.isPlaceholderData}>
      <Text role="status" c="dimmed">
        {t('total', { count: total })}
      </Text>
      {isPhone ? (
        <ApplicantCards items={items} selection={selection} />
      ) : (
        <ApplicantTable items={items} selection={selection} />
      )}
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

/*
 * At 1280 px (the staff's usual screen, the navigation beside it) every column shows whole,
 * in English and Russian: the format goes under the exam and the day of the application
 * under the name, so five columns share the width; badges keep to one line and are never
 * cut (applicant-badges.tsx). Narrower than the table, it scrolls inside its box.
 */
function ApplicantTable({
  items,
  selection,
}: {
  items: ApplicantListItem[];
  selection: Selection;
}) {
  const { t } = useTranslation('admission');
  const time = useStaffTime();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="applicants-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <SelectAllBox items={items} selection={selection} />
            </Table.Th>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.contact')}</Table.Th>
            <Table.Th>{t('columns.exam')}</Table.Th>
            <Table.Th>{t('columns.score')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <SelectBox item={item} selection={selection} />
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <ApplicantLink item={item} />
                  <Text size="xs" c="dimmed">
                    {`${t('columns.registeredAt')}: ${time.date(item.registeredAt)}`}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.email}
                  </Text>
                  {item.phone ? (
                    <Text size="sm" c="dimmed">
                      {item.phone}
                    </Text>
                  ) : null}
                  <VerifiedBadge verified={item.emailVerified} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm">
                    {item.examStartsAt ? time.dateTime(item.examStartsAt) : t('noExam')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {`${t('columns.courseType')}: ${t(`courseType.${item.courseType}`)}`}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <ScoreBadge score={item.examScore} passed={item.examPassed} />
              </Table.Td>
              <Table.Td>
                <StatusBadge status={item.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ApplicantCards({
  items,
  selection,
}: {
  items: ApplicantListItem[];
  selection: Selection;
}) {
  const { t } = useTranslation('admission');
  const time = useStaffTime();
  return (
    <Stack gap="sm">
      <SelectAllBox items={items} selection={selection} labelled />
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Card key={item.id} withBorder radius="md" component="li">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  <SelectBox item={item} selection={selection} />
                  <ApplicantLink item={item} />
                </Group>
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
