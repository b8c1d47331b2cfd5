import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SparkIcon } from '../../../shared/ui/icons';
import { StateMessage } from '../../../shared/ui/state-message';

/** Enrolled in nothing yet: the academy enrols a student on admission. */
export function NoDirections() {
  const { t } = useTranslation('student');
  return (
    <StateMessage
      headingOrder={2}
      title={t('dashboard.empty.title')}
      icon={<SparkIcon size={28} />}
    >
      <Text ta="center" maw={520}>
        {t('dashboard.empty.text')}
      </Text>
    </StateMessage>
  );
}
