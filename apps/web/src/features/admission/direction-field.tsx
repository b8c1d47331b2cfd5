import { admissionEndpoints } from '@academy/contracts';
import { Alert, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../shared/api/endpoint-query';

/**
 * The direction an admission puts applicants into (one applicant's or many ticked): the
 * academy's directions, drafts marked, read when the dialog opens. Required; the form's
 * schema says so in the reader's language.
 */
export function DirectionField<T extends FieldValues & { directionId?: number | undefined }>({
  control,
  opened,
}: {
  control: Control<T>;
  /** The dialog is open: only then are the directions read. */
  opened: boolean;
}) {
  const { t } = useTranslation('admission');
  const directions = useQuery({
    ...endpointQuery(admissionEndpoints.listAdmissionDirections),
    staleTime: 5 * 60 * 1000,
    enabled: opened,
  });
  const { field, fieldState } = useController({ control, name: 'directionId' as Path<T> });
  return (
    <>
      {directions.isError ? (
        <Alert color="red" variant="light">
          {t('directionsFailed')}
        </Alert>
      ) : null}
      <Select
        label={t('direction')}
        placeholder={t('directionPlaceholder')}
        required
        data-autofocus
        data={(directions.data?.items ?? []).map((direction) => ({
          value: String(direction.id),
          label:
            direction.status === 'draft' ? t('draft', { title: direction.title }) : direction.title,
        }))}
        value={field.value === undefined ? null : String(field.value)}
        onChange={(value) => field.onChange(value ? Number(value) : undefined)}
        onBlur={field.onBlur}
        name={field.name}
        ref={field.ref}
        error={fieldState.error?.message}
        disabled={directions.isPending}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}
