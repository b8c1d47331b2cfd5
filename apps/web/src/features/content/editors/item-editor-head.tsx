import type { ContentItemContext, ContentStatus } from '@academy/contracts';
import { ContentChangedAlert } from './content-changed-alert';
import { ItemActions } from './item-actions';
import { ItemHeader } from './item-header';
import type { ItemKind } from './item-kind';
import type { ItemDeletion } from './use-item-deletion';
import type { StatusMutation } from './use-item-editor';
import type { ItemSave } from './use-item-save';

interface ItemEditorHeadProps {
  kind: ItemKind;
  item: { id: number; status: ContentStatus; context: ContentItemContext };
  /** The title as typed so far. */
  title: string;
  formId: string;
  dirty: boolean;
  /** A save is on its way. */
  sending: boolean;
  saving: ItemSave<unknown>;
  statusMutation: StatusMutation;
  deletion: ItemDeletion;
}

/**
 * The top of an editor, the same for lectures, tests and mini projects: the way back, the
 * title and status, Save, Publish or Unpublish, Delete, and the alert when someone else saved
 * the item first.
 */
export function ItemEditorHead({
  kind,
  item,
  title,
  formId,
  dirty,
  sending,
  saving,
  statusMutation,
  deletion,
}: ItemEditorHeadProps) {
  const toggleStatus = () =>
    statusMutation.mutate({
      params: { id: item.id },
      body: { status: item.status === 'published' ? 'draft' : 'published' },
    });
  return (
    <>
      <ItemHeader
        kind={kind}
        title={title}
        status={item.status}
        context={item.context}
        dirty={dirty}
        actions={
          <ItemActions
            formId={formId}
            saving={sending}
            saved={saving.saved}
            status={item.status}
            onToggleStatus={toggleStatus}
            togglingStatus={statusMutation.isPending}
            dirty={dirty}
            onDelete={deletion.open}
          />
        }
      />
      {saving.changed.changed ? (
        <ContentChangedAlert
          kind={kind}
          onReload={() => void saving.changed.reload()}
          reloading={saving.changed.reloading}
        />
      ) : null}
    </>
  );
}
