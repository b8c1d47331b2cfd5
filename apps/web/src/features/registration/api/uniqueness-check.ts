import { apiPaths, type CheckResponse, checkResponseSchema } from '@academy/contracts';
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
  const path = field === 'email' ? apiPaths.checkEmail : apiPaths.checkPhone;
  const body = field === 'email' ? { email: value } : { phone: value };
  return api.post(path, body, checkResponseSchema, { toast: false, signal });
}

export const uniquenessQueryKey = (field: UniqueField, value: string) =>
  ['uniqueness', field, value] as const;

export function uniquenessQuery(field: UniqueField, value: string) {
  return {
    queryKey: uniquenessQueryKey(field, value),
    queryFn: ({ signal }: { signal: AbortSignal }) => checkUnique(field, value, signal),
    staleTime: 60_000,
  };
}
