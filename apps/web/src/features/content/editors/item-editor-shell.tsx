import type { ItemDeletionImpact } from '@academy/contracts';
import { contentItemLimits } from '@academy/contracts';
import { Paper, Stack, TextInput } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ItemDeleteDialog } from './item-delete-dialog';
import { ItemEditorHead } from './item-editor-head';
import type { ItemKind } from './item-kind';
import { itemRouteId } from './item-route-id';
import { EditorFailure, EditorNotFound, EditorSkeleton } from './item-states';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import type { ItemEditor } from './use-item-editor';

/**
 * An editor's address: an id that cannot name an item is "not found" (no request then);
 * otherwise the editor, drawn afresh for each item.
 */
export function ItemEditorRoute({
  kind,
  editor,
}: {
  kind: ItemKind;
  editor: (id: number) => ReactNode;
}) {
  const id = itemRouteId(useParams().id);
  return id === null ? <EditorNotFound kind={kind} /> : <Fragment key={id}>{editor(id)}</Fragment>;
}

/** The item's read: a skeleton while it loads, the failure (or "not found"), else the form. */
export function ItemLoaded<Item>({
  kind,
  query,
  children,
}: {
  kind: ItemKind;
  query: UseQueryResult<Item>;
  children: (item: Item) => ReactNode;
}) {
  if (query.isPending) return <EditorSkeleton />;
  if (query.isError) {
    return (
      <EditorFailure
        kind={kind}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}

interface ItemEditorShellProps {
  editor: ItemEditor;
  /** What students would lose by the deletion, read while its dialog is open. */
  impact: UseQueryResult<ItemDeletionImpact>;
  /** Said above the form (what students did with the item already). */
  notice?: ReactNode;
  /** The item's own fields, after its title. */
  fields: ReactNode;
  /** Inside the form, after the fields (questions). */
  children?: ReactNode;
  /** After the form, outside it (a lecture's files). */
  after?: ReactNode;
}

/**
 * The page every item editor is (ARCHITECTURE.md, "Content editors"): the way back, title,
 * status and actions, the alert when someone else saved first, the form with the title and
 * the item's own fields, the deletion's dialog and the question before leaving unsaved
 * changes.
 */
export function ItemEditorShell({
  editor,
  impact,
  notice,
  fields,
  children,
  after,
}: ItemEditorShellProps) {
  const { t } = useTranslation('admin-editors');
  const { kind, item, form, formId, deletion } = editor;
  return (
    <Stack gap="lg">
      <ItemEditorHead
        kind={kind}
        item={item}
        title={form.watch('title')}
        formId={formId}
        dirty={form.formState.isDirty}
        sending={editor.sending}
        saving={editor.saving}
        statusMutation={editor.statusMutation}
        deletion={deletion}
      />
      {notice}
      <FormProvider {...form}>
        <form id={formId} onSubmit={(event) => void editor.submit(event)} noValidate>
          <Stack gap="lg">
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
              <Stack gap="md">
                <TextInput
                  label={t('fields.title')}
                  required
                  maxLength={contentItemLimits.title.lessThan}
                  error={form.getFieldState('title', form.formState).error?.message}
                  {...form.register('title')}
                />
                {fields}
              </Stack>
            </Paper>
            {children}
          </Stack>
        </form>
      </FormProvider>
      {after}
      <ItemDeleteDialog
        kind={kind}
        title={item.title}
        opened={deletion.deleting}
        onClose={deletion.close}
        impact={impact}
        onDelete={deletion.remove}
        deleting={editor.removing}
      />
      <UnsavedChangesDialog blocker={editor.blocker} />
    </Stack>
  );
}
