import { SignUpStepPage } from './step-page';

export function ExamDatePage() {
  return <SignUpStepPage step="examDate" />;
}
