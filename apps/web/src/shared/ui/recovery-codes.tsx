import { Alert, Button, Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusOnMount } from './focus-on-mount';

/**
 * The ten recovery codes of a new second factor, shown this once (only their hashes are
 * kept): the user confirms they saved them before going on.
 */
export function RecoveryCodes({
  codes,
  continueLabel,
  onContinue,
}: {
  codes: readonly string[];
  continueLabel: string;
  onContinue: () => void;
}) {
  const { t } = useTranslation('common');
  const [saved, setSaved] = useState(false);
  return (
    <Stack gap="md">
      <Alert ref={focusOnMount} tabIndex={-1} color="teal" variant="light" role="status">
        <Text fw={700} c="dark.7">
          {t('twoFactor.recovery.title')}
        </Text>
        <Text size="sm" c="dark.7">
          {t('twoFactor.recovery.text')}
        </Text>
      </Alert>
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing="xs"
        component="ol"
        aria-label={t('twoFactor.recovery.list')}
        style={{ paddingInlineStart: 0, listStyle: 'none', margin: 0 }}
      >
        {codes.map((code) => (
          <Text
            component="li"
            key={code}
            ff="monospace"
            fw={600}
            ta="center"
            style={{ whiteSpace: 'nowrap' }}
          >
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Checkbox
        label={t('twoFactor.recovery.saved')}
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
      />
      <Button onClick={onContinue} disabled={!saved}>
        {continueLabel}
      </Button>
    </Stack>
  );
}
