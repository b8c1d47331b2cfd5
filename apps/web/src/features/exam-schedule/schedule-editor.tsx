import {
  type ErrorCode,
  type ExamScheduleForm,
  type ExamScheduleResponse,
  examScheduleFormSchema,
  toExamScheduleRequest,
} from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  type Control,
  Controller,
  type UseFormReturn,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { NumberField, numberFieldValue } from '../../shared/ui/number-field';
import { updateExamScheduleMutation } from './api/update-exam-schedule';
import classes from './schedule-editor.module.css';
import { NEW_TIME, toForm, weekdayName } from './schedule-form';
import { TimeZoneSelect } from './time-zone-select';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/** The server's refusals of a schedule that does not fit the bookings to come. */
const REFUSALS: readonly ErrorCode[] = [
  'ERR_EXAM_CAPACITY_BELOW_BOOKINGS',
  'ERR_EXAM_SITTING_HAS_BOOKINGS',
];

interface ScheduleEditorProps {
  schedule: ExamScheduleResponse;
  /** Reads the schedule again (its bookings to come), answering the fresh one. */
  refresh: () => Promise<ExamScheduleResponse | undefined>;
}

/**
 * The weekly schedule: the time zone, and for each week day a switch and its start times
 * with their seats. A time booked in a coming sitting cannot be removed and keeps at least
 * its bookings (the form's rule, and the server's); when the server refuses anyway (a booking
 * came in meanwhile), the refusal is said above the buttons and the fields concerned learn
 * the new bookings.
 */
