import { createDirectionRequestSchema, titleRequestSchema } from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';

/*
 * The one small form of the structure screens: a title (and, for directions and subjects, a
 * description), checked with contracts' rules. Used to create a direction, subject, chapter
 * or item, and to rename one. Enter submits; when the server refuses, its toast says why
 * and the dialog stays open with what was typed.
 */

export interface TitleFormValues {
  title: string;
  description?: string;
}

interface TitleFormModalProps {
  opened: boolean;
  heading: string;
  submitLabel: string;
  withDescription?: boolean;
  /** A new draft: says that students do not see it yet. */
  draftNote?: boolean;
  initial?: TitleFormValues;
  onClose: () => void;
  onSubmit: (values: { title: string; description: string }) => Promise<unknown>;
}

export function TitleFormModal({ opened, heading, onClose, ...form }: TitleFormModalProps) {
  const { t } = useTranslation('content');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={heading}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      centered
    >
      {opened ? <TitleForm {...form} onClose={onClose} /> : null}
    </Modal>
  );
}

function TitleForm({
  submitLabel,
  withDescription = false,
  draftNote = false,
  initial,
  onClose,
  onSubmit,
}: Omit<TitleFormModalProps, 'opened' | 'heading'>) {
  const { t } = useTranslation('content');
  const messages = useMessageFormatter();
  const schema = withDescription
    ? createDirectionRequestSchema(messages)
    : titleRequestSchema(messages);
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<TitleFormValues, unknown, { title: string; description?: string }>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: initial?.title ?? '',
      ...(withDescription ? { description: initial?.description ?? '' } : {}),
    },
  });
  useErrorsFollowLanguage(errors, trigger);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit({ title: values.title, description: values.description ?? '' });
      onClose();
    } catch {
      // The client has said why in a toast; the dialog stays open with what was typed.
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.title')}
          required
          data-autofocus
          error={errors.title?.message}
          {...register('title')}
        />
        {withDescription ? (
          <Textarea
            label={t('form.description')}
            autosize
            minRows={3}
            maxRows={10}
            error={errors.description?.message}
            {...register('description')}
          />
        ) : null}
        {draftNote ? (
          <Text size="sm" c="dimmed">
            {t('form.draftNote')}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
