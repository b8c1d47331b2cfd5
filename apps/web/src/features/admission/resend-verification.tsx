import type { AdminApplicant } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resendApplicantVerificationMutation } from './api/change-applicant';
import { MailedLinkRequest } from './mailed-link-request';

/**
 * For a pending applicant who has not confirmed their address (who cannot be admitted until
 * they do): a fresh confirmation link, mailed as the public "send again" does.
 */
export function ResendVerification({ applicant }: { applicant: AdminApplicant }) {
  const { t } = useTranslation('admission');
  const resend = useMutation(resendApplicantVerificationMutation);
  return (
    <MailedLinkRequest
      hint={t('verificationMail.hint', { email: applicant.email })}
      label={t('verificationMail.resend')}
      sentText={(at) => t('verificationMail.sent', { email: applicant.email, at })}
      pending={resend.isPending}
      request={(done) => resend.mutate({ params: { id: applicant.id } }, { onSuccess: done })}
    />
  );
}
