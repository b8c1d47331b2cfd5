import {
  creditNoteNumber,
  idTextSchema,
  type PaymentDocumentKind,
  paths,
  type RefundResult,
} from '@academy/contracts';
import { Anchor, Button, Flex, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { useStaffPlanNames } from '../../shared/lib/staff-plan-names';
import { useStaffTime } from '../../shared/lib/staff-time';
import { DownloadButton } from '../../shared/ui/download-button';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageTitle } from '../../shared/ui/page-title';
import { StateMessage } from '../../shared/ui/state-message';
import { TimeZoneNote } from '../../shared/ui/time-zone-note';
import { ToneBadge } from '../../shared/ui/tone-badge';
import { downloadAdminDocumentMutation } from './api/download-document';
import { adminPaymentQuery } from './api/queries';
import { useMoney } from './money';
import { RefundDialog } from './refund-dialog';
import { LedgerStatusBadge, RefundStatusBadge } from './status';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A payment's receipt or a refund's credit note, downloaded as the student got it. */
function DocumentButton({
  kind,
  id,
  label,
  name,
}: {
  kind: PaymentDocumentKind;
  id: number;
  label: string;
  name?: string;
}) {
  const download = useMutation(downloadAdminDocumentMutation);
  return (
    <DownloadButton
      download={() => download.mutateAsync({ kind, id })}
      label={label}
      name={name}
      size="xs"
    />
  );
}

