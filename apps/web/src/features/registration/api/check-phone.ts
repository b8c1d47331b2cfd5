import { type CheckResponse, registrationEndpoints } from '@academy/contracts';
import { api } from '../../../shared/api/client';

/** POST auth/check/phone, apart from check-uniqueness.ts so that its phone rule loads late. */
export function checkPhone(
  phone: string,
  options: { toast: boolean; signal?: AbortSignal },
): Promise<CheckResponse> {
  return api(registrationEndpoints.checkPhone, { phone }, options);
}
