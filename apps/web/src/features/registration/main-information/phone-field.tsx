import { Group, Input, type OptionsFilter, Select, Text } from '@mantine/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rankMatches } from './country-search';
import {
  asPhoneCountry,
  DEFAULT_PHONE_COUNTRY,
  diallingCountries,
  diallingCountryMatch,
  examplePhoneNumber,
  type PhoneEntry,
  phoneEntryOf,
  phoneValueOf,
  typedPhone,
} from './phone-number';

interface PhoneFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  /** The applicant's country (ISO code): the dialling code follows it until a number is typed. */
  suggestedCountry: string | null;
}

/**
 * A phone number with its dialling country. The applicant types the number as they know it;
 * the form receives E.164. Countries are named in text only: no flag images from elsewhere.
 */
export function PhoneField({
  label,
  value,
  onChange,
  onBlur,
  error,
  suggestedCountry,
}: PhoneFieldProps) {
  const { t, i18n } = useTranslation('registration');
  const numberId = useId();
  const [entry, setEntry] = useState<PhoneEntry>(() =>
    phoneEntryOf(value, asPhoneCountry(suggestedCountry) ?? DEFAULT_PHONE_COUNTRY),
  );
  const countries = useMemo(() => diallingCountries(i18n.language), [i18n.language]);
  const options = useMemo(
    () =>
      countries.map((country) => ({
        value: country.code,
        label: `${country.code} +${country.callingCode}`,
      })),
    [countries],
  );
  const byCode = useMemo(
    () => new Map(countries.map((country) => [country.code, country])),
    [countries],
  );
  const names = useMemo(
    () => new Map(countries.map((country) => [country.code, country.name])),
    [countries],
  );

  const update = (next: PhoneEntry) => {
    setEntry(next);
    onChange(phoneValueOf(next));
  };

  const suggested = asPhoneCountry(suggestedCountry);
  useEffect(() => {
    if (suggested)
      setEntry((current) => (current.text === '' ? { ...current, country: suggested } : current));
  }, [suggested]);

  // Best answers first: the calling code's main country for digits, India before British
  // Indian Ocean Territory for a name.
  const searchCountries: OptionsFilter = ({ options, search }) => {
    if (search.trim() === '') return options;
    return rankMatches(options, (option) => {
      const country = 'value' in option ? byCode.get(option.value as PhoneEntry['country']) : null;
      return country ? diallingCountryMatch(country, search, i18n.language) : null;
    });
  };

  return (
    // The number input is the wrapper's own input: the label and the error message belong to it.
    <Input.Wrapper id={numberId} label={label} withAsterisk error={error}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Select
          aria-label={t('form.phoneCountry')}
          w={116}
          searchable
          allowDeselect={false}
          value={entry.country}
          data={options}
          filter={searchCountries}
          renderOption={({ option }) => (
            <div>
              <Text size="sm">{names.get(option.value as PhoneEntry['country'])}</Text>
              <Text size="xs" c="dimmed">
                {option.label}
              </Text>
            </div>
          )}
          comboboxProps={{ width: 260, position: 'bottom-start' }}
          nothingFoundMessage={t('form.nothingFound')}
          error={Boolean(error)}
          onChange={(code) => {
            const country = asPhoneCountry(code);
            if (country) update({ ...entry, country });
          }}
        />
        <Input
          flex={1}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder={examplePhoneNumber(entry.country)}
          value={entry.text}
          error={Boolean(error)}
          onChange={(event) => update(typedPhone(entry, event.currentTarget.value))}
          onBlur={onBlur}
        />
      </Group>
    </Input.Wrapper>
  );
}
