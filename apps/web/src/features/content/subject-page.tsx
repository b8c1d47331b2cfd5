import {
  type AdminChapter,
  type AdminSubject,
  type ChapterItem,
  type ChapterItemKind,
  paths,
} from '@academy/contracts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChecks, IconDots, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { StateMessage } from '../../shared/ui/state-message';
import {
  createChapterMutation,
  createLectureMutation,
  createMiniProjectMutation,
  createTaskMutation,
  deleteChapterMutation,
  deletionInput,
  reorderChapterItemsMutation,
  reorderChaptersMutation,
  setChapterStatusMutation,
  setSubjectStatusMutation,
  updateChapterMutation,
} from './api/change-structure';
import { adminSubjectQuery } from './api/queries';
import {
  FailureState,
  itemEditorPath,
  KindIcon,
  LoadingState,
  MoveButtons,
  moved,
  NotFoundState,
  routeId,
  StatusBadge,
  StructureHeader,
} from './content-ui';
import { DeleteDialog, type DeleteTarget } from './delete-dialog';
import { GradesDownload } from './grades-download';
import { PublishChapterDialog } from './publish-chapter-dialog';
import { TitleFormModal } from './title-form-modal';
import { NoticeProvider, useNotice, useStatusToggle } from './undo-notice';

/*
 * /admin/content/subjects/{id}: the subject's chapters in order, each with its lectures,
 * tests and mini projects in order. A new item is created with its title as a draft, then
 * its editor opens (the content editors' screens). "Publish chapter" publishes a chapter
 * with all its drafts at once, after a summary of what that publishes.
 */

export function SubjectPage() {
  const id = routeId(useParams().id);
  return (
    <NoticeProvider>{id === null ? <NotFoundState /> : <SubjectScreen id={id} />}</NoticeProvider>
  );
}

function SubjectScreen({ id }: { id: number }) {
  const subject = useQuery(adminSubjectQuery(id));
  if (subject.isPending) return <LoadingState />;
  if (subject.isError)
    return <FailureState error={subject.error} onRetry={() => subject.refetch()} />;
  return <SubjectEditor subject={subject.data} />;
}

type NewItem = { chapterId: number; kind: ChapterItemKind };

function SubjectEditor({ subject }: { subject: AdminSubject }) {
  const { t } = useTranslation('content');
  const setStatus = useMutation(setSubjectStatusMutation);
  const createChapter = useMutation(createChapterMutation);
  const reorderChapters = useMutation(reorderChaptersMutation);
  const renameChapter = useMutation(updateChapterMutation);
  const removeChapter = useMutation(deleteChapterMutation);
  const newItem = useNewItem();
  const notice = useNotice();
  const [creatingChapter, setCreatingChapter] = useState(false);
  const [renaming, setRenaming] = useState<AdminChapter | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [adding, setAdding] = useState<NewItem | null>(null);

  const toggle = useStatusToggle(setStatus, subject);

  async function moveChapter(from: number, to: number) {
    const before = subject.chapters.map((c) => c.id);
    const params = { id: subject.id };
    await reorderChapters.mutateAsync({ params, body: { ids: moved(before, from, to) } });
    notice(t('toasts.reordered'), () =>
      reorderChapters.mutateAsync({ params, body: { ids: before } }),
    );
  }

  const newItemHeading: Record<ChapterItemKind, string> = {
    lecture: t('form.newLecture'),
    task: t('form.newTask'),
    mini_project: t('form.newMiniProject'),
  };

  return (
    <Stack gap="lg">
      <StructureHeader
        title={subject.title}
        status={subject.status}
        trail={[
          {
            title: subject.direction.title,
            to: paths.admin.contentDirection(subject.direction.id),
          },
          { title: subject.title },
        ]}
        onToggleStatus={toggle}
        togglingStatus={setStatus.isPending}
        actions={<GradesDownload scope="subject" id={subject.id} />}
      />
      {subject.direction.status === 'draft' ? (
        <Alert color="gray">{t('subject.directionDraft')}</Alert>
      ) : null}

      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {t('subject.chapters')}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setCreatingChapter(true)}
        >
          {t('subject.addChapter')}
        </Button>
      </Group>
      {subject.chapters.length === 0 ? (
        <StateMessage
          headingOrder={2}
          namesPage={false}
          title={t('subject.noChapters')}
          icon={<IconPlus size={28} />}
        >
          <Text ta="center">{t('subject.noChaptersText')}</Text>
        </StateMessage>
      ) : (
        subject.chapters.map((chapter, index) => (
          <ChapterCard
            key={chapter.id}
            chapter={chapter}
            index={index}
            count={subject.chapters.length}
            moving={reorderChapters.isPending}
            onMove={moveChapter}
            onRename={() => setRenaming(chapter)}
            onDelete={() => setDeleting({ kind: 'chapter', id: chapter.id, title: chapter.title })}
            onAdd={(kind) => setAdding({ chapterId: chapter.id, kind })}
          />
        ))
      )}

      <TitleFormModal
        opened={creatingChapter}
        heading={t('form.newChapter')}
        submitLabel={t('actions.create')}
        draftNote
        onClose={() => setCreatingChapter(false)}
        onSubmit={async ({ title }) => {
          const chapter = await createChapter.mutateAsync({
            params: { id: subject.id },
            body: { title },
          });
          notice(t('toasts.created', { title: chapter.title }));
        }}
      />
      <TitleFormModal
        opened={renaming !== null}
        heading={t('form.renameChapter')}
        submitLabel={t('actions.save')}
        initial={renaming ?? undefined}
        onClose={() => setRenaming(null)}
        onSubmit={async ({ title }) => {
          if (!renaming) return;
          await renameChapter.mutateAsync({ params: { id: renaming.id }, body: { title } });
          notice(t('toasts.saved'));
        }}
      />
      <TitleFormModal
        opened={adding !== null}
        heading={adding ? newItemHeading[adding.kind] : ''}
        submitLabel={t('actions.create')}
        draftNote
        onClose={() => setAdding(null)}
        onSubmit={async ({ title }) => {
          if (adding) await newItem(adding, title);
        }}
      />
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        onDelete={async (target, confirm) => {
          await removeChapter.mutateAsync(deletionInput(target.id, confirm));
          notice(t('toasts.deleted', { title: target.title }));
        }}
      />
    </Stack>
  );
}

