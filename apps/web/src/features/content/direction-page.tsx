import {
  type AdminDirection,
  type AdminSubjectSummary,
  createDirectionRequestSchema,
  DIRECTION_IMAGE_MAX_BYTES,
  directionImageAccept,
  paths,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  FileButton,
  Group,
  Image,
  Menu,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDots, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { StateMessage } from '../../shared/ui/state-message';
import {
  createSubjectMutation,
  deleteDirectionMutation,
  deleteSubjectMutation,
  deletionInput,
  removeDirectionImageMutation,
  reorderSubjectsMutation,
  setDirectionStatusMutation,
  setSubjectStatusMutation,
  updateDirectionMutation,
  updateSubjectMutation,
  uploadDirectionImageMutation,
} from './api/change-structure';
import { adminDirectionQuery } from './api/queries';
import {
  FailureState,
  LoadingState,
  MoveButtons,
  moved,
  NotFoundState,
  routeId,
  StatusBadge,
  StructureHeader,
} from './content-ui';
import { DeleteDialog, type DeleteTarget } from './delete-dialog';
import { DirectionArchiveDownload } from './direction-archive-download';
import { GradesDownload } from './grades-download';
import { TitleFormModal } from './title-form-modal';
import { NoticeProvider, useNotice, useStatusToggle } from './undo-notice';

/*
 * /admin/content/directions/{id}: the direction's details, picture and status, and its
 * subjects in order (create, rename, publish, delete, move up and down).
 */

export function DirectionPage() {
  const id = routeId(useParams().id);
  return (
    <NoticeProvider>{id === null ? <NotFoundState /> : <DirectionScreen id={id} />}</NoticeProvider>
  );
}

function DirectionScreen({ id }: { id: number }) {
  const direction = useQuery(adminDirectionQuery(id));
  if (direction.isPending) return <LoadingState />;
  if (direction.isError)
    return <FailureState error={direction.error} onRetry={() => direction.refetch()} />;
  return <DirectionEditor direction={direction.data} />;
}

function DirectionEditor({ direction }: { direction: AdminDirection }) {
  const { t } = useTranslation('content');
  const setStatus = useMutation(setDirectionStatusMutation);
  const remove = useMutation(deleteDirectionMutation);
  const notice = useNotice();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const toggle = useStatusToggle(setStatus, direction);

  return (
    <Stack gap="lg">
      <StructureHeader
        title={direction.title}
        status={direction.status}
        trail={[{ title: direction.title }]}
        note={t('direction.visibility')}
        onToggleStatus={toggle}
        togglingStatus={setStatus.isPending}
        actions={
          <>
            <GradesDownload scope="direction" id={direction.id} />
            <DirectionArchiveDownload id={direction.id} title={direction.title} />
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden="true" />}
              onClick={() =>
                setDeleting({ kind: 'direction', id: direction.id, title: direction.title })
              }
            >
              {t('actions.delete')}
            </Button>
          </>
        }
      />

      <DetailsForm direction={direction} />
      <ImageSection direction={direction} />
      <SubjectsSection direction={direction} />

      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        onDelete={async (target, confirm) => {
          await remove.mutateAsync(deletionInput(target.id, confirm));
          notice(t('toasts.deleted', { title: target.title }));
          navigate(paths.admin.content);
        }}
      />
    </Stack>
  );
}

