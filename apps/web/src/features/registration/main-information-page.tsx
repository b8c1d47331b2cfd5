import { SignUpStepPage } from './step-page';

export function MainInformationPage() {
  return <SignUpStepPage step="mainInformation" />;
}
