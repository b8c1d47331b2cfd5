import { Button, Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount, pastTheEnd } from '../lib/paging';
import { PastTheEnd } from './past-the-end';
import { StateMessage } from './state-message';

/*
 * The body of a paged staff list (ARCHITECTURE.md, "The staff area"), below its title and
 * filters: loading, failed, a page past the end, empty or nothing matching (with a way to clear
 * the filters), or the total, the rows as a list and the pager. The screen keeps its search,
 * filters and page in the address and says how each row looks; the texts are its namespace's
 * `list.` keys.
 */

export interface StaffListPage<Item> {
  items: Item[];
  total: number;
  pageSize: number;
}

/**
 * The namespaces of the screens that use it: each has the list's texts under the same `list.`
 * keys (total, emptyTitle, emptyText, noMatchTitle, noMatchText, clearFilters, pageLabel,
 * previous, next, pageOf).
 */
export type StaffListNamespace =
  | 'admin-payments'
  | 'announcements'
  | 'promotion-admin'
  | 'user-admin';

export function StaffList<Item>({
  list,
  page,
  filtered,
  namespace,
  icon,
  loading,
  failed,
  pageHref,
  onPage,
  onClearFilters,
  children,
}: {
  list: UseQueryResult<StaffListPage<Item>>;
  page: number;
  /** A search or filter is set: an empty answer is "nothing matches", not "nothing yet". */
  filtered: boolean;
  namespace: StaffListNamespace;
  icon: ReactNode;
  loading: ReactNode;
  failed: (error: unknown, retry: () => void) => ReactNode;
  /** The address of a page with the list's search and filters (`?…`). */
  pageHref: (page: number) => string;
  onPage: (page: number) => void;
  onClearFilters: () => void;
  /** The rows, each an `li`. */
  children: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation(namespace);
  if (list.isPending) return <>{loading}</>;
  if (list.isError) return <>{failed(list.error, () => void list.refetch())}</>;
  const { data } = list;
  const lastPage = pastTheEnd(data, page);
  if (lastPage !== null) {
    return <PastTheEnd page={page} lastPage={lastPage} to={pageHref(lastPage)} />;
  }
  if (data.items.length === 0) {
    return (
      <StateMessage
        title={filtered ? t('list.noMatchTitle') : t('list.emptyTitle')}
        headingOrder={2}
        icon={icon}
        actions={
          filtered ? (
            <Button variant="light" onClick={onClearFilters}>
              {t('list.clearFilters')}
            </Button>
          ) : null
        }
      >
        {filtered ? t('list.noMatchText') : t('list.emptyText')}
      </StateMessage>
    );
  }
  const pages = pageCount(data.total, data.pageSize);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('list.total', { count: data.total })}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.items.map(children)}
      </Stack>
      {data.total > data.pageSize ? (
        <Group component="nav" aria-label={t('list.pageLabel')} gap="sm" justify="center">
          <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('list.previous')}
          </Button>
          <Text size="sm">{t('list.pageOf', { page, pages })}</Text>
          <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('list.next')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
