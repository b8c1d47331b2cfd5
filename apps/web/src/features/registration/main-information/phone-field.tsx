import { Group, Input, type OptionsFilter, Select, Text } from '@mantine/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  asPhoneCountry,
  DEFAULT_PHONE_COUNTRY,
  diallingCountries,
  formatTypedPhone,
  type PhoneEntry,
  phoneEntryOf,
  phoneValueOf,
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

  const searchByName: OptionsFilter = ({ options, search }) => {
    const query = search.trim().toLowerCase().replace(/^\+/, '');
    if (query === '') return options;
    return options.filter((option) => {
      if (!('value' in option)) return false;
      const name = names.get(option.value as PhoneEntry['country']) ?? '';
      return `${name} ${option.label}`.toLowerCase().includes(query);
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
          filter={searchByName}
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
          placeholder={t('form.phonePlaceholder')}
          value={entry.text}
          error={Boolean(error)}
          onChange={(event) =>
            update(formatTypedPhone({ ...entry, text: event.currentTarget.value }, entry.text))
          }
          onBlur={onBlur}
        />
      </Group>
    </Input.Wrapper>
  );
}
