import { type ContentItemContext, paths } from '@academy/contracts';
import { type QueryKey, type UseMutationResult, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';

export interface ItemDeletion {
  /** The dialog is open (and the deletion's impact is asked for). */
  deleting: boolean;
  open(): void;
  close(): void;
  /** Deletes the item; `confirm` once the admin has seen what students lose. */
  remove(confirm: boolean): void;
}

/**
 * An editor's deletion: a dialog with what students would lose, then the item goes and the
 * editor leaves for its subject. `leaving` clears the form first (nothing unsaved is left to
 * warn about); the item's cached data is dropped after, so its query is not asked again while
 * the screen stands.
 */
export function useItemDeletion({
  item,
  queryKey,
  mutation,
  leaving,
}: {
  item: { id: number; context: ContentItemContext };
  queryKey: QueryKey;
  mutation: UseMutationResult<unknown, Error, { id: number; confirm: boolean }>;
  leaving: () => void;
}): ItemDeletion {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  return {
    deleting,
    open: () => setDeleting(true),
    close: () => setDeleting(false),
    remove: (confirm) =>
      mutation.mutate(
        { id: item.id, confirm },
        {
          onSuccess: async () => {
            leaving();
            await navigate(paths.admin.contentSubject(item.context.subject.id));
            queryClient.removeQueries({ queryKey });
          },
        },
      ),
  };
}
