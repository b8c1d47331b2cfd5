import { apiPaths, type RegistrationRequest, registrationResponseSchema } from '@academy/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/**
 * POST auth/registration: the whole wizard in one call. Its refusals (a taken slot, a known
 * applicant) send the user back to the step concerned, so they are shown there, not as toasts.
 */
export function useRegister() {
  return useMutation({
    mutationFn: (request: RegistrationRequest) =>
      api.post(apiPaths.registration, request, registrationResponseSchema, { toast: false }),
  });
}
