import {
  type BulkResponse,
  bulkBlacklistRequestSchema,
  userAdminEndpoints,
} from '@academy/contracts';
import { Button } from '@mantine/core';
import { type QueryClient, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointMutation, invalidateEndpoints } from '../../shared/api/endpoint-query';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { BulkBar, useBulkWork } from '../../shared/ui/bulk-bar';
import { BulkReasonDialog } from '../../shared/ui/bulk-reason-dialog';

/*
 * Bulk work on the users' list (ARCHITECTURE.md, "Bulk work"): the users ticked on the page
 * are blocked with one reason or mailed a reset link each, under the single-user rules; the
 * summary names those it could not do and why.
 */

const usersChanged = (client: QueryClient) =>
  invalidateEndpoints(client, [userAdminEndpoints.listAdminUsers, userAdminEndpoints.getAdminUser]);

const blacklistUsersMutation = endpointMutation(userAdminEndpoints.blacklistUsers, {
  onSuccess: (_answer, _input, _result, { client }) => usersChanged(client),
});
const sendResetLinksMutation = endpointMutation(userAdminEndpoints.sendUsersResetLinks, {
  onSuccess: (_answer, _input, _result, { client }) => usersChanged(client),
});

export function UsersBulkBar({
  selected,
  onClear,
}: {
  selected: ReadonlyMap<number, string>;
  onClear: () => void;
}) {
  const { t } = useTranslation('user-admin');
  const [blocking, setBlocking] = useState(false);
  const work = useBulkWork(selected, onClear);
  const sendLinks = useMutation(sendResetLinksMutation);
  const done = (result: BulkResponse) => {
    setBlocking(false);
    work.done(result);
  };
  const send = useSingleFlight(async () => {
    const answer = await sendLinks.mutateAsync({ ids: work.ids }).catch(() => null);
    if (answer) done(answer);
  });

  return (
    <BulkBar
      work={work}
      onClear={onClear}
      actions={
        <>
          <Button size="xs" disabled={work.tooMany} loading={sendLinks.isPending} onClick={send}>
            {t('bulk.sendResetLinks')}
          </Button>
          <Button size="xs" color="red" disabled={work.tooMany} onClick={() => setBlocking(true)}>
            {t('bulk.block')}
          </Button>
        </>
      }
    >
      <BulkReasonDialog
        ids={work.ids}
        opened={blocking}
        onClose={() => setBlocking(false)}
        onDone={done}
        schema={bulkBlacklistRequestSchema}
        mutation={blacklistUsersMutation}
        texts={{
          title: t('bulk.blockTitle', { count: work.ids.length }),
          text: t('bulk.blockText'),
          reasonLabel: t('confirm.blacklistReason'),
          reasonHint: t('confirm.blacklistReasonHint'),
          confirm: t('confirm.blacklistButton'),
          cancel: t('actions.cancel'),
        }}
      />
    </BulkBar>
  );
}
