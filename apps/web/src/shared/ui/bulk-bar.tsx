import { BULK_MAX_IDS, type BulkResponse } from '@academy/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkSummary } from './bulk-summary';

/*
 * The frame of bulk work on a staff list (ARCHITECTURE.md, "Bulk work"): the count of the
 * rows ticked, the list's actions, a way to clear the choice, and once an action is done the
 * summary of what it did. The lists differ only in their actions and dialogs.
 */

interface Outcome {
  result: BulkResponse;
  names: ReadonlyMap<number, string>;
}

export interface BulkWork {
  /** The ticked ids, in the order they were ticked. */
  ids: number[];
  /** More ticked than one call takes: the actions are disabled. */
  tooMany: boolean;
  /** Shows the summary of an answer and clears the choice. */
  done: (result: BulkResponse) => void;
  outcome: Outcome | null;
  dismiss: () => void;
}

export function useBulkWork(selected: ReadonlyMap<number, string>, onClear: () => void): BulkWork {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const ids = [...selected.keys()];
  return {
    ids,
    tooMany: ids.length > BULK_MAX_IDS,
    done: (result) => {
      // The names as the screen showed them: the rows may leave the page once changed.
      setOutcome({ result, names: new Map(selected) });
      onClear();
    },
    outcome,
    dismiss: () => setOutcome(null),
  };
}

export function BulkBar({
  work,
  onClear,
  actions,
  children,
}: {
  work: BulkWork;
  onClear: () => void;
  /** The list's buttons, shown while rows are ticked. */
  actions: ReactNode;
  /** The list's dialogs. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="sm">
      {work.outcome ? (
        <BulkSummary
          result={work.outcome.result}
          names={work.outcome.names}
          onClose={work.dismiss}
        />
      ) : null}
      {work.ids.length > 0 ? (
        <Group
          gap="sm"
          p="sm"
          bg="var(--mantine-color-gray-light)"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          data-testid="bulk-bar"
        >
          <Text fw={600} role="status">
            {t('bulk.selected', { count: work.ids.length })}
          </Text>
          {actions}
          <Button size="xs" variant="default" onClick={onClear}>
            {t('bulk.clear')}
          </Button>
          {work.tooMany ? (
            <Text size="sm" c="red">
              {t('bulk.tooMany', { max: BULK_MAX_IDS })}
            </Text>
          ) : null}
        </Group>
      ) : null}
      {children}
    </Stack>
  );
}
