import { Button, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconHistory } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pageCount, pastTheEnd } from '../../shared/lib/paging';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageTitle } from '../../shared/ui/page-title';
import { PastTheEnd } from '../../shared/ui/past-the-end';
import { StateMessage } from '../../shared/ui/state-message';
import { TimeZoneNote } from '../../shared/ui/time-zone-note';
import { exportAuditLogMutation } from './api/export-audit-log';
import { auditLogQuery } from './api/queries';
import { AuditFilters } from './audit-filters';
import { auditQueryFrom, isFiltered, withFilter, withPage } from './audit-filters-url';
import { AuditTable } from './audit-table';

/**
 * /admin/audit: every staff change, newest first, narrowed by the filters in the URL and
 * paged; a row opens to show the record before and after the change.
 */
export function AuditPage() {
  const { t, i18n } = useTranslation('audit');
  const [search, setSearch] = useSearchParams();
  const query = auditQueryFrom(search);
  const log = useQuery(auditLogQuery(query));
  const filtered = isFiltered(search);
  const number = new Intl.NumberFormat(i18n.language);
  const exportCsv = useMutation(exportAuditLogMutation);

  const data = log.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  const asked = Number(search.get('page') ?? 1);
  const lastPage = data ? pastTheEnd(data, Number.isInteger(asked) ? asked : 1) : null;
  const { page: _page, pageSize: _pageSize, ...filter } = query;

  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} />
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dark.4">{t('description')}</Text>
          <TimeZoneNote />
        </Stack>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} />}
          loading={exportCsv.isPending}
          disabled={data?.total === 0}
          onClick={() => exportCsv.mutate({ query: filter })}
        >
          {t('export')}
        </Button>
      </Group>
      <AuditFilters
        search={search}
        actors={data?.actors ?? []}
        filtered={filtered}
        onChange={(name, value) => setSearch(withFilter(search, name, value))}
        onClear={() => setSearch(new URLSearchParams())}
      />
      {data ? (
        lastPage !== null ? (
          <PastTheEnd page={data.page} lastPage={lastPage} to={`?${withPage(search, lastPage)}`} />
        ) : data.items.length === 0 ? (
          <StateMessage
            headingOrder={2}
            title={filtered ? t('empty.filteredTitle') : t('empty.title')}
            icon={<IconHistory size={28} />}
            role="status"
            actions={
              filtered ? (
                <Button variant="default" onClick={() => setSearch(new URLSearchParams())}>
                  {t('filters.clear')}
                </Button>
              ) : null
            }
          >
            <Text ta="center">{filtered ? t('empty.filtered') : t('empty.none')}</Text>
          </StateMessage>
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dark.4" role="status">
              {t('count', { total: number.format(data.total) })}
            </Text>
            <Paper
              withBorder
              radius="lg"
              p={0}
              style={{ overflow: 'hidden' }}
              aria-busy={log.isPlaceholderData}
            >
              <AuditTable
                entries={data.items}
                onActor={(actorId) => setSearch(withFilter(search, 'actorId', String(actorId)))}
              />
            </Paper>
            {pages > 1 ? (
              <Group justify="center">
                <Pagination
                  total={pages}
                  value={data.page}
                  onChange={(page) => setSearch(withPage(search, page))}
                  getControlProps={(control) => ({
                    'aria-label': t(`pagination.${control}`),
                  })}
                  getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
                  siblings={1}
                  boundaries={1}
                />
              </Group>
            ) : null}
          </Stack>
        )
      ) : log.isError ? (
        <LoadFailed
          headingOrder={2}
          title={t('failed')}
          icon={<IconAlertTriangle size={28} />}
          error={log.error}
          retryLabel={t('retry')}
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
        />
      ) : (
        <Stack gap="xs" aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <Skeleton key={index} h={44} radius="sm" />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
