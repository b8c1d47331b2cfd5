import { type CourseType, courseTypes, type Plan } from '@academy/contracts';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentStudent } from '../../../shared/session/current-student';
import { ToneBadge } from '../../../shared/ui/tone-badge';
import { pricingQuery } from '../api/queries';
import { planName, useBillingFormat } from '../format';
import { paymentForPlan } from '../payment-links';
import { SectionFailure } from '../section-failure';

/** The course formats in the order shown: the student's own first, then the others. */
export function formatsInOrder(plans: Plan[], own: CourseType[]): CourseType[] {
  const offered = courseTypes.filter((type) => plans.some((plan) => plan.courseType === type));
  return [
    ...offered.filter((type) => own.includes(type)),
    ...offered.filter((type) => !own.includes(type)),
  ];
}

/** The plans, grouped by course format (the student's own first), each with "Choose". */
export function PlanList() {
  const { t } = useTranslation('billing');
  const pricing = useQuery(pricingQuery);
  const student = useCurrentStudent();
  const own = student.data?.enrolments.map((enrolment) => enrolment.courseType) ?? [];

  return (
    <Stack gap="md" component="section" aria-labelledby="plans">
      <Title order={2} id="plans">
        {t('plans.title')}
      </Title>
      {pricing.data ? (
        pricing.data.plans.length === 0 ? (
          <Text c="dark.4">{t('plans.empty')}</Text>
        ) : (
          formatsInOrder(pricing.data.plans, own).map((type) => (
            <Stack gap="sm" key={type}>
              <Group gap="sm">
                <Title order={3} size="h4">
                  {t(`courseType.${type}`)}
                </Title>
                {own.includes(type) ? (
                  <ToneBadge tone="brand">{t('plans.yourFormat')}</ToneBadge>
                ) : null}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {pricing.data.plans
                  .filter((plan) => plan.courseType === type)
                  .map((plan) => (
                    <PlanCard key={plan.id} plan={plan} />
                  ))}
              </SimpleGrid>
            </Stack>
          ))
        )
      ) : pricing.isError ? (
        <SectionFailure
          error={pricing.error}
          onRetry={() => void pricing.refetch()}
          retrying={pricing.isFetching}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <Skeleton height={160} radius="lg" />
          <Skeleton height={160} radius="lg" />
        </SimpleGrid>
      )}
    </Stack>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation('billing');
  const format = useBillingFormat();
  const name = planName(plan, i18n.language);
  return (
    <Paper withBorder radius="lg" p="lg" component="article" aria-label={name}>
      <Stack gap="xs" h="100%">
        <Text fw={700} size="lg">
          {name}
        </Text>
        <Text size="sm" c="dark.4">
          {t('plans.period', { period: format.months(plan.periodMonths) })}
        </Text>
        <Text fz={28} fw={800} lh={1.2}>
          {format.money(plan.price)}
        </Text>
        <Button
          component={Link}
          to={paymentForPlan(plan.id)}
          mt="auto"
          aria-label={t('plans.chooseNamed', { plan: name })}
        >
          {t('plans.choose')}
        </Button>
      </Stack>
    </Paper>
  );
}
