import { LEARNING_ACCESS_ENDED } from '@academy/contracts';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cameForEndedAccess } from '../../shared/session/learning-access';
import { focusOnMount } from '../../shared/ui/focus-on-mount';
import { PageTitle } from '../../shared/ui/page-title';
import { AccessPeriods } from './pricing/access-periods';
import { AccessSummary } from './pricing/access-summary';
import { PaymentHistory } from './pricing/payment-history';
import { PlanList } from './pricing/plan-list';

/**
 * /pricing: the student's access now and the free trial, the plans by course format, the
 * access periods and the payment history. A student sent here because the trial or the
 * subscription ended (a learning call's 403 ERR_LEARNING_ACCESS_ENDED) reads that first.
 */
export function PricingPage() {
  const { t } = useTranslation('billing');
  const { t: tErrors } = useTranslation('errors');
  const [search] = useSearchParams();

  return (
    <Stack gap="xl">
      <PageTitle title={t('pricing.title')} />
      <Stack gap={4}>
        <Title order={1}>{t('pricing.title')}</Title>
        <Text size="lg" c="dark.4" maw={640}>
          {t('pricing.description')}
        </Text>
      </Stack>
      {cameForEndedAccess(search) ? (
        <Alert
          ref={focusOnMount}
          tabIndex={-1}
          color="orange"
          variant="light"
          role="alert"
          // Mantine's orange title is too pale on its tint for AA: the title is written darker.
          title={
            <Text span inherit c="dark.9">
              {t('pricing.accessEndedTitle')}
            </Text>
          }
        >
          <Text c="dark.8">{tErrors(LEARNING_ACCESS_ENDED)}</Text>
        </Alert>
      ) : null}
      <AccessSummary />
      <PlanList />
      <AccessPeriods />
      <PaymentHistory />
    </Stack>
  );
}
