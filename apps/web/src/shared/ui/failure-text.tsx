import { isErrorCode } from '@academy/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import type { ErrorTextKey } from '../api/client-config';

const HTTP_INTERNAL = 500;

/** The catalogue key of a failure's text, so that it follows a change of language. */
function errorTextKey(error: unknown): ErrorTextKey | null {
  if (!(error instanceof ApiError)) return 'ERR_INTERNAL';
  if (error.kind === 'network') return 'NETWORK_ERROR';
  if (error.kind === 'invalid-response' || error.status === HTTP_INTERNAL) return 'ERR_INTERNAL';
  return isErrorCode(error.code) ? error.code : null;
}

/**
 * What went wrong with a screen's call, in the catalogue's words (its call did not toast): a
 * lost connection, "Something went wrong" for a 500 or a broken answer, a known code's
 * friendly text, anything else as the server sent it.
 */
export function FailureText({ error }: { error: unknown }) {
  const { t } = useTranslation('errors');
  const key = errorTextKey(error);
  return (
    <Text ta="center" maw={480}>
      {key ? t(key) : error instanceof Error ? error.message : null}
    </Text>
  );
}
