import type { BulkResponse } from '@academy/contracts';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What a bulk call did (ARCHITECTURE.md, "Bulk work"): how many were done, and each one
 * that was not, by name, with the reason in words. A status region, so it is read out.
 */
export function BulkSummary({
  result,
  names,
  onClose,
}: {
  result: BulkResponse;
  /** The names of the ids sent, as the screen showed them. */
  names: ReadonlyMap<number, string>;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tErrors } = useTranslation('errors');
  const failures = result.results.flatMap((outcome) =>
    outcome.code === null ? [] : [{ id: outcome.id, code: outcome.code }],
  );
  return (
    <Alert
      role="status"
      color={failures.length === 0 ? 'green' : 'yellow'}
      variant="light"
      title={t('bulk.done', { count: result.done, total: result.results.length })}
      data-testid="bulk-summary"
      // The title in the text's colour: the tinted one is too faint on the light background.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs">
        {failures.length > 0 ? (
          <>
            <Text size="sm">{t('bulk.failed', { count: failures.length })}</Text>
            <List size="sm">
              {failures.map((outcome) => (
                <List.Item key={outcome.id}>
                  {`${names.get(outcome.id) ?? `#${outcome.id}`}: ${tErrors(outcome.code)}`}
                </List.Item>
              ))}
            </List>
          </>
        ) : null}
        <div>
          <Button variant="default" size="xs" onClick={onClose}>
            {t('bulk.dismiss')}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
