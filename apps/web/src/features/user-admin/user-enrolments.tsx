import {
  type AdminUser,
  admissionEndpoints,
  type CourseType,
  changeEnrolmentRequestSchema,
  courseTypes,
  endEnrolmentRequestSchema,
  enrolStudentRequestSchema,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../shared/api/endpoint-query';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { useStaffTime } from '../../shared/lib/staff-time';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import {
  changeEnrolmentMutation,
  endEnrolmentMutation,
  enrolStudentMutation,
} from './api/change-user';
import { UserSection } from './user-section';

type Enrolment = AdminUser['enrolments'][number];

/** Which dialog is open: enrol in another direction, or change or end one enrolment. */
type Dialog =
  | { kind: 'enrol' }
  | { kind: 'change'; enrolment: Enrolment }
  | { kind: 'end'; enrolment: Enrolment };

interface DialogValues {
  directionId: number;
  courseType: CourseType;
  reason: string;
}

/**
 * The student's enrolments (ARCHITECTURE.md, "Users"): each with its format and date, to
 * change its format or end it, and a way to enrol in another direction. Every change asks
 * for a reason, which the audit log keeps and the student's mail gives.
 */
export function UserEnrolments({ user }: { user: AdminUser }) {
  const { t } = useTranslation('user-admin');
  const time = useStaffTime();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <UserSection
      name="enrolments"
      title={t('enrolments.title')}
      overlays={
        dialog ? (
          <EnrolmentDialog
            user={user}
            dialog={dialog}
            onClose={() => setDialog(null)}
            onDone={(message) => {
              setDialog(null);
              setDone(message);
            }}
          />
        ) : null
      }
    >
      {user.enrolments.length === 0 ? (
        <Text c="dimmed">{t('enrolments.none')}</Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {user.enrolments.map((enrolment) => (
            <Group
              component="li"
              key={enrolment.directionId}
              justify="space-between"
              gap="xs"
              wrap="wrap"
            >
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {enrolment.directionTitle}
                  </Text>
                  <Badge variant="light">{t(`enrolments.format.${enrolment.courseType}`)}</Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('enrolments.since', { date: time.date(enrolment.enrolledAt) })}
                </Text>
              </Stack>
              <Group gap="xs">
                <Button
                  variant="default"
                  size="xs"
                  aria-label={t('enrolments.changeFor', { direction: enrolment.directionTitle })}
                  onClick={() => setDialog({ kind: 'change', enrolment })}
                >
                  {t('enrolments.change')}
                </Button>
                <Button
                  variant="default"
                  color="red"
                  size="xs"
                  aria-label={t('enrolments.endFor', { direction: enrolment.directionTitle })}
                  onClick={() => setDialog({ kind: 'end', enrolment })}
                >
                  {t('enrolments.end')}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <Group>
        <Button variant="light" onClick={() => setDialog({ kind: 'enrol' })}>
          {t('enrolments.enrol')}
        </Button>
      </Group>
      <div role="status" aria-live="polite">
        {done ? <Text size="sm">{done}</Text> : null}
      </div>
    </UserSection>
  );
}

/** The dialog's rules are its endpoint's; the fields the form has and it does not go. */
function schemaOf(kind: Dialog['kind'], messages: ReturnType<typeof useMessageFormatter>) {
  if (kind === 'enrol') return enrolStudentRequestSchema(messages);
  if (kind === 'change') return changeEnrolmentRequestSchema(messages).strip();
  return endEnrolmentRequestSchema(messages).strip();
}

/** One dialog for the three changes: what it does, its fields, and the reason. */
function EnrolmentDialog({
  user,
  dialog,
  onClose,
  onDone,
}: {
  user: AdminUser;
  dialog: Dialog;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('user-admin');
  const messages = useMessageFormatter();
  const enrolMutation = useMutation(enrolStudentMutation);
  const changeMutation = useMutation(changeEnrolmentMutation);
  const endMutation = useMutation(endEnrolmentMutation);
  const directions = useQuery({
    ...endpointQuery(admissionEndpoints.listAdmissionDirections),
    enabled: dialog.kind === 'enrol',
  });
  const enrolled = new Set(user.enrolments.map((enrolment) => enrolment.directionId));
  const choices = (directions.data?.items ?? [])
    .filter((direction) => !enrolled.has(direction.id))
    .map((direction) => ({
      value: String(direction.id),
      label:
        direction.status === 'draft'
          ? t('enrolments.draft', { direction: direction.title })
          : direction.title,
    }));
  const current = dialog.kind === 'enrol' ? null : dialog.enrolment;
  const {
    register,
    control,
    handleSubmit,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<DialogValues>({
    resolver: zodResolver(schemaOf(dialog.kind, messages)) as unknown as Resolver<DialogValues>,
    defaultValues: {
      courseType:
        current === null ? 'online' : current.courseType === 'online' ? 'offline' : 'online',
      reason: '',
    },
  });
  useErrorsFollowLanguage(errors, trigger);
  const send = useSingleFlight(async (values: DialogValues) => {
    try {
      if (dialog.kind === 'enrol') {
        await enrolMutation.mutateAsync({ params: { id: user.id }, body: values });
        const title = choices.find((choice) => choice.value === String(values.directionId));
        onDone(t('enrolments.enrolled', { direction: title?.label ?? '' }));
      } else if (dialog.kind === 'change') {
        await changeMutation.mutateAsync({
          params: { id: user.id, directionId: dialog.enrolment.directionId },
          body: { courseType: values.courseType, reason: values.reason },
        });
        onDone(t('enrolments.changed', { direction: dialog.enrolment.directionTitle }));
      } else {
        await endMutation.mutateAsync({
          params: { id: user.id, directionId: dialog.enrolment.directionId },
          body: { reason: values.reason },
        });
        onDone(t('enrolments.ended', { direction: dialog.enrolment.directionTitle }));
      }
    } catch {
      // The HTTP client has told the failure; the dialog stays open to try again.
    }
  });
  const formats = courseTypes.map((value) => ({
    value,
    label: t(`enrolments.format.${value}`),
  }));
  return (
    <Modal opened onClose={onClose} title={t(`enrolments.${dialog.kind}Title`)}>
      <form noValidate onSubmit={handleSubmit(send)}>
        <Stack gap="md">
          <Text size="sm">
            {t(`enrolments.${dialog.kind}Text`, {
              name: user.fullName,
              direction: current?.directionTitle ?? '',
            })}
          </Text>
          {dialog.kind === 'enrol' ? (
            <Controller
              control={control}
              name="directionId"
              render={({ field }) => (
                <Select
                  label={t('enrolments.direction')}
                  required
                  data={choices}
                  value={field.value ? String(field.value) : null}
                  onChange={(value) => field.onChange(value ? Number(value) : undefined)}
                  error={errors.directionId?.message}
                  nothingFoundMessage={t('enrolments.noDirections')}
                  data-autofocus
                />
              )}
            />
          ) : null}
          {dialog.kind === 'end' ? null : (
            <Controller
              control={control}
              name="courseType"
              render={({ field }) => (
                <Select
                  label={t('enrolments.formatLabel')}
                  required
                  allowDeselect={false}
                  data={
                    dialog.kind === 'change'
                      ? formats.filter((format) => format.value !== current?.courseType)
                      : formats
                  }
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'online')}
                  error={errors.courseType?.message}
                />
              )}
            />
          )}
          <Textarea
            label={t('enrolments.reason')}
            description={t('enrolments.reasonHint')}
            required
            autosize
            minRows={2}
            error={errors.reason?.message}
            data-autofocus={dialog.kind === 'enrol' ? undefined : true}
            {...register('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              color={dialog.kind === 'end' ? 'red' : undefined}
              loading={isSubmitting}
            >
              {t(`enrolments.${dialog.kind}Button`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
