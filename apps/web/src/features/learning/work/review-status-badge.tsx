import type { ReviewStatus } from '@academy/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ClockIcon } from '../../../shared/ui/icons';
import { CrossIcon } from './work-icons';

const look = {
  passed: { color: 'teal', icon: CheckIcon },
  failed: { color: 'red', icon: CrossIcon },
  not_checked_yet: { color: 'blue', icon: ClockIcon },
} as const satisfies Record<ReviewStatus, unknown>;

/** A review's status in words, with its colour and icon as extras, never alone. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('student');
  const { color, icon: StatusIcon } = look[status];
  return (
    <Badge
      color={color}
      variant="light"
      // Mantine's light badge is below WCAG AA for small text: the darkest shade on the palest tint.
      c={`${color}.9`}
      bg={`${color}.0`}
      size="lg"
      radius="sm"
      tt="none"
      leftSection={<StatusIcon size={16} />}
      styles={{ root: { flexShrink: 0 } }}
    >
      {t(`reviewStatus.${status}`)}
    </Badge>
  );
}
