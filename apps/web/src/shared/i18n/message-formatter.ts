import type { MessageFormatter } from '@academy/contracts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Contracts' field rules take a MessageFormatter. This one reads the `validation` bundle,
 * whose keys are contracts' validationMessages keys, so form errors follow the language.
 */
export function messageFormatterFrom(t: TFunction<'validation'>): MessageFormatter {
  return (key, params) => t(key, params ?? {});
}

/** The formatter for the current language; a new one (and new schemas) when it changes. */
export function useMessageFormatter(): MessageFormatter {
  const { t } = useTranslation('validation');
  return useMemo(() => messageFormatterFrom(t), [t]);
}