/** One payment: its details, what happened to it, its refunds and the access it bought. */
export function PaymentPage() {
  const { t } = useTranslation('admin-payments');
  const parsed = idTextSchema.safeParse(useParams().id);
  const id = parsed.success ? parsed.data : null;
  const payment = useQuery({ ...adminPaymentQuery(id ?? 0), enabled: id !== null });
  const time = useStaffTime();
  const money = useMoney();
  const planName = useStaffPlanNames();
  const [refunding, setRefunding] = useState(false);
  const [notice, setNotice] = useState<RefundResult['refund'] | null>(null);

  const notFound =
    id === null ||
    (payment.isError && payment.error instanceof ApiError && payment.error.status === 404);
  if (notFound) {
    return (
      <StateMessage title={t('states.notFoundTitle')} icon={<IconAlertTriangle size={28} />}>
        <Anchor component={Link} to={paths.admin.payments}>
          {t('states.backToList')}
        </Anchor>
      </StateMessage>
    );
  }
  if (payment.isPending) return <Text aria-busy="true">{t('states.loading')}</Text>;
  if (payment.isError) {
    return (
      <LoadFailed
        title={t('states.failedTitle')}
        icon={<IconAlertTriangle size={28} />}
        error={payment.error}
        retryLabel={t('states.retry')}
        onRetry={() => void payment.refetch()}
      />
    );
  }
  const data = payment.data;
  const currency = data.price.currency;
  const what =
    data.purpose === 'retake'
      ? t('retake', { title: data.description })
      : planName(data.planId, data.description);
  const refundBlocked = data.retakeUsed === true;
  // A payment that succeeded has a receipt, refunded or not.
  const hasReceipt = ['succeeded', 'refunded', 'partly_refunded'].includes(data.status);

  return (
    <Stack gap="lg">
      <PageTitle title={t('page.title', { id: data.id })} />
      <Anchor component={Link} to={paths.admin.payments} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" />
          {t('states.backToList')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('page.title', { id: data.id })}</Title>
          <Text>{what}</Text>
        </Stack>
        <LedgerStatusBadge status={data.status} />
      </Group>
      <TimeZoneNote />
      <div role="status" aria-live="polite">
        {notice ? (
          <Text data-testid="refund-notice">
            {notice.status === 'failed' && notice.failureReason
              ? t('refund.outcome.failedBecause', {
                  amount: money({ amount: notice.amount, currency }),
                  reason: notice.failureReason,
                })
              : t(`refund.outcome.${notice.status}`, {
                  amount: money({ amount: notice.amount, currency }),
                })}
          </Text>
        ) : null}
      </div>

      <Section title={t('page.details')}>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0}>
          <Fact label={t('page.student')}>
            <Anchor component={Link} to={paths.admin.user(data.student.id)}>
              {data.student.fullName}
            </Anchor>{' '}
            ({data.student.email})
          </Fact>
          <Fact label={t('page.purpose')}>{t(`purpose.${data.purpose}`)}</Fact>
          <Fact label={t('page.amount')}>{money(data.price)}</Fact>
          {data.promotion ? (
            <Fact label={t('page.promotion')}>
              {t('page.promotionText', {
                code: data.promotion.code,
                discount: money({ amount: data.promotion.discount, currency }),
                before: money({ amount: data.price.amount + data.promotion.discount, currency }),
              })}
            </Fact>
          ) : null}
          <Fact label={t('page.refunded')}>{money({ amount: data.refunded, currency })}</Fact>
          <Fact label={t('page.provider')}>
            {data.provider}
            {data.cardLabel ? ` · ${data.cardLabel}` : ''}
          </Fact>
          <Fact label={t('page.reference')}>{data.providerReference ?? '—'}</Fact>
          <Fact label={t('page.created')}>{time.dateTime(data.createdAt)}</Fact>
          <Fact label={t('page.paid')}>{data.paidAt ? time.dateTime(data.paidAt) : '—'}</Fact>
        </SimpleGrid>
        {hasReceipt ? (
          <Stack gap={4} align="flex-start">
            <DocumentButton kind="receipt" id={data.id} label={t('page.receipt')} />
            <Text size="xs" c="dimmed">
              {t('page.documentsNote')}
            </Text>
          </Stack>
        ) : null}
        {data.refundable > 0 ? (
          <Stack gap={4} align="flex-start">
            <Button
              color="red"
              variant="light"
              disabled={refundBlocked}
              onClick={() => setRefunding(true)}
            >
              {t('page.refund')}
            </Button>
            {refundBlocked ? (
              <Text size="sm" c="dimmed">
                {t('page.retakeUsed')}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Section>

      <Section title={t('page.timeline')}>
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.timeline.map((entry, index) => {
            // The timeline is read whole, in time order, and never reordered; two entries may
            // share a moment, so the index is part of the key.
            const key = `${entry.kind}-${entry.at}-${index}`;
            // On a phone the time stands above what happened, on a wide screen beside it.
            return (
              <Flex
                component="li"
                key={key}
                direction={{ base: 'column', sm: 'row' }}
                gap={{ base: 0, sm: 'sm' }}
              >
                <Text size="sm" c="dimmed" miw={170}>
                  <time dateTime={entry.at}>{time.dateTime(entry.at)}</time>
                </Text>
                <Text size="sm">
                  {t(`timeline.${entry.kind}`, {
                    type: entry.eventType ?? '',
                    amount: entry.amount === null ? '' : money({ amount: entry.amount, currency }),
                  })}
                </Text>
              </Flex>
            );
          })}
        </Stack>
      </Section>

      <Section title={t('page.refunds')}>
        {data.refunds.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('page.noRefunds')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.refunds.map((refund) => (
              <Paper component="li" key={refund.id} withBorder p="sm" radius="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2}>
                    <Text fw={600}>{money({ amount: refund.amount, currency })}</Text>
                    <Text size="sm">{refund.reason}</Text>
                    {refund.status === 'failed' && refund.failureReason ? (
                      <Text size="sm" c="red.8">
                        {t('page.refundFailedBecause', { reason: refund.failureReason })}
                      </Text>
                    ) : null}
                    <Text size="xs" c="dimmed">
                      {t('page.refundBy', {
                        name: refund.atProvider
                          ? t('page.atProvider')
                          : (refund.requestedBy ?? t('page.formerStaff')),
                        date: time.dateTime(refund.createdAt),
                      })}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <RefundStatusBadge status={refund.status} />
                    {refund.status === 'succeeded' ? (
                      <DocumentButton
                        kind="credit-note"
                        id={refund.id}
                        label={t('page.creditNote', { number: creditNoteNumber(refund.id) })}
                        name={t('page.creditNoteNamed', {
                          number: creditNoteNumber(refund.id),
                          amount: money({ amount: refund.amount, currency }),
                        })}
                      />
                    ) : null}
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Section>

      <Section title={t('page.periods')}>
        {data.periods.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('page.noPeriods')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.periods.map((period) => (
              <Group component="li" key={period.id} gap="sm" wrap="wrap">
                <Text size="sm">
                  {t('page.periodDates', {
                    from: time.date(period.startsAt),
                    to: time.date(period.endsAt),
                  })}
                </Text>
                <ToneBadge tone={period.state === 'active' ? 'green' : 'gray'}>
                  {t(`periodState.${period.state}`)}
                </ToneBadge>
              </Group>
            ))}
          </Stack>
        )}
      </Section>

      {refunding ? (
        <RefundDialog
          payment={data}
          onClose={() => setRefunding(false)}
          onDone={(result) => {
            setRefunding(false);
            setNotice(result.refund);
          }}
        />
      ) : null}
    </Stack>
  );
}
