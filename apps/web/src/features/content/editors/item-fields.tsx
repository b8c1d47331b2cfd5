import { DUE_DAYS_MAX } from '@academy/contracts';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, numberFieldValue } from '../../../shared/ui/number-field';
import { MarkdownField } from './markdown-field';

/* Fields more than one editor has, each bound to the editor's form by its name. */

/** "Due in days": whole days after the student's enrolment, empty for no due date. */
export function DueDaysField<T extends FieldValues, Parsed>({
  control,
  name,
  maw,
}: {
  control: Control<T, unknown, Parsed>;
  name: FieldPath<T>;
  maw?: number;
}) {
  const { t } = useTranslation('admin-editors');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberField
          label={t('fields.dueDays')}
          description={t('fields.dueDaysHint')}
          min={1}
          max={DUE_DAYS_MAX}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(numberFieldValue(value))}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={fieldState.error?.message}
          maw={maw}
        />
      )}
    />
  );
}

/** A Markdown text of the form (a lecture, a brief), with its live preview. */
export function MarkdownFormField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MarkdownField
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
