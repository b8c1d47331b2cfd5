import { type HomeworkItem, paths } from '@academy/contracts';
import { Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WorkItemRow } from './work-item-row';
import { WorkList, WorkListItems } from './work-list';

/**
 * The open tests and mini projects of a homework page, with how many are overdue: one
 * subject's (/homework/{id}) or every subject's (/homework). `detail` says where each sits.
 */
export function OpenWorkList<Item extends HomeworkItem>({
  items,
  detail,
}: {
  items: readonly Item[];
  detail: (item: Item) => string;
}) {
  const { t } = useTranslation('student');
  const overdue = items.filter((item) => item.overdue).length;
  return (
    <WorkList
      labelledBy="homework-open"
      header={
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="homework-open">
            {t('homework.open', { count: items.length })}
          </Title>
          {overdue > 0 ? (
            <Text size="sm" fw={700} c="red.9">
              {t('homework.overdueCount', { count: overdue })}
            </Text>
          ) : null}
        </Group>
      }
    >
      <WorkListItems>
        {items.map((item) => (
          <WorkItemRow
            key={`${item.kind}-${item.id}`}
            kind={item.kind}
            title={item.title}
            to={
              item.kind === 'task'
                ? paths.student.task(item.id)
                : paths.student.miniProject(item.id)
            }
            state={item.state}
            dueAt={item.dueAt}
            overdue={item.overdue}
            detail={detail(item)}
          />
        ))}
      </WorkListItems>
    </WorkList>
  );
}
