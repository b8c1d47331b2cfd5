import {
  type AdminUser,
  type RevokeCertificateRequest,
  revokeCertificateRequestSchema,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCertificateOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useStaffTime } from '../../shared/lib/staff-time';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { revokeCertificateMutation } from './api/change-user';
import { UserSection } from './user-section';

type Certificate = AdminUser['certificates'][number];

function RevokeDialog({
  certificate,
  direction,
  onClose,
}: {
  certificate: Certificate;
  /** The holder's valid certificate of the subject's direction, when revoking a subject's. */
  direction: Certificate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('user-admin');
  const revoke = useMutation(revokeCertificateMutation);
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors },
  } = useForm<RevokeCertificateRequest>({
    resolver: zodResolver(revokeCertificateRequestSchema),
    defaultValues: { reason: '', alsoDirection: direction !== null },
  });
  useErrorsFollowLanguage(errors, trigger);
  const send = useSingleFlight(async (values: RevokeCertificateRequest) => {
    try {
      await revoke.mutateAsync({
        params: { id: certificate.id },
        body: {
          reason: values.reason,
          alsoDirection: direction !== null && values.alsoDirection === true,
        },
      });
      onClose();
    } catch {
      // The HTTP client has said why.
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('certificates.revokeTitle', { title: certificate.title })}
    >
      <form noValidate onSubmit={handleSubmit(send)}>
        <Stack gap="md">
          <Text size="sm">{t('certificates.revokeText')}</Text>
          <Textarea
            label={t('certificates.reasonLabel')}
            required
            autosize
            minRows={2}
            maxLength={500}
            error={errors.reason ? t('certificates.reasonRequired') : undefined}
            data-autofocus
            {...register('reason')}
          />
          {direction ? (
            <Checkbox
              label={t('certificates.alsoDirection', { title: direction.title })}
              description={t('certificates.alsoDirectionHint')}
              {...register('alsoDirection')}
            />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={revoke.isPending}>
              {t('certificates.revoke')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The user's certificates, each revocable once with a reason. */
export function UserCertificates({ certificates }: { certificates: AdminUser['certificates'] }) {
  const { t } = useTranslation('user-admin');
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  const { date } = useStaffTime();
  return (
    <UserSection
      name="certificates"
      title={t('certificates.title')}
      overlays={
        revoking ? (
          <RevokeDialog
            certificate={revoking}
            direction={
              revoking.kind === 'subject'
                ? (certificates.find(
                    (other) =>
                      other.kind === 'direction' &&
                      other.directionId === revoking.directionId &&
                      other.revokedAt === null,
                  ) ?? null)
                : null
            }
            onClose={() => setRevoking(null)}
          />
        ) : null
      }
    >
      {certificates.length === 0 ? <Text c="dimmed">{t('certificates.empty')}</Text> : null}
      {certificates.map((certificate) => (
        <Group key={certificate.id} justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {certificate.title}
            </Text>
            <Text size="sm" c="dimmed">
              {t('certificates.issued', {
                date: date(certificate.issuedAt),
                code: certificate.verificationCode,
              })}
            </Text>
            {certificate.revokedAt ? (
              <Text size="sm" c="red.9">
                {t('certificates.revokedOn', {
                  date: date(certificate.revokedAt),
                  reason: certificate.revocationReason ?? '',
                })}
              </Text>
            ) : null}
          </Stack>
          {certificate.revokedAt ? (
            <ToneBadge tone="red">{t('certificates.revoked')}</ToneBadge>
          ) : (
            <Button
              variant="light"
              color="red"
              leftSection={<IconCertificateOff size={16} />}
              onClick={() => setRevoking(certificate)}
            >
              {t('certificates.revoke')}
            </Button>
          )}
        </Group>
      ))}
    </UserSection>
  );
}
