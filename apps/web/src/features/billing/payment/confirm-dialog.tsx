import type { Payment } from '@academy/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBillingFormat } from '../format';

interface ConfirmDialogProps {
  payment: Payment;
  /** The action under way, if any: its button spins and both wait. */
  deciding: 'confirm' | 'cancel' | null;
  onDecide: (action: 'confirm' | 'cancel') => void;
}

/**
 * The card's bank asks the student to confirm the payment (the provider's extra step).
 * Closing the dialog cancels, as "Cancel" does: nothing is charged without a yes.
 */
export function ConfirmDialog({ payment, deciding, onDecide }: ConfirmDialogProps) {
  const { t } = useTranslation('billing');
  const format = useBillingFormat();
  return (
    <Modal
      opened
      centered
      onClose={() => {
        if (deciding === null) onDecide('cancel');
      }}
      title={t('confirm.title')}
      closeButtonProps={{ 'aria-label': t('confirm.close') }}
    >
      <Stack gap="md">
        <Text>{t('confirm.text', { amount: format.money(payment.price) })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => onDecide('cancel')}
            loading={deciding === 'cancel'}
            disabled={deciding !== null}
          >
            {t('confirm.cancel')}
          </Button>
          <Button
            onClick={() => onDecide('confirm')}
            loading={deciding === 'confirm'}
            disabled={deciding !== null}
            data-autofocus
          >
            {t('confirm.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