export function ScheduleEditor({ schedule, refresh }: ScheduleEditorProps) {
  const { t } = useTranslation('exam-schedule');
  const { t: errorsText } = useTranslation('errors');
  const m = useMessageFormatter();
  const schema = useMemo(() => examScheduleFormSchema(m), [m]);
  const form = useForm<ExamScheduleForm>({
    resolver: zodResolver(schema),
    defaultValues: toForm(schedule),
  });
  const { control, formState, reset, trigger, handleSubmit } = form;
  useErrorsFollowLanguage(formState.errors, trigger);
  const update = useMutation(updateExamScheduleMutation);
  const [refusal, setRefusal] = useState<ErrorCode | null>(null);
  const [saved, setSaved] = useState(false);

  // A schedule read again replaces the form only while nothing in it was changed.
  useEffect(() => {
    if (!formState.isDirty) reset(toForm(schedule));
  }, [schedule, formState.isDirty, reset]);

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    setSaved(false);
    try {
      const result = await update.mutateAsync(toExamScheduleRequest(values));
      reset(toForm(result));
      setSaved(true);
    } catch (error) {
      if (!(error instanceof ApiError) || !REFUSALS.includes(error.code as ErrorCode)) return;
      setRefusal(error.code as ErrorCode);
      const fresh = await refresh();
      if (fresh) learnBookings(form, fresh);
      await trigger();
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="exam-schedule-editor-title">
      <UnsavedChangesGuard dirty={formState.isDirty && !update.isPending} />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3" id="exam-schedule-editor-title">
            {t('tabs.schedule')}
          </Title>
          <Text c="dimmed">{t('editor.intro')}</Text>
        </Stack>
        <Controller
          control={control}
          name="timeZone"
          render={({ field, fieldState }) => (
            <TimeZoneSelect
              label={t('editor.timeZone')}
              description={t('editor.timeZoneDescription')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              maw={420}
            />
          )}
        />
        <Stack gap="sm" component="fieldset" className={classes.days}>
          <Text component="legend" fw={600}>
            {t('editor.days')}
          </Text>
          {form.getValues('days').map((day, index) => (
            <DayEditor key={day.weekday} index={index} control={control} form={form} />
          ))}
        </Stack>
        {refusal ? (
          <Alert
            color="red"
            role="alert"
            icon={<IconAlertTriangle size={20} aria-hidden="true" />}
            title={t('editor.refused')}
          >
            {errorsText(refusal)}
          </Alert>
        ) : null}
        {saved && !formState.isDirty ? (
          <Alert color="green" role="status" icon={<IconCheck size={20} aria-hidden="true" />}>
            {t('editor.saved')}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={update.isPending}>
            {t('editor.save')}
          </Button>
          <Button
            variant="default"
            disabled={!formState.isDirty || update.isPending}
            onClick={() => {
              reset(toForm(schedule));
              setRefusal(null);
            }}
          >
            {t('editor.discard')}
          </Button>
          {formState.isDirty ? (
            <Text size="sm" c="dimmed">
              {t('editor.unsaved')}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** Carries the bookings of a schedule read again into the form's times, without dirtying it. */
function learnBookings(form: UseFormReturn<ExamScheduleForm>, fresh: ExamScheduleResponse) {
  form.getValues('days').forEach((day, dayIndex) => {
    const times = fresh.days.find((entry) => entry.weekday === day.weekday)?.times ?? [];
    day.times.forEach((entry, timeIndex) => {
      const booked = times.find((known) => known.time === entry.time)?.booked ?? 0;
      form.setValue(`days.${dayIndex}.times.${timeIndex}.booked`, booked, { shouldDirty: false });
    });
  });
}

interface DayEditorProps {
  index: number;
  control: Control<ExamScheduleForm>;
  form: UseFormReturn<ExamScheduleForm>;
}

function DayEditor({ index, control, form }: DayEditorProps) {
  const { t, i18n } = useTranslation('exam-schedule');
  const weekday = form.getValues(`days.${index}.weekday`);
  const name = weekdayName(weekday, i18n.language);
  const enabled = useWatch({ control, name: `days.${index}.enabled` });
  const times = useFieldArray({ control, name: `days.${index}.times` });
  const watched = useWatch({ control, name: `days.${index}.times` });
  const locked = watched.some((entry) => entry.booked > 0);
  const dayError =
    form.formState.errors.days?.[index]?.times?.root?.message ??
    form.formState.errors.days?.[index]?.times?.message;
  const lockedId = `exam-day-${weekday}-locked`;

  return (
    <Paper withBorder radius="md" p="md" className={classes.day} role="group" aria-label={name}>
      <Stack gap="sm">
        <Controller
          control={control}
          name={`days.${index}.enabled`}
          render={({ field }) => (
            <Switch
              label={<Text fw={600}>{name}</Text>}
              checked={field.value}
              disabled={locked && field.value}
              aria-describedby={locked ? lockedId : undefined}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                field.onChange(on);
                if (on && times.fields.length === 0) times.append({ ...NEW_TIME });
              }}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        {enabled ? null : (
          <Text size="sm" c="dimmed">
            {t('editor.dayOff')}
          </Text>
        )}
        {locked ? (
          <Text id={lockedId} size="xs" c="dimmed">
            {t('editor.dayLocked', { day: name })}
          </Text>
        ) : null}
        {enabled ? (
          <Stack gap="xs">
            {times.fields.map((field, timeIndex) => {
              const booked = watched[timeIndex]?.booked ?? 0;
              const time = watched[timeIndex]?.time ?? '';
              return (
                <Group key={field.id} gap="xs" align="flex-start" wrap="nowrap">
                  <Controller
                    control={control}
                    name={`days.${index}.times.${timeIndex}.time`}
                    render={({ field: input, fieldState }) => (
                      <TextInput
                        type="time"
                        label={t('editor.time')}
                        {...input}
                        readOnly={booked > 0}
                        error={fieldState.error?.message}
                        className={classes.time}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`days.${index}.times.${timeIndex}.capacity`}
                    render={({ field: input, fieldState }) => (
                      <NumberField
                        label={t('editor.capacity')}
                        value={input.value ?? ''}
                        onChange={(value) => input.onChange(numberFieldValue(value))}
                        onBlur={input.onBlur}
                        ref={input.ref}
                        name={input.name}
                        min={Math.max(1, booked)}
                        max={1000}
                        description={
                          booked > 0 ? t('editor.bookedAhead', { count: booked }) : undefined
                        }
                        error={fieldState.error?.message}
                        className={classes.capacity}
                      />
                    )}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mt={26}
                    disabled={booked > 0}
                    aria-label={
                      booked > 0
                        ? t('editor.timeLocked', { count: booked })
                        : t('editor.removeTime', { time: time || '—' })
                    }
                    title={
                      booked > 0
                        ? t('editor.timeLocked', { count: booked })
                        : t('editor.removeTime', { time: time || '—' })
                    }
                    onClick={() => times.remove(timeIndex)}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              );
            })}
            {dayError ? (
              <Text size="sm" c="red.7" role="alert">
                {dayError}
              </Text>
            ) : null}
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => times.append({ ...NEW_TIME })}
              className={classes.add}
              aria-label={`${t('editor.addTime')}: ${name}`}
            >
              {t('editor.addTime')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
