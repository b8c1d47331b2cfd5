import type { ComponentType } from 'react';
import { Icon, type IconProps } from '../../shared/ui/icons';

/* The learning area's own line icons (the shared frame, shared/ui/icons.tsx). */

export function LectureIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 6.5C10 5 7 4.6 3.5 5v13.5C7 18 10 18.5 12 20c2-1.5 5-2 8.5-1.5V5C17 4.6 14 5 12 6.5z" />
      <path d="M12 6.5V20" />
    </Icon>
  );
}

export function TestIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="m8 9 1.5 1.5L12 8M8 15l1.5 1.5L12 14M14.5 9.5H16M14.5 15.5H16" />
    </Icon>
  );
}

export function MiniProjectIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
      <path d="m10 11-2 2 2 2M14 11l2 2-2 2" />
    </Icon>
  );
}

export function ArrowLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </Icon>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </Icon>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m10 8.5 5 3.5-5 3.5z" />
    </Icon>
  );
}

export function FlagIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
    </Icon>
  );
}

/** The kinds of work a subject holds. */
export type WorkKind = 'lecture' | 'task' | 'mini-project';

export const workKindIcons: Record<WorkKind, ComponentType<IconProps>> = {
  lecture: LectureIcon,
  task: TestIcon,
  'mini-project': MiniProjectIcon,
};

/** The key of each kind's name in the `student` bundle. */
export const workKindLabels = {
  lecture: 'subject.kinds.lecture',
  task: 'subject.kinds.task',
  'mini-project': 'subject.kinds.miniProject',
} as const satisfies Record<WorkKind, string>;
