import { type AdminUser, type BlacklistRequest, blacklistRequestSchema } from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { FormDialog, ReasonField } from '../../shared/ui/form-dialog';

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
    <FormDialog
      onClose={onClose}
      onSubmit={handleSubmit(send)}
      title={t('confirm.blacklistTitle')}
      text={t('confirm.blacklistText', { name: user.fullName })}
      busy={isSubmitting}
      confirm={t('confirm.blacklistButton')}
      cancel={t('actions.cancel')}
      danger
    >
      <ReasonField
        label={t('confirm.blacklistReason')}
        description={t('confirm.blacklistReasonHint')}
        error={errors.reason?.message}
        data-autofocus
        {...register('reason')}
      />
    </FormDialog>
  );
}
