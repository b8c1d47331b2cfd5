import type { AuditAction, AuditEntry } from '@academy/contracts';
import { ActionIcon, Anchor, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaffTime } from '../../shared/lib/staff-time';
import { type Tone, ToneBadge } from '../../shared/ui/tone-badge';
import classes from './audit-page.module.css';
import { entityName, entityPath } from './entity-link';
import { EntryDiff } from './entry-diff';

/** Tints of the action badges: what adds green, what takes away red, the rest the brand's. */
const actionTones: Partial<Record<AuditAction, Tone>> = {
  create: 'green',
  delete: 'red',
  revoke: 'red',
  reject: 'red',
  blacklist: 'red',
  fail: 'red',
  publish: 'green',
  admit: 'green',
  pass: 'green',
};

/**
 * The log's entries, newest first: when, who, what was done to which record. A row opens to
 * show the record before and after; the actor's name narrows the log to their changes.
 */
export function AuditTable({
  entries,
  onActor,
}: {
  entries: AuditEntry[];
  onActor: (actorId: number) => void;
}) {
  const { t } = useTranslation('audit');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const time = useStaffTime();
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Table className={classes.log} verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" className={classes.toggleColumn}>
            <span className={classes.hiddenLabel}>{t('table.details')}</span>
          </Table.Th>
          <Table.Th scope="col">{t('table.when')}</Table.Th>
          <Table.Th scope="col">{t('table.who')}</Table.Th>
          <Table.Th scope="col">{t('table.action')}</Table.Th>
          <Table.Th scope="col">{t('table.entity')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => {
          const expanded = open.has(entry.id);
          const detailsId = `audit-entry-${entry.id}`;
          const path = entry.gone ? null : entityPath(entry.entityType, entry.entityId);
          const name = entityName(entry, t);
          const type = t(`entityTypes.${entry.entityType}`);
          const entity = name === type ? name : `${type}: ${name}`;
          return (
            <Fragment key={entry.id}>
              <Table.Tr data-expanded={expanded || undefined}>
                <Table.Td className={classes.toggleColumn}>
                  <ActionIcon
                    variant="subtle"
                    color="dark"
                    onClick={() => toggle(entry.id)}
                    aria-expanded={expanded}
                    aria-controls={expanded ? detailsId : undefined}
                    aria-label={t(expanded ? 'table.hideChange' : 'table.showChange', {
                      action: t(`actions.${entry.action}`),
                      entity,
                    })}
                  >
                    {expanded ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
                  </ActionIcon>
                </Table.Td>
                <Table.Td data-label={t('table.when')}>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {time.dateTime(entry.at)}
                  </Text>
                </Table.Td>
                <Table.Td data-label={t('table.who')}>
                  {entry.actor ? (
                    <UnstyledButton
                      className={classes.actor}
                      onClick={() => entry.actor && onActor(entry.actor.id)}
                      aria-label={t('table.filterByActor', { name: entry.actor.fullName })}
                      title={t('table.filterByActor', { name: entry.actor.fullName })}
                    >
                      <Text span size="sm" fw={600} className={classes.actorName}>
                        {entry.actor.fullName}
                      </Text>
                    </UnstyledButton>
                  ) : (
                    <Text size="sm" c="dark.4">
                      {t('table.formerStaff')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td data-label={t('table.action')}>
                  <ToneBadge tone={actionTones[entry.action] ?? 'brand'}>
                    {t(`actions.${entry.action}`)}
                  </ToneBadge>
                </Table.Td>
                <Table.Td data-label={t('table.entity')}>
                  {name !== type ? (
                    <Text size="xs" c="dark.4">
                      {type}
                    </Text>
                  ) : null}
                  {path ? (
                    <Anchor component={Link} to={path} size="sm" className={classes.entityName}>
                      {name}
                    </Anchor>
                  ) : (
                    <Text size="sm" className={classes.entityName}>
                      {name}
                      {entry.gone ? (
                        <ToneBadge tone="gray" size="xs" ml={6}>
                          {t('table.deleted')}
                        </ToneBadge>
                      ) : null}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
              {expanded ? (
                <Table.Tr className={classes.detailsRow}>
                  <Table.Td colSpan={5} id={detailsId}>
                    <EntryDiff entry={entry} />
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
