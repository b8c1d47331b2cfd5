import { type AdminDirectionSummary, paths } from '@academy/contracts';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Image,
  Menu,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  IconDots,
  IconFileZip,
  IconFolder,
  IconPhoto,
  IconPlus,
  IconSearch,
} from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../shared/ui/page-title';
import { StateMessage } from '../../shared/ui/state-message';
import {
  createDirectionMutation,
  deleteDirectionMutation,
  deletionInput,
  reorderDirectionsMutation,
  setDirectionStatusMutation,
} from './api/change-structure';
import { adminDirectionsQuery } from './api/queries';
import classes from './content-page.module.css';
import { FailureState, LoadingState, MoveButtons, moved, StatusBadge } from './content-ui';
import { DeleteDialog, type DeleteTarget } from './delete-dialog';
import { ImportDirectionDialog } from './import-direction-dialog';
import { TitleFormModal } from './title-form-modal';
import { NoticeProvider, useNotice, useStatusToggle } from './undo-notice';

/*
 * /admin/content: every direction, drafts too, in order, with its picture, title, number of
 * subjects and status, moved up and down with buttons (PUT admin/directions/order, which
 * the public pages follow). The search is in the address (`?search=`), so a reload or a
 * shared link shows the same list; while it filters the list, the order cannot change (the
 * reorder names every direction).
 */

export function ContentPage() {
  return (
    <NoticeProvider>
      <DirectionsScreen />
    </NoticeProvider>
  );
}

function DirectionsScreen() {
  const { t } = useTranslation('content');
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const [typed, setTyped] = useState(search);
  const directions = useQuery({
    ...adminDirectionsQuery(search),
    // The previous list stays on screen while a search's answer loads.
    placeholderData: keepPreviousData,
  });
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const create = useMutation(createDirectionMutation);
  const remove = useMutation(deleteDirectionMutation);
  const navigate = useNavigate();
  const notice = useNotice();

  const applySearch = useDebouncedCallback((value: string) => {
    setSearchParams(value.trim() ? { search: value.trim() } : {}, { replace: true });
  }, 300);

  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} />
      <Group justify="space-between" align="flex-end" gap="md">
        <Title order={1}>{t('title')}</Title>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileZip size={18} aria-hidden="true" />}
            onClick={() => setImporting(true)}
          >
            {t('import.action')}
          </Button>
          <Button
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => setCreating(true)}
          >
            {t('list.create')}
          </Button>
        </Group>
      </Group>
      <TextInput
        label={t('list.search')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
        type="search"
        maw={420}
      />
      {directions.isPending ? (
        <LoadingState />
      ) : directions.isError ? (
        <FailureState error={directions.error} onRetry={() => directions.refetch()} />
      ) : directions.data.items.length === 0 ? (
        search ? (
          <StateMessage
            headingOrder={2}
            title={t('list.noMatch', { search })}
            icon={<IconSearch size={28} />}
            actions={
              <Button
                variant="default"
                onClick={() => {
                  setTyped('');
                  setSearchParams({}, { replace: true });
                }}
              >
                {t('list.clearSearch')}
              </Button>
            }
          />
        ) : (
          <StateMessage
            headingOrder={2}
            title={t('list.empty')}
            icon={<IconFolder size={28} />}
            actions={<Button onClick={() => setCreating(true)}>{t('list.create')}</Button>}
          >
            <Text ta="center">{t('list.emptyText')}</Text>
          </StateMessage>
        )
      ) : (
        <DirectionTable
          items={directions.data.items}
          searching={search !== ''}
          onDelete={setDeleting}
        />
      )}

      <ImportDirectionDialog opened={importing} onClose={() => setImporting(false)} />
      <TitleFormModal
        opened={creating}
        heading={t('form.newDirection')}
        submitLabel={t('actions.create')}
        withDescription
        draftNote
        onClose={() => setCreating(false)}
        onSubmit={async (values) => {
          const direction = await create.mutateAsync(values);
          notice(t('toasts.created', { title: direction.title }));
          navigate(paths.admin.contentDirection(direction.id));
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
    </Stack>
  );
}

function DirectionTable({
  items,
  searching,
  onDelete,
}: {
  items: AdminDirectionSummary[];
  searching: boolean;
  onDelete: (target: DeleteTarget) => void;
}) {
  const { t } = useTranslation('content');
  const reorder = useMutation(reorderDirectionsMutation);
  const notice = useNotice();

  async function move(from: number, to: number) {
    const before = items.map((direction) => direction.id);
    const ids = moved(before, from, to);
    await reorder.mutateAsync({ ids });
    notice(t('toasts.reordered'), () => reorder.mutateAsync({ ids: before }));
  }

  return (
    <Stack gap="xs">
      {searching ? (
        <Text size="sm" c="dimmed">
          {t('list.orderWhileSearching')}
        </Text>
      ) : null}
      <Paper withBorder radius="md">
        <Table verticalSpacing="sm" highlightOnHover className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.wide}>{t('list.columns.image')}</Table.Th>
              <Table.Th>{t('list.columns.title')}</Table.Th>
              <Table.Th className={classes.wide}>{t('list.columns.subjects')}</Table.Th>
              <Table.Th>{t('list.columns.status')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((direction, index) => (
              <DirectionRow
                key={direction.id}
                direction={direction}
                onDelete={onDelete}
                order={
                  searching ? null : (
                    <MoveButtons
                      title={direction.title}
                      index={index}
                      count={items.length}
                      onMove={(from, to) => void move(from, to)}
                      disabled={reorder.isPending}
                    />
                  )
                }
              />
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}

function DirectionRow({
  direction,
  onDelete,
  order,
}: {
  direction: AdminDirectionSummary;
  onDelete: (target: DeleteTarget) => void;
  /** Up and down, or null while a search filters the list. */
  order: ReactNode;
}) {
  const { t } = useTranslation('content');
  const setStatus = useMutation(setDirectionStatusMutation);
  const published = direction.status === 'published';

  const toggle = useStatusToggle(setStatus, direction);

  return (
    <Table.Tr>
      <Table.Td className={classes.wide} w={88}>
        {direction.image ? (
          <Image src={direction.image.path} alt="" w={64} h={40} radius="sm" fit="cover" />
        ) : (
          <ThemeIcon
            variant="light"
            color="gray"
            size={40}
            role="img"
            aria-label={t('list.noImage')}
          >
            <IconPhoto size={20} aria-hidden="true" />
          </ThemeIcon>
        )}
      </Table.Td>
      <Table.Td>
        <Anchor
          component={Link}
          to={paths.admin.contentDirection(direction.id)}
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {direction.title}
        </Anchor>
      </Table.Td>
      <Table.Td className={classes.wide}>{direction.subjectCount}</Table.Td>
      <Table.Td className={classes.status}>
        <StatusBadge status={direction.status} />
      </Table.Td>
      <Table.Td w={56} className={order ? classes.ordered : undefined}>
        <Group gap={4} wrap="wrap" justify="flex-end">
          {order}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('actions.more', { title: direction.title })}
              >
                <IconDots size={18} aria-hidden="true" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={paths.admin.contentDirection(direction.id)}>
                {t('actions.edit')}
              </Menu.Item>
              <Menu.Item onClick={toggle}>
                {t(published ? 'actions.unpublish' : 'actions.publish')}
              </Menu.Item>
              <Menu.Item
                color="red"
                onClick={() =>
                  onDelete({ kind: 'direction', id: direction.id, title: direction.title })
                }
              >
                {t('actions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
