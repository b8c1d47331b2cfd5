import { type ContentItemContext, type contentItemEndpoints, paths } from '@academy/contracts';
import { type QueryKey, type UseMutationResult, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ApiInput } from '../../../shared/api/client';

/** Deleting an item: the same input for lectures, tests and mini projects. */
export type DeleteMutation = UseMutationResult<
  unknown,
  Error,
  ApiInput<typeof contentItemEndpoints.deleteAdminLecture>
>;

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
 * warn about); the item's cached reads (`queryKeys`) are dropped after, so its query is not
 * asked again while the screen stands.
 */
export function useItemDeletion({
  item,
  queryKeys,
  mutation,
  leaving,
}: {
  item: { id: number; context: ContentItemContext };
  queryKeys: QueryKey[];
  mutation: DeleteMutation;
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
        { params: { id: item.id }, query: { confirm: confirm ? 'true' : 'false' } },
        {
          onSuccess: async () => {
            leaving();
            await navigate(paths.admin.contentSubject(item.context.subject.id));
            for (const queryKey of queryKeys) queryClient.removeQueries({ queryKey });
          },
        },
      ),
  };
}
