import { type CardForm, cardFormSchema } from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorsFollowLanguage } from '../../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../../shared/i18n/message-formatter';
import { useSingleFlight } from '../../../shared/lib/use-single-flight';
import { focusOnMount } from '../../../shared/ui/focus-on-mount';
import { groupCardNumber } from '../format';
import { CardRefusedError } from '../provider';
import type { FormNote as Note } from './use-payment-attempt';

const emptyCard: CardForm = { number: '', expiry: '', cvc: '', name: '' };

interface CardFormProps {
  /** "Pay $29.00". */
  payLabel: string;
  /** The order's price now, in words ("$35.00"): said when it changed during the payment. */
  price: string;
  note: Note;
  paying: boolean;
  onPay: (card: CardForm) => Promise<void>;
}

/**
 * The card, checked by contracts' rules, then handed to the payment provider (never to our
 * server). What happened to the attempt before stands above the fields.
 */
export function CardDetailsForm({ payLabel, price, note, paying, onPay }: CardFormProps) {
  const { t } = useTranslation('billing');
  const messages = useMessageFormatter();
  const schema = useMemo(() => cardFormSchema(messages), [messages]);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<CardForm>({
    resolver: zodResolver(schema),
    defaultValues: emptyCard,
    mode: 'onTouched',
  });
  useErrorsFollowLanguage(errors, trigger);

  const pay = useSingleFlight(async (card: CardForm) => {
    try {
      await onPay(card);
    } catch (error) {
      if (!(error instanceof CardRefusedError)) throw error;
      setError('number', { message: t('card.unknownTestCard') }, { shouldFocus: true });
    }
  });
  const busy = paying || isSubmitting;
  // Digits only, grouped by four as they are typed (a pasted number with spaces or letters too).
  const number = register('number');

  return (
    <form onSubmit={handleSubmit(pay)} noValidate aria-label={t('card.title')}>
      <Stack gap="md">
        <FormNote note={note} price={price} />
        <TextInput
          label={t('card.number')}
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="4242 4242 4242 4242"
          withAsterisk
          error={errors.number?.message}
          {...number}
          onChange={(event) => {
            event.currentTarget.value = groupCardNumber(event.currentTarget.value);
            return number.onChange(event);
          }}
        />
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label={t('card.expiry')}
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder={t('card.expiryPlaceholder')}
            withAsterisk
            error={errors.expiry?.message}
            {...register('expiry')}
          />
          <TextInput
            label={t('card.cvc')}
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            withAsterisk
            error={errors.cvc?.message}
            {...register('cvc')}
          />
        </SimpleGrid>
        <TextInput
          label={t('card.name')}
          autoComplete="cc-name"
          withAsterisk
          error={errors.name?.message}
          {...register('name')}
        />
        <Group>
          <Button type="submit" size="md" loading={busy} disabled={busy}>
            {payLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The outcome of the attempt before: declined, cancelled, expired, no answer (retry is safe),
 * an unfinished attempt retried too late (a new payment starts),
 * or a price that changed meanwhile (nothing charged; the new price said).
 */
export function FormNote({ note, price }: { note: Note; price: string }) {
  const { t } = useTranslation('billing');
  const { t: tErrors } = useTranslation('errors');
  if (note === null) return null;
  const text =
    note === 'declined'
      ? tErrors('ERR_PAYMENT_DECLINED')
      : note === 'cancelled'
        ? t('checkout.cancelled')
        : note === 'expired'
          ? t('checkout.expired')
          : note === 'retryTooLate'
            ? t('checkout.retryTooLate')
            : note === 'priceChanged'
              ? `${tErrors('ERR_PRICE_CHANGED')} ${t('checkout.newPrice', { price })}`
              : t('checkout.noAnswer');
  return (
    <Alert
      key={note}
      ref={focusOnMount}
      tabIndex={-1}
      color={note === 'declined' || note === 'priceChanged' ? 'red' : 'orange'}
      variant="light"
      role={note === 'declined' || note === 'priceChanged' ? 'alert' : 'status'}
    >
      {text}
    </Alert>
  );
}
