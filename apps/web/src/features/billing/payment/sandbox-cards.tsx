import { sandboxTestCards } from '@academy/contracts';
import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Groups of four, as printed on a card. */
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Test mode: the sandbox's cards and what each does; no real card is charged. */
export function SandboxCards() {
  const { t } = useTranslation('billing');
  return (
    <Alert color="brand" variant="light" title={t('sandbox.title')} role="note">
      <Text size="sm" mb="xs">
        {t('sandbox.text')}
      </Text>
      <List size="sm" spacing={4}>
        {sandboxTestCards.map((card) => (
          <List.Item key={card.number}>
            <Text span ff="monospace" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {grouped(card.number)}
            </Text>{' '}
            — {t(`sandbox.outcome.${card.outcome}`)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
