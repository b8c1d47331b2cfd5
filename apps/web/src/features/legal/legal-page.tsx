import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../shared/ui/screen-placeholder';

function LegalPage({ document }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal');
  return (
    <Container size="md" py={{ base: 'xl', sm: 56 }}>
      <ScreenPlaceholder
        title={t(`${document}.title`)}
        description={t(`${document}.description`)}
      />
    </Container>
  );
}

export function TermsPage() {
  return <LegalPage document="terms" />;
}

export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
