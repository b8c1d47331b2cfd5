import { type CheckResponse, registrationEndpoints } from '@academy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** The fields whose uniqueness the server checks before registration. */
export type UniqueField = 'email' | 'phone';

/**
 * POST auth/check/email or auth/check/phone. The form shows the answer under its field, so a
 * failed check raises no toast: registration itself refuses a taken address anyway.
 */
export function checkUnique(
  field: UniqueField,
  value: string,
  signal?: AbortSignal,
): Promise<CheckResponse> {
  const options = { toast: false, signal };
  if (field === 'email') return api(registrationEndpoints.checkEmail, { email: value }, options);
  // The phone check's endpoint carries the phone rule (libphonenumber-js): it loads with the
  // first check, not with the page.
  return import('./check-phone').then(({ checkPhone }) => checkPhone(value, options));
}

export function uniquenessQueryOptions(field: UniqueField, value: string) {
  return queryOptions({
    queryKey: ['uniqueness', field, value],
    queryFn: ({ signal }) => checkUnique(field, value, signal),
    staleTime: 60_000,
  });
}

/** Whether `value` is free, asked only while `enabled`. */
export function useUniqueness(field: UniqueField, value: string, enabled: boolean) {
  return useQuery({ ...uniquenessQueryOptions(field, value), enabled });
}
