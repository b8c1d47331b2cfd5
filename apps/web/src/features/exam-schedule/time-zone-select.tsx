import { formatTimeZone } from '@academy/contracts';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The IANA zones the browser knows, with the current one even if it is not among them. */
function zoneOptions(current: string, language: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = zones.includes(current) || !current ? zones : [current, ...zones];
  const now = new Date();
  return all.map((zone) => ({ value: zone, label: formatTimeZone(zone, language, now) }));
}

type TimeZoneSelectProps = Omit<SelectProps, 'data' | 'onChange' | 'value'> & {
  value: string;
  onChange: (zone: string) => void;
};

/** A searchable list of time zones, each with its offset now (`Asia/Yerevan, GMT+4`). */
export function TimeZoneSelect({ value, onChange, ...props }: TimeZoneSelectProps) {
  const { t, i18n } = useTranslation('exam-schedule');
  const data = useMemo(() => zoneOptions(value, i18n.language), [value, i18n.language]);
  return (
    <Select
      {...props}
      data={data}
      value={value}
      onChange={(zone) => {
        if (zone) onChange(zone);
      }}
      searchable
      allowDeselect={false}
      limit={60}
      nothingFoundMessage={t('editor.timeZoneNothing')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
