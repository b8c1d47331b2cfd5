import { paths } from '@academy/contracts';
import { redirect } from 'react-router';
import type { SignUpStep } from '../../features/registration/sign-up-steps';

/**
 * A registration step opens only when the steps before it are done; otherwise
 * back to /registration, which starts at the first step. The store loads with the
 * registration code, never with the landing page.
 */
export function requireSignUpStep(step: SignUpStep) {
  return async () => {
    const { canOpenSignUpStep, signUpProgressRestored } = await import(
      '../../features/registration/sign-up-store'
    );
    await signUpProgressRestored();
    return canOpenSignUpStep(step) ? null : redirect(paths.registration.root);
  };
}

/**
 * The check-email screen opens only after a registration made in this browser tab (it says a
 * link was sent); otherwise back to /registration.
 */
export function requireVerificationSent() {
  return async () => {
    const { verificationSentTo } = await import('../../features/registration/check-email-state');
    return verificationSentTo() ? null : redirect(paths.registration.root);
  };
}
