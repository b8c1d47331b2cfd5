import {
  type InviteStaffRequest,
  inviteStaffRequestSchema,
  type StaffInvitation,
  SUPPORTED_LANGUAGES,
  staffRoles,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMailForward, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { useStaffTime } from '../../shared/lib/staff-time';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { EmailInput } from '../../shared/ui/email-input';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { ActionNotice, type Notice } from './action-notice';
import {
  inviteStaffMutation,
  resendInvitationMutation,
  revokeInvitationMutation,
} from './api/change-user';
import { staffInvitationsQuery } from './api/queries';
import { UsersFailed } from './user-states';

/** A long label wraps instead of being cut at 375 px (Russian "Пригласить наставника или администратора"). */
const wrappingButton = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'start' },
} as const;

type InviteValues = ReturnType<ReturnType<typeof inviteStaffRequestSchema>['parse']>;

/**
 * Invitations of mentors and admins (ARCHITECTURE.md, "Staff accounts"), above the users'
 * list: "Invite" opens the form; each pending invitation says until when its link works and
 * can be mailed again (a new link) or revoked (confirmed).
 */
export function StaffInvitations() {
  const { t } = useTranslation('user-admin');
  const time = useStaffTime();
  const invitations = useQuery(staffInvitationsQuery);
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<StaffInvitation | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const closeNotice = useCallback(() => setNotice(null), []);
  const resend = useMutation(resendInvitationMutation);
  const revoke = useMutation(revokeInvitationMutation);

  // A refusal is said by the HTTP client's toast.
  const quietly = <T,>(work: Promise<T>) => work.catch(() => null);
  const doResend = async (invitation: StaffInvitation) => {
    if (await quietly(resend.mutateAsync({ params: { id: invitation.id } }))) {
      setNotice({ message: t('invitations.resent', { email: invitation.email }) });
    }
  };
  const doRevoke = async (invitation: StaffInvitation) => {
    const done = await revoke
      .mutateAsync({ params: { id: invitation.id } })
      .then(() => true)
      .catch(() => false);
    setRevoking(null);
    if (done) setNotice({ message: t('invitations.revoked', { email: invitation.email }) });
  };
  const now = Date.now();

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="invitations-title"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h3" id="invitations-title">
            {t('invitations.title')}
          </Title>
          <Button
            leftSection={<IconUserPlus size={16} />}
            styles={wrappingButton}
            onClick={() => setInviting(true)}
          >
            {t('invitations.invite')}
          </Button>
        </Group>
        {invitations.isError ? (
          <UsersFailed error={invitations.error} onRetry={() => void invitations.refetch()} />
        ) : invitations.data && invitations.data.items.length === 0 ? (
          <Text c="dimmed">{t('invitations.none')}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {(invitations.data?.items ?? []).map((invitation) => {
              const expired =
                invitation.expiresAt === null || new Date(invitation.expiresAt).getTime() <= now;
              return (
                <Paper
                  component="li"
                  key={invitation.id}
                  withBorder
                  radius="md"
                  p="sm"
                  data-testid="invitation"
                >
                  <Group justify="space-between" gap="sm" wrap="wrap">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Group gap="xs">
                        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {invitation.fullName}
                        </Text>
                        <ToneBadge tone="brand">{t(`role.${invitation.role}`)}</ToneBadge>
                        {expired ? (
                          <ToneBadge tone="orange">{t('invitations.expired')}</ToneBadge>
                        ) : null}
                      </Group>
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {invitation.email}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {expired || !invitation.expiresAt
                          ? t('invitations.invitedBy', {
                              date: time.dateTime(invitation.invitedAt),
                              name: invitation.invitedByName ?? '—',
                            })
                          : t('invitations.until', { date: time.dateTime(invitation.expiresAt) })}
                      </Text>
                    </Stack>
                    <Group gap="xs">
                      <Button
                        variant="default"
                        size="sm"
                        leftSection={<IconMailForward size={16} />}
                        loading={resend.isPending && resend.variables?.params.id === invitation.id}
                        aria-label={t('invitations.resendNamed', { name: invitation.fullName })}
                        onClick={() => void doResend(invitation)}
                      >
                        {t('invitations.resend')}
                      </Button>
                      <Button
                        variant="light"
                        color="red"
                        size="sm"
                        leftSection={<IconTrash size={16} />}
                        aria-label={t('invitations.revokeNamed', { name: invitation.fullName })}
                        onClick={() => setRevoking(invitation)}
                      >
                        {t('invitations.revoke')}
                      </Button>
                    </Group>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        )}
      </Stack>
      {inviting ? (
        <InviteDialog
          onClose={() => setInviting(false)}
          onInvited={(invitation) => {
            setInviting(false);
            setNotice({ message: t('invitations.sent', { email: invitation.email }) });
          }}
        />
      ) : null}
      <Modal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('invitations.revokeTitle')}
      >
        {revoking ? (
          <Stack gap="md">
            <Text size="sm">
              {t('invitations.revokeText', { name: revoking.fullName, email: revoking.email })}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setRevoking(null)}>
                {t('actions.cancel')}
              </Button>
              <Button
                color="red"
                loading={revoke.isPending}
                data-autofocus
                onClick={() => void doRevoke(revoking)}
              >
                {t('invitations.revokeButton')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
      <ActionNotice notice={notice} onClose={closeNotice} />
    </Paper>
  );
}

/** The invitation's form: name, e-mail, role and the language of the mail. Sent once. */
function InviteDialog({
  onClose,
  onInvited,
}: {
  onClose: () => void;
  onInvited: (invitation: StaffInvitation) => void;
}) {
  const { t, i18n } = useTranslation('user-admin');
  const messages = useMessageFormatter();
  const invite = useMutation(inviteStaffMutation);
  const language = (SUPPORTED_LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as InviteValues['language'])
    : 'en';
  const {
    register,
    control,
    handleSubmit,
    trigger,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteStaffRequest, unknown, InviteValues>({
    resolver: zodResolver(inviteStaffRequestSchema(messages)),
    defaultValues: { fullName: '', email: '', role: 'mentor', language },
  });
  useErrorsFollowLanguage(errors, trigger);
  const send = useSingleFlight(async (values: InviteValues) => {
    const invitation = await invite.mutateAsync(values).catch((error: unknown) => {
      // An address with an account is said on its field; other failures are toasts.
      if (error instanceof ApiError && error.code === 'ERR_INVITATION_EMAIL_TAKEN') {
        setError('email', { message: error.message });
      }
      return null;
    });
    if (invitation) onInvited(invitation);
  });
  return (
    <Modal opened onClose={onClose} title={t('invitations.formTitle')}>
      <form noValidate onSubmit={handleSubmit(send)}>
        <Stack gap="md">
          <Text size="sm">{t('invitations.formText')}</Text>
          <TextInput
            label={t('invitations.name')}
            required
            error={errors.fullName?.message}
            data-autofocus
            {...register('fullName')}
          />
          <EmailInput
            label={t('invitations.email')}
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <Select
                label={t('invitations.role')}
                allowDeselect={false}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                data={staffRoles.map((value) => ({ value, label: t(`role.${value}`) }))}
              />
            )}
          />
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <Select
                label={t('invitations.language')}
                allowDeselect={false}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                data={SUPPORTED_LANGUAGES.map((value) => ({
                  value,
                  label: t(`language.${value}`),
                }))}
              />
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('invitations.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
