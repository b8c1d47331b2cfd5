import { type ChapterItemKind, type ContentStatus, idTextSchema, paths } from '@academy/contracts';
import {
  ActionIcon,
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowDown,
  IconArrowUp,
  IconBook2,
  IconChecklist,
  IconEye,
  IconEyeOff,
  IconSearch,
  IconTools,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageTitle } from '../../shared/ui/page-title';
import { StateMessage } from '../../shared/ui/state-message';
import { ToneBadge } from '../../shared/ui/tone-badge';

/*
 * Pieces every screen of the content's structure shares: the head, the status badge, the breadcrumbs,
 * the up/down buttons of a reorder (keyboard-reachable, named for what they move), and the
 * loading, not-found and failure states.
 */

/** The id of a route (`/admin/content/subjects/:id`), or null when it cannot name anything. */
export function routeId(param: string | undefined): number | null {
  const parsed = idTextSchema.safeParse(param);
  return parsed.success ? parsed.data : null;
}

export function StatusBadge({ status }: { status: ContentStatus }) {
  const { t } = useTranslation('content');
  return (
    <ToneBadge tone={status === 'published' ? 'green' : 'gray'}>{t(`status.${status}`)}</ToneBadge>
  );
}

const kindIcons = { lecture: IconBook2, task: IconChecklist, mini_project: IconTools } as const;

export function KindIcon({ kind }: { kind: ChapterItemKind }) {
  const Icon = kindIcons[kind];
  return <Icon size={18} aria-hidden="true" />;
}

/** Where an item's editor is. */
export function itemEditorPath(kind: ChapterItemKind, id: number): string {
  if (kind === 'lecture') return paths.admin.contentLecture(id);
  if (kind === 'task') return paths.admin.contentTask(id);
  return paths.admin.contentMiniProject(id);
}

export interface Crumb {
  title: string;
  to?: string;
}

/** Content › Direction › Subject: the last one is the page itself. */
export function ContentBreadcrumbs({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation('content');
  const crumbs: Crumb[] = [{ title: t('breadcrumbs.content'), to: paths.admin.content }, ...trail];
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <Breadcrumbs styles={{ root: { flexWrap: 'wrap' } }}>
        {crumbs.map((crumb, index) =>
          crumb.to && index < crumbs.length - 1 ? (
            <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
              {crumb.title}
            </Anchor>
          ) : (
            <Text key="current" size="sm" aria-current="page" style={{ overflowWrap: 'anywhere' }}>
              {crumb.title}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

interface StructureHeaderProps {
  title: string;
  status: ContentStatus;
  /** The breadcrumbs after "Content", the page itself last. */
  trail: Crumb[];
  /** A line beside the status (what publishing means here). */
  note?: string;
  onToggleStatus: () => void;
  togglingStatus: boolean;
  /** Actions after Publish/Unpublish. */
  actions?: ReactNode;
}

/**
 * The head of a direction's or subject's screen: the document's title, the breadcrumbs, the
 * heading with its status, and Publish or Unpublish (filled while it is a draft).
 */
export function StructureHeader({
  title,
  status,
  trail,
  note,
  onToggleStatus,
  togglingStatus,
  actions,
}: StructureHeaderProps) {
  const { t } = useTranslation('content');
  const published = status === 'published';
  return (
    <>
      <PageTitle title={title} />
      <ContentBreadcrumbs trail={trail} />
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Group gap="xs">
            <StatusBadge status={status} />
            {note ? (
              <Text size="sm" c="dimmed">
                {note}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <Group gap="sm">
          {/* Publish and Delete look as they do in the item editors (editors/item-actions). */}
          <Button
            variant="light"
            loading={togglingStatus}
            onClick={onToggleStatus}
            leftSection={
              published ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />
            }
          >
            {t(published ? 'actions.unpublish' : 'actions.publish')}
          </Button>
          {actions}
        </Group>
      </Group>
    </>
  );
}

interface MoveButtonsProps {
  title: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
}

/** Up and down: buttons, so that a reorder works from the keyboard as well as by pointer. */
export function MoveButtons({ title, index, count, onMove, disabled = false }: MoveButtonsProps) {
  const { t } = useTranslation('content');
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('actions.moveUp', { title })}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <IconArrowUp size={18} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('actions.moveDown', { title })}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <IconArrowDown size={18} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}

/** The list with one element moved from `from` to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function LoadingState() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton height={16} width="40%" />
      <Skeleton height={32} width="60%" />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </Stack>
  );
}

/** A screen whose read failed: not found (404), or another failure with "Try again". */
export function FailureState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('content');
  if (error instanceof ApiError && error.status === 404) return <NotFoundState />;
  return (
    <LoadFailed
      title={t('states.failed')}
      icon={<IconAlertTriangle size={28} />}
      error={error}
      retryLabel={t('actions.tryAgain')}
      onRetry={onRetry}
    />
  );
}

export function NotFoundState() {
  const { t } = useTranslation('content');
  return (
    <StateMessage
      title={t('states.notFound')}
      icon={<IconSearch size={28} />}
      actions={
        <Button component={Link} to={paths.admin.content} variant="default">
          {t('states.backToContent')}
        </Button>
      }
    >
      <Text ta="center">{t('states.notFoundText')}</Text>
    </StateMessage>
  );
}