function DetailsForm({ direction }: { direction: AdminDirection }) {
  const { t } = useTranslation('content');
  const messages = useMessageFormatter();
  const update = useMutation(updateDirectionMutation);
  const notice = useNotice();
  const {
    register,
    handleSubmit,
    trigger,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(createDirectionRequestSchema(messages)),
    values: { title: direction.title, description: direction.description },
  });
  useErrorsFollowLanguage(errors, trigger);

  const submit = handleSubmit(async (values) => {
    const saved = await update.mutateAsync({ params: { id: direction.id }, body: values });
    reset({ title: saved.title, description: saved.description });
    notice(t('toasts.saved'));
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="direction-details">
      <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="direction-details">
            {t('direction.details')}
          </Title>
          <TextInput
            label={t('form.title')}
            required
            error={errors.title?.message}
            {...register('title')}
          />
          <Textarea
            label={t('form.description')}
            autosize
            minRows={3}
            maxRows={12}
            error={errors.description?.message}
            {...register('description')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function ImageSection({ direction }: { direction: AdminDirection }) {
  const { t } = useTranslation('content');
  const upload = useMutation(uploadDirectionImageMutation);
  const removeImage = useMutation(removeDirectionImageMutation);
  const notice = useNotice();
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File | null) {
    if (!file) return;
    setProblem(null);
    if (file.size > DIRECTION_IMAGE_MAX_BYTES) {
      setProblem(t('direction.imageTooLarge'));
      return;
    }
    try {
      await upload.mutateAsync({ id: direction.id, file });
      notice(t('toasts.imageSaved'));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="direction-image">
      <Stack gap="md">
        <Title order={2} size="h3" id="direction-image">
          {t('direction.image')}
        </Title>
        {direction.image ? (
          <Image
            src={direction.image.path}
            alt={t('direction.imageAlt', { title: direction.title })}
            maw={360}
            radius="md"
          />
        ) : null}
        <Text size="sm" c="dimmed">
          {t('direction.imageHint')}
        </Text>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group gap="sm">
          <FileButton onChange={choose} accept={directionImageAccept}>
            {(props) => (
              <Button
                {...props}
                leftSection={<IconUpload size={16} aria-hidden="true" />}
                loading={upload.isPending}
              >
                {t(direction.image ? 'direction.replaceImage' : 'direction.chooseImage')}
              </Button>
            )}
          </FileButton>
          {direction.image ? (
            <Button
              variant="default"
              loading={removeImage.isPending}
              onClick={async () => {
                await removeImage.mutateAsync({ params: { id: direction.id } });
                notice(t('toasts.imageRemoved'));
              }}
            >
              {t('direction.removeImage')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

function SubjectsSection({ direction }: { direction: AdminDirection }) {
  const { t } = useTranslation('content');
  const create = useMutation(createSubjectMutation);
  const rename = useMutation(updateSubjectMutation);
  const reorder = useMutation(reorderSubjectsMutation);
  const remove = useMutation(deleteSubjectMutation);
  const notice = useNotice();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<AdminSubjectSummary | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const subjects = direction.subjects;

  async function move(from: number, to: number) {
    const before = subjects.map((s) => s.id);
    const ids = moved(before, from, to);
    await reorder.mutateAsync({ params: { id: direction.id }, body: { ids } });
    notice(t('toasts.reordered'), () =>
      reorder.mutateAsync({ params: { id: direction.id }, body: { ids: before } }),
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="direction-subjects">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id="direction-subjects">
            {t('direction.subjects')}
          </Title>
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setCreating(true)}
          >
            {t('direction.addSubject')}
          </Button>
        </Group>
        {subjects.length === 0 ? (
          <StateMessage
            headingOrder={2}
            namesPage={false}
            title={t('direction.noSubjects')}
            icon={<IconPlus size={28} />}
          >
            <Text ta="center">{t('direction.noSubjectsText')}</Text>
          </StateMessage>
        ) : (
          <Stack gap={0} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {subjects.map((subject, index) => (
              <SubjectRow
                key={subject.id}
                subject={subject}
                index={index}
                count={subjects.length}
                onMove={move}
                moving={reorder.isPending}
                onRename={() => setRenaming(subject)}
                onDelete={() =>
                  setDeleting({ kind: 'subject', id: subject.id, title: subject.title })
                }
              />
            ))}
          </Stack>
        )}
      </Stack>

      <TitleFormModal
        opened={creating}
        heading={t('form.newSubject')}
        submitLabel={t('actions.create')}
        withDescription
        draftNote
        onClose={() => setCreating(false)}
        onSubmit={async (values) => {
          const subject = await create.mutateAsync({ params: { id: direction.id }, body: values });
          notice(t('toasts.created', { title: subject.title }));
        }}
      />
      <TitleFormModal
        opened={renaming !== null}
        heading={t('form.renameSubject')}
        submitLabel={t('actions.save')}
        withDescription
        initial={renaming ?? undefined}
        onClose={() => setRenaming(null)}
        onSubmit={async (values) => {
          if (!renaming) return;
          await rename.mutateAsync({ params: { id: renaming.id }, body: values });
          notice(t('toasts.saved'));
        }}
      />
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        onDelete={async (target, confirm) => {
          await remove.mutateAsync(deletionInput(target.id, confirm));
          notice(t('toasts.deleted', { title: target.title }));
        }}
      />
    </Paper>
  );
}

interface SubjectRowProps {
  subject: AdminSubjectSummary;
  index: number;
  count: number;
  moving: boolean;
  onMove: (from: number, to: number) => void;
  onRename: () => void;
  onDelete: () => void;
}

function SubjectRow({
  subject,
  index,
  count,
  moving,
  onMove,
  onRename,
  onDelete,
}: SubjectRowProps) {
  const { t } = useTranslation('content');
  const setStatus = useMutation(setSubjectStatusMutation);
  const published = subject.status === 'published';

  const toggle = useStatusToggle(setStatus, subject);

  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="sm"
      style={{
        borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-default-border)',
      }}
    >
      <MoveButtons
        title={subject.title}
        index={index}
        count={count}
        onMove={onMove}
        disabled={moving}
      />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Anchor
          component={Link}
          to={paths.admin.contentSubject(subject.id)}
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {subject.title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('direction.subjectSummary', {
            chapters: subject.chapterCount,
            items: subject.itemCount,
          })}
        </Text>
      </Stack>
      <StatusBadge status={subject.status} />
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('actions.more', { title: subject.title })}
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
  );
}
