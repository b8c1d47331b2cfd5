import { SignUpStepPage } from './step-page';

export function ExamConfirmationPage() {
  return <SignUpStepPage step="examConfirmation" />;
}
