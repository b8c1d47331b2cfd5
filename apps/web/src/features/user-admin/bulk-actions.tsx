import {
  BULK_MAX_IDS,
  type BulkBlacklistRequest,
  type BulkResponse,
  bulkBlacklistRequestSchema,
  userAdminEndpoints,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type QueryClient, useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { endpointMutation, invalidateEndpoints } from '../../shared/api/endpoint-query';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { BulkSummary } from '../../shared/ui/bulk-summary';

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
  const { t: tAdmin } = useTranslation('admin');
  const [blocking, setBlocking] = useState(false);
  const [summary, setSummary] = useState<{
    result: BulkResponse;
    names: ReadonlyMap<number, string>;
  } | null>(null);
  const sendLinks = useMutation(sendResetLinksMutation);
  const ids = [...selected.keys()];
  const tooMany = ids.length > BULK_MAX_IDS;
  const done = (result: BulkResponse) => {
    setSummary({ result, names: new Map(selected) });
    setBlocking(false);
    onClear();
  };
  const send = useSingleFlight(async () => {
    const answer = await sendLinks.mutateAsync({ ids }).catch(() => null);
    if (answer) done(answer);
  });

  return (
    <Stack gap="sm">
      {summary ? (
        <BulkSummary
          result={summary.result}
          names={summary.names}
          onClose={() => setSummary(null)}
        />
      ) : null}
      {ids.length > 0 ? (
        <Group
          gap="sm"
          p="sm"
          bg="var(--mantine-color-gray-light)"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          data-testid="bulk-bar"
        >
          <Text fw={600} role="status">
            {tAdmin('bulk.selected', { count: ids.length })}
          </Text>
          <Button size="xs" disabled={tooMany} loading={sendLinks.isPending} onClick={send}>
            {t('bulk.sendResetLinks')}
          </Button>
          <Button size="xs" color="red" disabled={tooMany} onClick={() => setBlocking(true)}>
            {t('bulk.block')}
          </Button>
          <Button size="xs" variant="default" onClick={onClear}>
            {tAdmin('bulk.clear')}
          </Button>
          {tooMany ? (
            <Text size="sm" c="red">
              {tAdmin('bulk.tooMany', { max: BULK_MAX_IDS })}
            </Text>
          ) : null}
        </Group>
      ) : null}
      <BulkBlockDialog
        ids={ids}
        opened={blocking}
        onClose={() => setBlocking(false)}
        onDone={done}
      />
    </Stack>
  );
}

function BulkBlockDialog({
  ids,
  opened,
  onClose,
  onDone,
}: {
  ids: number[];
  opened: boolean;
  onClose: () => void;
  onDone: (answer: BulkResponse) => void;
}) {
  const { t } = useTranslation('user-admin');
  const messages = useMessageFormatter();
  const schema = useMemo(() => bulkBlacklistRequestSchema(messages), [messages]);
  const block = useMutation(blacklistUsersMutation);
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<BulkBlacklistRequest>({
    resolver: zodResolver(schema),
    values: { ids, reason: '' },
    resetOptions: { keepDirtyValues: true },
  });
  useErrorsFollowLanguage(errors, trigger);
  const submit = useSingleFlight(async (body: BulkBlacklistRequest) => {
    const answer = await block.mutateAsync(body).catch(() => null);
    if (answer) onDone(answer);
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('bulk.blockTitle', { count: ids.length })}
      closeButtonProps={{ 'aria-label': t('actions.cancel') }}
    >
      <form noValidate onSubmit={handleSubmit(submit)}>
        <Stack gap="md">
          <Text size="sm">{t('bulk.blockText')}</Text>
          <Textarea
            label={t('confirm.blacklistReason')}
            description={t('confirm.blacklistReasonHint')}
            required
            autosize
            minRows={2}
            error={errors.reason?.message}
            data-autofocus
            {...register('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={block.isPending}>
              {t('confirm.blacklistButton')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
