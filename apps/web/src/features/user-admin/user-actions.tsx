import { type AdminUser, type StaffRole, staffRoles } from '@academy/contracts';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import {
  IconKey,
  IconLock,
  IconLockOpen,
  IconMailForward,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionNotice, type Notice } from './action-notice';
import {
  blacklistUserMutation,
  changeRoleMutation,
  deactivateUserMutation,
  issueTemporaryPasswordMutation,
  reactivateUserMutation,
  restoreUserMutation,
  sendResetLinkMutation,
} from './api/change-user';
import { BlockDialog } from './block-dialog';
import { UserSection } from './user-section';

type Confirming = 'blacklist' | 'temporary-password' | 'deactivate' | { role: StaffRole } | null;

const isStaff = (role: AdminUser['role']): role is StaffRole =>
  (staffRoles as readonly string[]).includes(role);

/**
 * An account's actions: block (with a reason; Undo in the success toast) or restore, a reset
 * link, a temporary password (confirmed), and the role of a staff member (confirmed, saying
 * what the new role may do). Not on one's own account, which the server refuses too.
 */
/** A long label wraps instead of being cut at 375 px (Russian "Отправить ссылку для сброса пароля"). */
const wrappingButton = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'start' },
} as const;

export function UserActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation('user-admin');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const closeNotice = useCallback(() => setNotice(null), []);
  const blacklist = useMutation(blacklistUserMutation);
  const restore = useMutation(restoreUserMutation);
  const resetLink = useMutation(sendResetLinkMutation);
  const temporary = useMutation(issueTemporaryPasswordMutation);
  const role = useMutation(changeRoleMutation);
  const deactivate = useMutation(deactivateUserMutation);
  const reactivate = useMutation(reactivateUserMutation);

  // A refusal is said by the HTTP client's toast; nothing else to do here.
  const quietly = <T,>(work: Promise<T>) => work.catch(() => null);

  const doRestore = async () => {
    if (await quietly(restore.mutateAsync({ params: { id: user.id } }))) {
      setNotice({ message: t('actions.restored', { name: user.fullName }) });
    }
  };
  const doBlacklist = async (reason: string) => {
    const done = await quietly(
      blacklist.mutateAsync({ params: { id: user.id }, body: { reason } }),
    );
    if (!done) return;
    setConfirming(null);
    setNotice({
      message: t('actions.blocked', { name: user.fullName }),
      undo: () => void doRestore(),
    });
  };
  const doResetLink = async () => {
    const answer = await quietly(resetLink.mutateAsync({ params: { id: user.id } }));
    if (!answer) return;
    setNotice({
      message: answer.accepted
        ? t('actions.resetSent', { email: user.email })
        : t('actions.resetWait', { seconds: answer.retryAfterSeconds }),
    });
  };
  const doTemporary = async () => {
    setConfirming(null);
    const done = await temporary
      .mutateAsync({ params: { id: user.id } })
      .then(() => true)
      .catch(() => false);
    if (done) setNotice({ message: t('actions.temporarySent', { email: user.email }) });
  };
  const doRole = async (next: StaffRole) => {
    setConfirming(null);
    if (await quietly(role.mutateAsync({ params: { id: user.id }, body: { role: next } }))) {
      setNotice({ message: t('actions.roleChanged', { role: t(`role.${next}`) }) });
    }
  };

  const doDeactivate = async () => {
    setConfirming(null);
    if (await quietly(deactivate.mutateAsync({ params: { id: user.id } }))) {
      setNotice({
        message: t('actions.deactivated', { name: user.fullName }),
        undo: () => void doReactivate(),
      });
    }
  };
  const doReactivate = async () => {
    if (await quietly(reactivate.mutateAsync({ params: { id: user.id } }))) {
      setNotice({ message: t('actions.reactivated', { name: user.fullName }) });
    }
  };

  return (
    <UserSection
      name="actions"
      title={t('actions.title')}
      overlays={
        <>
          {confirming === 'blacklist' ? (
            <BlockDialog user={user} onBlock={doBlacklist} onClose={() => setConfirming(null)} />
          ) : null}
          <Modal
            opened={confirming === 'temporary-password'}
            onClose={() => setConfirming(null)}
            title={t('confirm.temporaryTitle')}
          >
            <Stack gap="md">
              <Text size="sm">
                {t('confirm.temporaryText', { name: user.fullName, email: user.email })}
              </Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setConfirming(null)}>
                  {t('actions.cancel')}
                </Button>
                <Button
                  loading={temporary.isPending}
                  data-autofocus
                  onClick={() => void doTemporary()}
                >
                  {t('confirm.temporaryButton')}
                </Button>
              </Group>
            </Stack>
          </Modal>
          <Modal
            opened={confirming === 'deactivate'}
            onClose={() => setConfirming(null)}
            title={t('confirm.deactivateTitle')}
          >
            <Stack gap="md">
              <Text size="sm">{t('confirm.deactivateText', { name: user.fullName })}</Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setConfirming(null)}>
                  {t('actions.cancel')}
                </Button>
                <Button
                  color="red"
                  loading={deactivate.isPending}
                  data-autofocus
                  onClick={() => void doDeactivate()}
                >
                  {t('confirm.deactivateButton')}
                </Button>
              </Group>
            </Stack>
          </Modal>
          <RoleChangeDialog
            user={user}
            role={typeof confirming === 'object' && confirming ? confirming.role : null}
            pending={role.isPending}
            onConfirm={(next) => void doRole(next)}
            onClose={() => setConfirming(null)}
          />
          <ActionNotice notice={notice} onClose={closeNotice} />
        </>
      }
    >
      {isSelf ? <Text c="dimmed">{t('actions.self')}</Text> : null}
      <Group gap="sm" wrap="wrap">
        {user.isBlacklisted ? (
          <Button
            leftSection={<IconLockOpen size={16} />}
            styles={wrappingButton}
            loading={restore.isPending}
            onClick={() => void doRestore()}
          >
            {t('actions.restore')}
          </Button>
        ) : (
          <Button
            color="red"
            variant="light"
            leftSection={<IconLock size={16} />}
            styles={wrappingButton}
            disabled={isSelf}
            onClick={() => setConfirming('blacklist')}
          >
            {t('actions.blacklist')}
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconMailForward size={16} />}
          styles={wrappingButton}
          loading={resetLink.isPending}
          disabled={user.isBlacklisted}
          onClick={() => void doResetLink()}
        >
          {t('actions.sendReset')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconKey size={16} />}
          styles={wrappingButton}
          disabled={isSelf || user.isBlacklisted}
          onClick={() => setConfirming('temporary-password')}
        >
          {t('actions.issueTemporary')}
        </Button>
        {isStaff(user.role) && user.deactivatedAt ? (
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            styles={wrappingButton}
            loading={reactivate.isPending}
            onClick={() => void doReactivate()}
          >
            {t('actions.reactivate')}
          </Button>
        ) : isStaff(user.role) ? (
          <Button
            color="red"
            variant="light"
            leftSection={<IconPlayerPause size={16} />}
            styles={wrappingButton}
            disabled={isSelf}
            onClick={() => setConfirming('deactivate')}
          >
            {t('actions.deactivate')}
          </Button>
        ) : null}
      </Group>
      {isStaff(user.role) ? (
        <Select
          label={t('actions.roleLabel')}
          description={t('actions.roleHint')}
          w={{ base: '100%', xs: 260 }}
          value={user.role}
          allowDeselect={false}
          disabled={isSelf || role.isPending}
          data={staffRoles.map((value) => ({ value, label: t(`role.${value}`) }))}
          onChange={(value) => {
            if (value && value !== user.role) setConfirming({ role: value as StaffRole });
          }}
        />
      ) : null}
    </UserSection>
  );
}

/** Granting or removing the admin role says first what changes for the person. */
function RoleChangeDialog({
  user,
  role,
  pending,
  onConfirm,
  onClose,
}: {
  user: AdminUser;
  role: StaffRole | null;
  pending: boolean;
  onConfirm: (role: StaffRole) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('user-admin');
  return (
    <Modal
      opened={role !== null}
      onClose={onClose}
      title={role ? t('confirm.roleTitle', { name: user.fullName, role: t(`role.${role}`) }) : ''}
    >
      {role ? (
        <Stack gap="md">
          <Text size="sm">{t(`confirm.roleText.${role}`, { name: user.fullName })}</Text>
          <Text size="sm">{t('confirm.roleLogout', { name: user.fullName })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button
              color={role === 'admin' ? 'red' : 'brand'}
              loading={pending}
              data-autofocus
              onClick={() => onConfirm(role)}
            >
              {t('confirm.roleButton', { role: t(`role.${role}`) })}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
