import { Button, Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pageCount, pastTheEnd } from '../lib/paging';
import { PastTheEnd } from './past-the-end';
import { StateMessage } from './state-message';

/*
 * The body of a paged staff list (ARCHITECTURE.md, "The staff area"), below its title and
 * filters: loading, failed, a page past the end, empty or nothing matching (with a way to clear
 * the filters), or the total, the rows as a list and the pager. The screen keeps its search,
 * filters and page in the address and says how each row looks; the texts are its own.
 */

export interface StaffListPage<Item> {
  items: Item[];
  total: number;
  pageSize: number;
}

export interface StaffListTexts {
  total: (count: number) => string;
  emptyTitle: string;
  emptyText: string;
  noMatchTitle: string;
  noMatchText: string;
  clearFilters: string;
  pageLabel: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
}

export function StaffList<Item>({
  list,
  page,
  filtered,
  texts,
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
  texts: StaffListTexts;
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
        title={filtered ? texts.noMatchTitle : texts.emptyTitle}
        headingOrder={2}
        icon={icon}
        actions={
          filtered ? (
            <Button variant="light" onClick={onClearFilters}>
              {texts.clearFilters}
            </Button>
          ) : null
        }
      >
        {filtered ? texts.noMatchText : texts.emptyText}
      </StateMessage>
    );
  }
  const pages = pageCount(data.total, data.pageSize);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {texts.total(data.total)}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.items.map(children)}
      </Stack>
      {data.total > data.pageSize ? (
        <Group component="nav" aria-label={texts.pageLabel} gap="sm" justify="center">
          <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {texts.previous}
          </Button>
          <Text size="sm">{texts.pageOf(page, pages)}</Text>
          <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {texts.next}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
