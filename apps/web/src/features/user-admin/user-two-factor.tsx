import { type AdminUser, twoFactorEndpoints } from '@academy/contracts';
import { Badge, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconShieldOff } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  endpointMutation,
  endpointQuery,
  invalidateEndpoints,
} from '../../shared/api/endpoint-query';
import { ActionNotice, type Notice } from './action-notice';
import { UserSection } from './user-section';

/*
 * A user's two-step verification on their page (ARCHITECTURE.md, "Two-factor sign-in"):
 * whether it is on and, when it is, its reset for a user who lost their phone (confirmed;
 * every session of the user ends and they are mailed). Not on one's own account.
 */

const statusOf = (id: number) =>
  endpointQuery(twoFactorEndpoints.getUserTwoFactor, { params: { id } }, { toast: false });

const resetMutation = endpointMutation(twoFactorEndpoints.resetUserTwoFactor, {
  onSettled: (_answer, _error, _input, _result, { client }) =>
    invalidateEndpoints(client, [twoFactorEndpoints.getUserTwoFactor]),
});

/** A long label wraps instead of being cut at 375 px ("Сбросить двухэтапную проверку"). */
const wrappingButton = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'start' },
} as const;

export function UserTwoFactor({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation('user-admin');
  const status = useQuery(statusOf(user.id));
  const reset = useMutation(resetMutation);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const closeNotice = useCallback(() => setNotice(null), []);

  const doReset = async () => {
    setConfirming(false);
    const done = await reset
      .mutateAsync({ params: { id: user.id }, body: {} })
      .then(() => true)
      .catch(() => false);
    if (done) setNotice({ message: t('twoFactor.resetDone', { email: user.email }) });
  };

  const enabled = status.data?.enabled ?? false;
  return (
    <UserSection
      name="two-factor"
      title={t('twoFactor.title')}
      overlays={
        <>
          <Modal
            opened={confirming}
            onClose={() => setConfirming(false)}
            title={t('twoFactor.confirmTitle')}
          >
            <Stack gap="md">
              <Text size="sm">
                {t('twoFactor.confirmText', { name: user.fullName, email: user.email })}
              </Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setConfirming(false)}>
                  {t('actions.cancel')}
                </Button>
                <Button
                  color="red"
                  loading={reset.isPending}
                  data-autofocus
                  onClick={() => void doReset()}
                >
                  {t('twoFactor.confirmButton')}
                </Button>
              </Group>
            </Stack>
          </Modal>
          <ActionNotice notice={notice} onClose={closeNotice} />
        </>
      }
    >
      {status.data ? (
        <>
          <Group gap="xs">
            <Badge color={enabled ? 'teal' : 'gray'} variant="light">
              {enabled ? t('twoFactor.on') : t('twoFactor.off')}
            </Badge>
          </Group>
          <Text c="dark.4" size="sm">
            {enabled
              ? t('twoFactor.onText', { count: status.data.recoveryCodesLeft })
              : status.data.required
                ? t('twoFactor.offRequired')
                : t('twoFactor.offText')}
          </Text>
          {enabled && !isSelf ? (
            <Button
              variant="light"
              color="red"
              w="fit-content"
              maw="100%"
              styles={wrappingButton}
              leftSection={<IconShieldOff size={16} />}
              onClick={() => setConfirming(true)}
            >
              {t('twoFactor.reset')}
            </Button>
          ) : null}
        </>
      ) : status.isError ? (
        <Text c="red.8" size="sm">
          {t('twoFactor.failed')}
        </Text>
      ) : (
        <Skeleton height={48} />
      )}
    </UserSection>
  );
}
