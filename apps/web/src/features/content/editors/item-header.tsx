import { type ContentItemContext, type ContentStatus, paths } from '@academy/contracts';
import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../shared/ui/page-title';
import { ToneBadge } from '../../../shared/ui/tone-badge';
import type { ItemKind } from './item-kind';

interface ItemHeaderProps {
  kind: ItemKind;
  title: string;
  status: ContentStatus;
  context: ContentItemContext;
  dirty: boolean;
  /** Save, publish, delete. */
  actions: ReactNode;
}

/** The way back to the subject, what is edited, its status and the editor's actions. */
export function ItemHeader({ kind, title, status, context, dirty, actions }: ItemHeaderProps) {
  const { t } = useTranslation('admin-editors');
  return (
    <Stack gap="sm">
      <PageTitle title={title || t(`kinds.${kind}`)} />
      <nav aria-label={t('breadcrumb')}>
        <Breadcrumbs styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
          <Anchor component={Link} to={paths.admin.content} size="sm">
            {t('content')}
          </Anchor>
          <Anchor
            component={Link}
            to={paths.admin.contentDirection(context.direction.id)}
            size="sm"
          >
            {context.direction.title}
          </Anchor>
          <Anchor component={Link} to={paths.admin.contentSubject(context.subject.id)} size="sm">
            {context.subject.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {context.chapter.title}
          </Text>
        </Breadcrumbs>
      </nav>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {t(`kinds.${kind}`)}
          </Text>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {title || t('untitled')}
          </Title>
          <Group gap="xs">
            <ToneBadge tone={status === 'published' ? 'green' : 'gray'}>
              {t(`status.${status}`)}
            </ToneBadge>
            {dirty ? <ToneBadge tone="orange">{t('unsavedBadge')}</ToneBadge> : null}
          </Group>
        </Stack>
        <Group gap="xs">{actions}</Group>
      </Group>
    </Stack>
  );
}
