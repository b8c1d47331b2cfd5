import { SignUpStepPage } from './step-page';

export function CourseFormatPage() {
  return <SignUpStepPage step="courseFormat" />;
}
