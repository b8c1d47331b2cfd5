import type { AuditEntry } from '@academy/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStaffTime } from '../../shared/lib/staff-time';
import { ToneBadge } from '../../shared/ui/tone-badge';
import classes from './audit-page.module.css';
import { screenWords, snapshotDiff } from './snapshot-diff';

/**
 * An entry's record before and after the change, field by field, labelled and in words.
 * Changed fields are tinted and say "changed" in words too, so the difference does not rest
 * on colour alone.
 */
export function EntryDiff({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('audit');
  const time = useStaffTime();
  const changes = snapshotDiff(entry.before, entry.after, screenWords(t, i18n.language, time));
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dark.4">
        {t('diff.none')}
      </Text>
    );
  }
  const value = (text: string | null) =>
    text === null ? (
      <Text span size="sm" c="dark.4">
        {t('diff.absent')}
      </Text>
    ) : (
      <Text size="sm" className={classes.value}>
        {text}
      </Text>
    );
  return (
    <Table className={classes.diff} withTableBorder verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('diff.field')}</Table.Th>
          <Table.Th scope="col">{t('diff.before')}</Table.Th>
          <Table.Th scope="col">{t('diff.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.field} data-changed={change.changed || undefined}>
            <Table.Th scope="row" className={classes.field}>
              <Text span size="sm" fw={600} className={classes.fieldName}>
                {change.label}
              </Text>
              {change.changed ? (
                <ToneBadge tone="orange" size="xs" ml={6}>
                  {t('diff.changed')}
                </ToneBadge>
              ) : null}
            </Table.Th>
            <Table.Td data-label={t('diff.before')}>{value(change.before)}</Table.Td>
            <Table.Td data-label={t('diff.after')}>{value(change.after)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
