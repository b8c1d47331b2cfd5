import { type EndpointBody, registrationEndpoints } from '@academy/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export type RegistrationInput = EndpointBody<typeof registrationEndpoints.register>;

/**
 * POST auth/registration: the whole wizard in one call. Its refusals (a taken slot, a known
 * applicant) send the user back to the step concerned, so they are shown there, not as toasts.
 */
export function register(request: RegistrationInput) {
  return api(registrationEndpoints.register, request, { toast: false });
}

export function registerMutationOptions() {
  return mutationOptions({ mutationKey: ['registration'], mutationFn: register });
}

export function useRegister() {
  return useMutation(registerMutationOptions());
}
