import { paths, type RegistrationRequest, registrationEndpoints } from '@academy/contracts';
import { Alert, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { endpointMutation, invalidateEndpoints } from '../../shared/api/endpoint-query';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { rememberVerificationSent } from './check-email-state';
import { RegistrationSummary } from './exam-confirmation/registration-summary';
import { nextSignUpStepPath, type SignUpStep } from './sign-up-steps';
import { clearSignUpProgress, useSignUpStore } from './sign-up-store';
import { StepActions, StepCard } from './step-layout';
import type { StepNoticeState } from './step-notice';

const step: SignUpStep = 'examConfirmation';

/** Step 4: everything chosen, in plain words, and the one call that registers it. */
export function ExamConfirmationPage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { applicantInformation, courseType, testDateTime } = useSignUpStore();
  const setTestDateTime = useSignUpStore((state) => state.setTestDateTime);
  const register = useMutation(
    // Its refusals (a taken slot, a known applicant) send the user back to the step
    // concerned, so they are shown there, not as toasts.
    endpointMutation(registrationEndpoints.register, { request: { toast: false } }),
  );

  const sendBack = async (path: string, error: ApiError) => {
    const state: StepNoticeState = { notice: error.message };
    await navigate(path, { state });
  };

  // One registration per click burst: a double click must not send a duplicate, whose refusal
  // would replace the check-email screen of the registration that went through.
  const submit = useSingleFlight(async () => {
    if (!applicantInformation || !courseType || !testDateTime) return;
    const request: RegistrationRequest = { ...applicantInformation, courseType, testDateTime };
    try {
      const { email } = await register.mutateAsync(request);
      rememberVerificationSent(email);
      await navigate(nextSignUpStepPath(step), { replace: true });
      clearSignUpProgress();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'ERR_TEST_UNAVAILABLE_DATE') {
        // Someone took the last seat: choose again from fresh availability.
        setTestDateTime(null);
        await invalidateEndpoints(queryClient, [registrationEndpoints.listAvailableExamSlots]);
        await sendBack(paths.registration.examDate, error);
      } else if (error.code === 'ERR_APPLICANT_ALREADY_EXIST') {
        await sendBack(paths.registration.mainInformation, error);
      }
    }
  });

  const failure =
    register.error instanceof ApiError &&
    register.error.code !== 'ERR_TEST_UNAVAILABLE_DATE' &&
    register.error.code !== 'ERR_APPLICANT_ALREADY_EXIST'
      ? register.error.message
      : null;

  return (
    <StepCard step={step}>
      <Stack gap="lg">
        {failure ? (
          <Alert color="red" variant="light" title={t('confirmation.failed')} role="alert">
            {failure}
          </Alert>
        ) : null}
        {applicantInformation && courseType && testDateTime ? (
          <RegistrationSummary
            information={applicantInformation}
            courseType={courseType}
            testDateTime={testDateTime}
          />
        ) : null}
      </Stack>
      <StepActions
        step={step}
        nextLabel={t('actions.submit')}
        loading={register.isPending}
        onNext={() => void submit()}
      />
    </StepCard>
  );
}
