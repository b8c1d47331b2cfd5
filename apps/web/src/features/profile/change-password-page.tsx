import { authEndpoints, changePasswordRequestSchema } from '@academy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { endpointMutation } from '../../shared/api/endpoint-query';
import { useErrorsFollowLanguage } from '../../shared/i18n/errors-follow-language';
import { useMessageFormatter } from '../../shared/i18n/message-formatter';
import { FormSuccess } from '../../shared/ui/form-outcome';
import { NewPasswordFields } from '../../shared/ui/new-password-fields';
import { PageTitle } from '../../shared/ui/page-title';
import { PasswordField } from '../../shared/ui/password-field';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * /profile/change-password: the current password, then the new one twice. The session in
 * this browser stays; the server ends the others.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('student');
  const messages = useMessageFormatter();
  const schema = useMemo(() => changePasswordRequestSchema(messages), [messages]);
  const { mutateAsync: changePassword } = useMutation(
    endpointMutation(authEndpoints.changePassword),
  );
  const [changed, setChanged] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    trigger,
    formState: { errors, isSubmitting, touchedFields },
  } = useForm({ resolver: zodResolver(schema), defaultValues: emptyForm, mode: 'onTouched' });
  useErrorsFollowLanguage(errors, trigger);
  const newPassword = useWatch({ control, name: 'newPassword' });

  const submit = handleSubmit(async (request) => {
    try {
      await changePassword(request);
      reset(emptyForm);
      setChanged(true);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The client has shown the failure as a toast; the field it is about says what to do.
      if (error.code === 'ERR_CURRENT_PASSWORD_IS_WRONG') {
        const message = t('changePassword.retypeCurrent');
        setError('currentPassword', { message }, { shouldFocus: true });
      } else if (error.code === 'ERR_NEW_PASSWORD_EQUALS_CURRENT') {
        setError(
          'newPassword',
          { message: t('changePassword.pickAnother') },
          { shouldFocus: true },
        );
      }
    }
  });

  return (
    <Stack gap="lg">
      <PageTitle title={t('changePassword.title')} />
      <Stack gap={4}>
        <Title order={1}>{t('changePassword.title')}</Title>
        <Text size="lg" c="dark.4" maw={640}>
          {t('changePassword.description')}
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560}>
        <form
          onSubmit={(event) => {
            // A confirmation belongs to the attempt before; a new attempt speaks for itself.
            setChanged(false);
            void submit(event);
          }}
          noValidate
        >
          <Stack gap="md">
            {changed ? <FormSuccess>{t('changePassword.changed')}</FormSuccess> : null}
            <PasswordField
              label={t('changePassword.currentPassword')}
              autoComplete="current-password"
              withAsterisk
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
            <NewPasswordFields
              value={newPassword}
              password={{
                label: t('changePassword.newPassword'),
                error: errors.newPassword?.message,
                registration: register('newPassword', {
                  // Once the confirmation was visited, it follows the password it must match.
                  onChange: () => {
                    if (touchedFields.confirmPassword) void trigger('confirmPassword');
                  },
                }),
              }}
              confirm={{
                label: t('changePassword.confirmPassword'),
                error: errors.confirmPassword?.message,
                registration: register('confirmPassword'),
              }}
            />
            <Button
              type="submit"
              size="md"
              loading={isSubmitting}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('changePassword.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
