import type { ApplicantInformation, Country } from '@academy/contracts';
import { Button, Group, Select, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../shared/lib/use-hydrated';
import { countryNameFilter } from './country-search';
import { type MainInformationValues, selected } from './use-main-information-form';

interface CountryFieldProps {
  control: Control<MainInformationValues, unknown, ApplicantInformation>;
  countries: UseQueryResult<Country[]>;
  error?: string;
}

/**
 * The applicant's country, searched by name. When the list could not be loaded the field
 * says so and offers to load it again, rather than "Nothing found" for every search. The
 * offer sits above the input, so leaving the field (which may show its error below it) does
 * not move the button away from under the pointer.
 */
export function CountryField({ control, countries, error }: CountryFieldProps) {
  const { t, i18n } = useTranslation('registration');
  // A prerendered page has no list yet: it is drawn as loading until hydrated.
  const hydrated = useHydrated();
  const data = hydrated ? countries.data : undefined;
  const options = useMemo(
    () => (data ?? []).map((country) => ({ value: String(country.id), label: country.name })),
    [data],
  );
  const failed = hydrated && countries.isError && !countries.data;
  const pending = !hydrated || countries.isPending;

  const failure = failed ? (
    <Group component="span" gap="xs" mt={4} mb={2}>
      <Text component="span" size="sm" c="red.8" role="alert">
        {t('form.countriesFailed')}
      </Text>
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        loading={countries.isFetching}
        onClick={() => void countries.refetch()}
      >
        {t('actions.retry')}
      </Button>
    </Group>
  ) : undefined;

  return (
    <Controller
      control={control}
      name="countryId"
      render={({ field }) => (
        <Select
          label={t('form.country')}
          description={failure}
          placeholder={pending ? t('form.loading') : t('form.search')}
          withAsterisk
          searchable
          allowDeselect={false}
          nothingFoundMessage={failed ? t('form.countriesFailed') : t('form.nothingFound')}
          data={options}
          filter={countryNameFilter(i18n.language)}
          value={selected(field.value)}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}
