import type { ContentItemContext, ContentStatus, contentItemEndpoints } from '@academy/contracts';
import type { QueryKey, UseMutationResult } from '@tanstack/react-query';
import { type BaseSyntheticEvent, useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { Blocker } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import type { ApiInput } from '../../../shared/api/client';
import { useErrorsFollowLanguage } from '../../../shared/i18n/errors-follow-language';
import type { ItemKind } from './item-kind';
import { type DeleteMutation, type ItemDeletion, useItemDeletion } from './use-item-deletion';
import { type ItemSave, useItemSave } from './use-item-save';
import { useSaveShortcut } from './use-save-shortcut';
import { useUnsavedChanges } from './use-unsaved-changes';

/** What every edited item has: its place in the structure, its status and its revision. */
export interface EditedItem {
  id: number;
  title: string;
  status: ContentStatus;
  context: ContentItemContext;
}

/** Every item's form holds its title and the revision it is of. */
export interface ItemValues extends FieldValues {
  revision: number;
  title: string;
}

/** Publishing or unpublishing an item: the same input for lectures, tests and mini projects. */
export type StatusMutation = UseMutationResult<
  unknown,
  Error,
  ApiInput<typeof contentItemEndpoints.setAdminLectureStatus>
>;

export interface ItemEditor {
  kind: ItemKind;
  item: EditedItem;
  // biome-ignore lint/suspicious/noExplicitAny: the form's values and its parsed values differ per editor.
  form: UseFormReturn<any, any, any>;
  formId: string;
  /** The form's submit: checks the fields, then saves (also Ctrl/Cmd+S). */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** A save is on its way. */
  sending: boolean;
  saving: ItemSave<unknown>;
  statusMutation: StatusMutation;
  deletion: ItemDeletion;
  /** The deletion is on its way. */
  removing: boolean;
  blocker: Blocker;
}

/**
 * What the lecture, test and mini-project editors do alike (ARCHITECTURE.md, "Content
 * editors"): the form's errors follow the language, a save names the revision the form is of
 * and keeps the edits when someone else saved first (`useItemSave`), Ctrl/Cmd+S saves,
 * leaving with unsaved changes asks first, publishing and deleting. The editor page keeps
 * its own fields and data; `check` is its own rule before a save (false: not sent, the page
 * says why), `onReset` clears what it shows about the form when the latest version is loaded.
 */
export function useItemEditor<Item extends EditedItem, Values extends ItemValues, Data>({
  kind,
  item,
  form,
  toValues,
  load,
  send,
  sending,
  check,
  onReset,
  statusMutation,
  remove,
  queryKeys,
}: {
  kind: ItemKind;
  item: Item;
  form: UseFormReturn<Values, unknown, Data>;
  toValues: (item: Item) => Values;
  /** Reads the latest item from the server. */
  load: () => Promise<Item>;
  /** Saves the form's checked values; answers the item as saved. */
  send: (values: Data) => Promise<Item>;
  sending: boolean;
  check?: (values: Data) => boolean;
  onReset?: () => void;
  statusMutation: StatusMutation;
  remove: DeleteMutation;
  /** The item's cached reads, dropped once it is deleted. */
  queryKeys: QueryKey[];
}): ItemEditor {
  const formId = useId();
  const { errors, isDirty } = form.formState;
  useErrorsFollowLanguage(errors, form.trigger);

  const saving = useItemSave({ form, toValues, load, onReset });
  const submit = form.handleSubmit(async (values) => {
    if (check && !check(values)) return;
    try {
      await saving.run(() => send(values));
    } catch (error) {
      // A refused save was said already: by the HTTP client's toast, or by the page at the
      // fields the server named. Anything else is a fault to report.
      if (!(error instanceof ApiError)) throw error;
    }
  });
  useSaveShortcut(() => void submit());
  const blocker = useUnsavedChanges(isDirty && !sending);

  const deletion = useItemDeletion({
    item,
    queryKeys,
    mutation: remove,
    leaving: () => form.reset(toValues(item)),
  });

  return {
    kind,
    item,
    form,
    formId,
    submit,
    sending,
    saving,
    statusMutation,
    deletion,
    removing: remove.isPending,
    blocker,
  };
}
