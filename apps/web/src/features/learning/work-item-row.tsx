import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type WorkKind, workKindIcons, workKindLabels } from './learning-icons';
import classes from './work-item-row.module.css';
import { DueDate, isOverdue, StateBadge, type WorkState } from './work-status';

interface WorkItemRowProps {
  kind: WorkKind;
  title: string;
  to: string;
  state: WorkState;
  dueAt: string | null;
  /** The server's verdict when it gives one (homework); otherwise read from the due date. */
  overdue?: boolean;
  /** A line under the title (the chapter, on the homework screen). */
  detail?: string;
}

/**
 * A lecture, test or mini project in a list: its kind (icon and word), its title linking to
 * it, its state and its due date. The whole row answers a click; the title is the link.
 */
export function WorkItemRow({ kind, title, to, state, dueAt, overdue, detail }: WorkItemRowProps) {
  const { t } = useTranslation('student');
  const KindIcon = workKindIcons[kind];
  const late = overdue ?? isOverdue(dueAt, state);
  return (
    <li className={classes.row} data-kind={kind} data-overdue={late || undefined}>
      <span className={classes.icon} aria-hidden="true">
        <KindIcon size={20} />
      </span>
      <div className={classes.main}>
        <Text size="xs" fw={600} className={classes.kind}>
          {t(workKindLabels[kind])}
          {detail ? <span className={classes.detail}> · {detail}</span> : null}
        </Text>
        <Link to={to} className={classes.link}>
          {title}
        </Link>
        {dueAt ? <DueDate dueAt={dueAt} overdue={late} /> : null}
      </div>
      <div className={classes.state}>
        <StateBadge state={state} />
      </div>
    </li>
  );
}
