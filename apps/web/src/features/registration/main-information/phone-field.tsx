import { Group, Input, type OptionsFilter, Select, Text } from '@mantine/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rankMatches } from './country-search';
import type { PhoneEntry } from './phone-number';
import {
  DEFAULT_CALLING_CODE,
  DEFAULT_EXAMPLE_NUMBER,
  DEFAULT_PHONE_COUNTRY,
  type PhoneSupport,
  usePhoneSupport,
} from './phone-support';

interface PhoneFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  /** The applicant's country (ISO code): the dialling code follows it until a number is typed. */
  suggestedCountry: string | null;
}

/** What the field shows while its phone code loads: the default country, or the one in use. */
function fallbackOption(country: PhoneEntry['country']) {
  return {
    value: country,
    label: country === DEFAULT_PHONE_COUNTRY ? `${country} +${DEFAULT_CALLING_CODE}` : country,
  };
}

const entryOf = (value: string, suggested: string | null, support: PhoneSupport | null) => {
  if (!support) return { country: DEFAULT_PHONE_COUNTRY, text: '' };
  const { asPhoneCountry, phoneEntryOf } = support.numbers;
  return phoneEntryOf(value, asPhoneCountry(suggested) ?? DEFAULT_PHONE_COUNTRY);
};

/**
 * A phone number with its dialling country. The applicant types the number as they know it;
 * the form receives E.164. Countries are named in text only: no flag images from elsewhere.
 * libphonenumber-js loads when the field is focused or pointed at, or holds a number
 * (phone-support.ts); what is typed before it arrives is read again then.
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
  const [needed, setNeeded] = useState(value !== '');
  const support = usePhoneSupport(needed);
  const numbers = support?.numbers ?? null;
  const [entry, setEntry] = useState<PhoneEntry>(() => entryOf(value, suggestedCountry, support));
  const [readWith, setReadWith] = useState(support);
  const countries = useMemo(
    () => numbers?.diallingCountries(i18n.language) ?? [],
    [numbers, i18n.language],
  );
  const options = useMemo(
    () =>
      countries.length > 0
        ? countries.map((country) => ({
            value: country.code,
            label: `${country.code} +${country.callingCode}`,
          }))
        : [fallbackOption(entry.country)],
    [countries, entry.country],
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
    onChange(numbers ? numbers.phoneValueOf(next) : next.text);
  };

  // The phone code has just arrived: the stored value, or what was typed meanwhile, is read
  // with it (during render, so nothing is drawn in between).
  if (support !== readWith) {
    setReadWith(support);
    if (support && entry.text === '' && value !== '') {
      setEntry(entryOf(value, suggestedCountry, support));
    } else if (support && entry.text !== '') {
      setEntry(support.numbers.typedPhone(entry, entry.text));
    }
  }
  // …and the form gets the number in E.164 rather than as typed.
  const typedMeanwhile = numbers && entry.text !== '' ? numbers.phoneValueOf(entry) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the phone code arrives
  useEffect(() => {
    if (typedMeanwhile !== null && typedMeanwhile !== value) onChange(typedMeanwhile);
  }, [numbers]);

  const suggested = numbers?.asPhoneCountry(suggestedCountry) ?? null;
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
      return country && numbers
        ? numbers.diallingCountryMatch(country, search, i18n.language)
        : null;
    });
  };

  return (
    // The number input is the wrapper's own input: the label and the error message belong to it.
    <Input.Wrapper id={numberId} label={label} withAsterisk error={error}>
      <Group
        gap="xs"
        wrap="nowrap"
        align="flex-start"
        onFocusCapture={() => setNeeded(true)}
        onPointerEnter={() => setNeeded(true)}
      >
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
            const country = numbers?.asPhoneCountry(code);
            if (country) update({ ...entry, country });
          }}
        />
        <Input
          flex={1}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder={
            numbers
              ? numbers.examplePhoneNumber(entry.country)
              : entry.country === DEFAULT_PHONE_COUNTRY
                ? DEFAULT_EXAMPLE_NUMBER
                : ''
          }
          value={entry.text}
          error={Boolean(error)}
          onChange={(event) => {
            const text = event.currentTarget.value;
            update(numbers ? numbers.typedPhone(entry, text) : { ...entry, text });
          }}
          onBlur={onBlur}
        />
      </Group>
    </Input.Wrapper>
  );
}
