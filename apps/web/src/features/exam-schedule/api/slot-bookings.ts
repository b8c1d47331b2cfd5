import { examScheduleEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { examKeys } from './exam-keys';

/** GET admin/exam-slots/{id}/bookings: who booked a sitting. */
export function getSlotBookings(slotId: number, signal?: AbortSignal) {
  return api(
    examScheduleEndpoints.listExamSlotBookings,
    { params: { id: slotId } },
    { signal, toast: false },
  );
}

export function slotBookingsQueryOptions(slotId: number) {
  return queryOptions({
    queryKey: examKeys.bookings(slotId),
    queryFn: ({ signal }) => getSlotBookings(slotId, signal),
  });
}

/** The bookings of the sitting `slotId`; nothing is asked while no sitting is open (null). */
export function useSlotBookings(slotId: number | null) {
  return useQuery({
    ...slotBookingsQueryOptions(slotId ?? 0),
    enabled: slotId !== null,
    retryOnMount: false,
  });
}