/** Creates a draft item with its title, then opens its editor. */
function useNewItem() {
  const lecture = useMutation(createLectureMutation);
  const task = useMutation(createTaskMutation);
  const miniProject = useMutation(createMiniProjectMutation);
  const navigate = useNavigate();
  const create = { lecture, task, mini_project: miniProject };
  return async ({ chapterId, kind }: NewItem, title: string) => {
    const item = await create[kind].mutateAsync({ params: { id: chapterId }, body: { title } });
    navigate(itemEditorPath(kind, item.id));
  };
}

interface ChapterCardProps {
  chapter: AdminChapter;
  index: number;
  count: number;
  moving: boolean;
  onMove: (from: number, to: number) => void;
  onRename: () => void;
  onDelete: () => void;
  onAdd: (kind: ChapterItemKind) => void;
}

function ChapterCard({
  chapter,
  index,
  count,
  moving,
  onMove,
  onRename,
  onDelete,
  onAdd,
}: ChapterCardProps) {
  const { t } = useTranslation('content');
  const setStatus = useMutation(setChapterStatusMutation);
  const reorderItems = useMutation(reorderChapterItemsMutation);
  const notice = useNotice();
  const published = chapter.status === 'published';
  const headingId = `chapter-${chapter.id}`;
  const [publishing, setPublishing] = useState(false);
  const hasDrafts = !published || chapter.items.some((item) => item.status === 'draft');

  const toggle = useStatusToggle(setStatus, chapter);

  async function moveItem(from: number, to: number) {
    const before = chapter.items.map(({ kind, id }) => ({ kind, id }));
    const params = { id: chapter.id };
    await reorderItems.mutateAsync({ params, body: { items: moved(before, from, to) } });
    notice(t('toasts.reordered'), () =>
      reorderItems.mutateAsync({ params, body: { items: before } }),
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <MoveButtons
            title={chapter.title}
            index={index}
            count={count}
            onMove={onMove}
            disabled={moving}
          />
          <Title
            order={3}
            size="h4"
            id={headingId}
            style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {chapter.title}
          </Title>
          <StatusBadge status={chapter.status} />
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('actions.more', { title: chapter.title })}
              >
                <IconDots size={18} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={onRename}>{t('actions.rename')}</Menu.Item>
              <Menu.Item onClick={toggle}>
                {t(published ? 'actions.unpublish' : 'actions.publish')}
              </Menu.Item>
              <Menu.Item color="red" onClick={onDelete}>
                {t('actions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        {chapter.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('subject.noItems')}
          </Text>
        ) : (
          <Stack gap={0} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {chapter.items.map((item, itemIndex) => (
              <ItemRow
                key={`${item.kind}:${item.id}`}
                item={item}
                index={itemIndex}
                count={chapter.items.length}
                moving={reorderItems.isPending}
                onMove={moveItem}
              />
            ))}
          </Stack>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<KindIcon kind="lecture" />}
            onClick={() => onAdd('lecture')}
          >
            {t('subject.addLecture')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<KindIcon kind="task" />}
            onClick={() => onAdd('task')}
          >
            {t('subject.addTask')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<KindIcon kind="mini_project" />}
            onClick={() => onAdd('mini_project')}
          >
            {t('subject.addMiniProject')}
          </Button>
          {hasDrafts ? (
            <Button
              size="xs"
              variant="outline"
              leftSection={<IconChecks size={16} aria-hidden="true" />}
              onClick={() => setPublishing(true)}
              aria-label={t('publishChapter.openFor', { title: chapter.title })}
            >
              {t('publishChapter.open')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <PublishChapterDialog
        chapter={publishing ? chapter : null}
        onClose={() => setPublishing(false)}
        onPublished={(after) => notice(t('toasts.published', { title: after.title }))}
      />
    </Paper>
  );
}

interface ItemRowProps {
  item: ChapterItem;
  index: number;
  count: number;
  moving: boolean;
  onMove: (from: number, to: number) => void;
}

function ItemRow({ item, index, count, moving, onMove }: ItemRowProps) {
  const { t } = useTranslation('content');
  return (
    <Group
      component="li"
      wrap="nowrap"
      gap="sm"
      py={6}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <MoveButtons
        title={item.title}
        index={index}
        count={count}
        onMove={onMove}
        disabled={moving}
      />
      <KindIcon kind={item.kind} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Anchor
          component={Link}
          to={itemEditorPath(item.kind, item.id)}
          style={{ overflowWrap: 'anywhere' }}
        >
          {item.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t(`subject.kind.${item.kind}`)}
        </Text>
      </Stack>
      <StatusBadge status={item.status} />
    </Group>
  );
}
