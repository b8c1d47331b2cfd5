import {
  type AdminUser,
  type GrantRequest,
  grantRequestSchema,
  paymentLedgerEndpoints,
  userAdminEndpoints,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { endpointMutation, invalidateEndpoints } from '../../shared/api/endpoint-query';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { useStaffTime } from '../../shared/lib/staff-time';
import { useSingleFlight } from '../../shared/lib/use-single-flight';

type GrantValues = { length: number; unit: 'days' | 'months'; reason: string };

const grantMutation = endpointMutation(paymentLedgerEndpoints.grantAccess, {
  onSuccess: (_period, _input, _result, { client }) =>
    invalidateEndpoints(client, [userAdminEndpoints.getAdminUser]),
});

/**
 * Access without payment (a scholarship, a goodwill extension): N days or months, after the
 * student's running access, with a reason the audit log keeps. Sent once however often the
 * button is pressed.
 */
export function GrantAccess({ user }: { user: AdminUser }) {
  const { t } = useTranslation('user-admin');
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const time = useStaffTime();
  const grant = useMutation(grantMutation);
  const messages = useMessageFormatter();
  const {
    register,
    control,
    handleSubmit,
    trigger,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<GrantRequest, unknown, GrantValues>({
    resolver: zodResolver(grantRequestSchema(messages)),
    defaultValues: { length: 1, unit: 'months', reason: '' },
  });
  useErrorsFollowLanguage(errors, trigger);
  const send = useSingleFlight(async (values: GrantValues) => {
    try {
      const period = await grant.mutateAsync({ params: { id: user.id }, body: values });
      setOpen(false);
      reset();
      setDone(t('grant.done', { from: time.date(period.startsAt), to: time.date(period.endsAt) }));
    } catch {
      // The HTTP client has told the failure; the dialog stays open to try again.
    }
  });
  return (
    <Stack gap="xs" align="flex-start" mt="md">
      <Button variant="light" onClick={() => setOpen(true)}>
        {t('grant.open')}
      </Button>
      <div role="status" aria-live="polite">
        {done ? <Text size="sm">{done}</Text> : null}
      </div>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('grant.title')}>
        <form noValidate onSubmit={handleSubmit(send)}>
          <Stack gap="md">
            <Text size="sm">{t('grant.text', { name: user.fullName })}</Text>
            <Group grow align="flex-start">
              <Controller
                control={control}
                name="length"
                render={({ field }) => (
                  <NumberInput
                    label={t('grant.length')}
                    required
                    min={1}
                    allowDecimal={false}
                    value={field.value}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                    error={errors.length?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="unit"
                render={({ field }) => (
                  <Select
                    label={t('grant.unit')}
                    allowDeselect={false}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? 'months')}
                    data={[
                      { value: 'days', label: t('grant.days') },
                      { value: 'months', label: t('grant.months') },
                    ]}
                  />
                )}
              />
            </Group>
            <Textarea
              label={t('grant.reason')}
              description={t('grant.reasonHint')}
              required
              autosize
              minRows={2}
              error={errors.reason?.message}
              {...register('reason')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('grant.cancel')}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {t('grant.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
