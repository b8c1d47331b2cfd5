import {
  admissionEndpoints,
  EXAM_SCORE_MAX,
  type ExamSlotBooking,
  examScheduleEndpoints,
  type SittingExamResultsResponse,
} from '@academy/contracts';
import { Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointMutation, invalidateEndpoints } from '../../shared/api/endpoint-query';
import { useSingleFlight } from '../../shared/lib/use-single-flight';

const recordResultsMutation = endpointMutation(admissionEndpoints.recordSittingExamResults, {
  onSettled: (_answer, _error, _input, _result, { client }) =>
    invalidateEndpoints(client, [
      examScheduleEndpoints.listExamSlotBookings,
      admissionEndpoints.listApplicants,
      admissionEndpoints.getApplicant,
    ]),
});

interface Row {
  score: number | null;
  result: 'passed' | 'failed' | null;
}

/**
 * The exam results of a sitting's pending applicants at once (ARCHITECTURE.md, "Exam
 * schedule"): a score and passed or failed per applicant; those with a result chosen are
 * sent, each recorded apart by the server, and the dialog then says whose were not and why.
 */
export function SittingResultsDialog({
  slotId,
  bookings,
  onClose,
}: {
  slotId: number;
  bookings: ExamSlotBooking[];
  onClose: () => void;
}) {
  const { t } = useTranslation('exam-schedule');
  const { t: tErrors } = useTranslation('errors');
  const pending = bookings.filter((booking) => booking.status === 'pending');
  const [rows, setRows] = useState<Record<number, Row>>({});
  const [missing, setMissing] = useState<number[]>([]);
  const [answer, setAnswer] = useState<SittingExamResultsResponse | null>(null);
  const record = useMutation(recordResultsMutation);
  const rowOf = (id: number): Row => rows[id] ?? { score: null, result: null };
  const change = (id: number, part: Partial<Row>) =>
    setRows((current) => ({ ...current, [id]: { ...rowOf(id), ...part } }));
  const nameOf = (id: number) =>
    bookings.find((booking) => booking.applicantId === id)?.fullName ?? String(id);

  const send = useSingleFlight(async () => {
    const chosen = pending.filter((booking) => rowOf(booking.applicantId).result !== null);
    const noScore = chosen
      .filter((booking) => rowOf(booking.applicantId).score === null)
      .map((booking) => booking.applicantId);
    setMissing(noScore);
    if (chosen.length === 0 || noScore.length > 0) return;
    try {
      setAnswer(
        await record.mutateAsync({
          params: { id: slotId },
          body: {
            results: chosen.map((booking) => {
              const row = rowOf(booking.applicantId);
              return {
                applicantId: booking.applicantId,
                score: row.score ?? 0,
                passed: row.result === 'passed',
              };
            }),
          },
        }),
      );
    } catch {
      // The HTTP client has told the failure; the dialog stays open to try again.
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('results.title')} size="lg">
      {answer ? (
        <Stack gap="md">
          <Text role="status">{t('results.recorded', { count: answer.done })}</Text>
          {answer.failed > 0 ? (
            <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {answer.results.map((outcome) =>
                outcome.code === null ? null : (
                  <Text component="li" key={outcome.id} c="red.8">
                    {t('results.failed', {
                      name: nameOf(outcome.id),
                      reason: tErrors(outcome.code),
                    })}
                  </Text>
                ),
              )}
            </Stack>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('results.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('results.text')}</Text>
          {pending.length === 0 ? <Text>{t('results.none')}</Text> : null}
          {pending.map((booking) => {
            const row = rowOf(booking.applicantId);
            return (
              <Stack key={booking.applicantId} gap={4} role="group" aria-label={booking.fullName}>
                <Text fw={600}>{booking.fullName}</Text>
                <Group grow align="flex-start">
                  <NumberInput
                    label={t('results.score')}
                    min={0}
                    max={EXAM_SCORE_MAX}
                    allowDecimal={false}
                    value={row.score ?? ''}
                    onChange={(value) =>
                      change(booking.applicantId, {
                        score: typeof value === 'number' ? value : null,
                      })
                    }
                    error={
                      missing.includes(booking.applicantId) ? t('results.scoreNeeded') : undefined
                    }
                  />
                  <Select
                    label={t('results.result')}
                    placeholder={t('results.notNow')}
                    value={row.result}
                    onChange={(value) =>
                      change(booking.applicantId, {
                        result: value === 'passed' || value === 'failed' ? value : null,
                      })
                    }
                    data={[
                      { value: 'passed', label: t('results.passed') },
                      { value: 'failed', label: t('results.notPassed') },
                    ]}
                  />
                </Group>
              </Stack>
            );
          })}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('results.cancel')}
            </Button>
            <Button onClick={() => void send()} loading={record.isPending}>
              {t('results.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
