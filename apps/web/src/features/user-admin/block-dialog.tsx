import { type AdminUser, type BlacklistRequest, blacklistRequestSchema } from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { useSingleFlight } from '../../shared/lib/use-single-flight';

/**
 * Blocking an account asks why: the reason is kept in the audit log and shown to staff on
 * the user's page. Sent once however often the button is pressed.
 */
export function BlockDialog({
  user,
  onBlock,
  onClose,
}: {
  user: AdminUser;
  onBlock: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('user-admin');
  const messages = useMessageFormatter();
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<BlacklistRequest, unknown, { reason: string }>({
    resolver: zodResolver(blacklistRequestSchema(messages)),
    defaultValues: { reason: '' },
  });
  useErrorsFollowLanguage(errors, trigger);
  const send = useSingleFlight(async (values: { reason: string }) => {
    await onBlock(values.reason);
  });
  return (
    <Modal opened onClose={onClose} title={t('confirm.blacklistTitle')}>
      <form noValidate onSubmit={handleSubmit(send)}>
        <Stack gap="md">
          <Text size="sm">{t('confirm.blacklistText', { name: user.fullName })}</Text>
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
            <Button type="submit" color="red" loading={isSubmitting}>
              {t('confirm.blacklistButton')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
