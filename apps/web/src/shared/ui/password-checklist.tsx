import { PASSWORD_MIN_LENGTH, passwordChecklist } from '@academy/contracts';
import { List, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, Icon, type IconProps } from './icons';

function OpenCircleIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="6" />
    </Icon>
  );
}

/**
 * The password rules under a new-password field, ticked off as the user types.
 * Met and unmet differ in icon, colour and a word for screen readers; changes are announced
 * politely, one rule at a time with its state.
 */
export function PasswordChecklist({ value }: { value: string }) {
  const { t } = useTranslation('common');
  const titleId = useId();

  return (
    <div>
      <Text id={titleId} size="sm" fw={600} mb={6}>
        {t('passwordChecklist.title')}
      </Text>
      <List aria-labelledby={titleId} aria-live="polite" size="sm" spacing={4} center>
        {passwordChecklist(value).map((rule) => (
          <List.Item
            key={rule.key}
            aria-atomic="true"
            c={rule.ok ? 'teal.9' : 'gray.7'}
            icon={
              rule.ok ? (
                <CheckIcon size={18} strokeWidth={2.4} />
              ) : (
                <OpenCircleIcon size={18} strokeWidth={2} />
              )
            }
          >
            {t(`passwordChecklist.${rule.key}`, { minLength: PASSWORD_MIN_LENGTH })}
            <VisuallyHidden>
              {`, ${rule.ok ? t('passwordChecklist.met') : t('passwordChecklist.notMet')}`}
            </VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
