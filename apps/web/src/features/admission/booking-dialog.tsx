import {
  type AdminApplicant,
  type AvailableSlot,
  formatExamDate,
  formatExamTime,
  type MoveSittingRequest,
} from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { SittingTimeDialog } from '../../shared/exam-calendar/sitting-time-dialog';
import { bookApplicantExamMutation } from './api/change-applicant';

/**
 * Staff book a sitting for one pending applicant, or move the one they booked (ARCHITECTURE.md,
 * "Exam schedule"): the time from the calendar of sittings that can still be booked and a
 * reason kept in their history. The applicant is mailed the time with its calendar entry.
 */
export function BookApplicantDialog({
  applicant,
  onClose,
  onBooked,
}: {
  applicant: AdminApplicant;
  onClose: () => void;
  /** The booking was made: the applicant was mailed at their address. */
  onBooked: () => void;
}) {
  const { t, i18n } = useTranslation('admission');
  const book = useMutation(bookApplicantExamMutation);
  const booked = applicant.booking;
  const send = async (body: MoveSittingRequest) => {
    try {
      await book.mutateAsync({ params: { id: applicant.id }, body });
      onBooked();
      return null;
    } catch (error) {
      const taken = error instanceof ApiError && error.code === 'ERR_TEST_UNAVAILABLE_DATE';
      return taken ? t('bookingChange.unavailable') : null;
    }
  };
  const unavailable = (choice: AvailableSlot) =>
    booked && Date.parse(choice.dateTime) === Date.parse(booked.startsAt)
      ? t('bookingChange.bookedNow')
      : null;
  const name = applicant.fullName;
  return (
    <SittingTimeDialog
      onClose={onClose}
      send={send}
      busy={book.isPending}
      unavailable={unavailable}
      title={t(booked ? 'bookingChange.changeTitle' : 'bookingChange.bookTitle', { name })}
      text={
        booked
          ? t('bookingChange.changeText', {
              name,
              sitting: `${formatExamDate(booked.startsAt, booked.timeZone, i18n.language)}, ${formatExamTime(booked.startsAt, booked.timeZone, i18n.language)}`,
            })
          : t('bookingChange.bookText', { name })
      }
      confirm={t(booked ? 'bookingChange.changeSubmit' : 'bookingChange.bookSubmit')}
      cancel={t('bookingChange.keep')}
      closeLabel={t('bookingChange.close')}
      reasonLabel={t('bookingChange.reason')}
      reasonHint={t('bookingChange.reasonHint')}
      pickTime={t('bookingChange.pickTime')}
    />
  );
}
