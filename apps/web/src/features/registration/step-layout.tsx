import { paths } from '@academy/contracts';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../shared/ui/page-title';
import { previousSignUpStepPath, type SignUpStep } from './sign-up-steps';

interface StepCardProps {
  step: SignUpStep;
  /** Why the applicant was sent back to this step, if they were. */
  notice?: string | null;
  children: ReactNode;
}

/** A wizard step: its title and lead, a notice when the server sent the applicant back, the content. */
export function StepCard({ step, notice, children }: StepCardProps) {
  const { t } = useTranslation('registration');
  const title = t(`steps.${step}.title`);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
      <PageTitle title={title} />
      <Stack gap={4} mb="lg">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t(`steps.${step}.lead`)}</Text>
      </Stack>
      {notice ? (
        <Alert color="red" variant="light" mb="lg" role="alert">
          {notice}
        </Alert>
      ) : null}
      {children}
    </Paper>
  );
}

interface StepActionsProps {
  /** The step shown: back leads to the one before it; the first offers to log in instead. */
  step: SignUpStep;
  nextLabel: string;
  loading?: boolean;
  /** Without a form the button moves on itself. */
  onNext?: () => void;
}

/** Back and next, under a step; next submits the step's form unless told otherwise. */
export function StepActions({ step, nextLabel, loading, onNext }: StepActionsProps) {
  const { t } = useTranslation('registration');
  const back = previousSignUpStepPath(step);
  return (
    <Group justify="space-between" mt="xl" gap="sm">
      {back ? (
        <Button component={Link} to={back} variant="default">
          {t('actions.back')}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          {t('haveAccount')}{' '}
          <Anchor component={Link} to={paths.auth.login} fw={600}>
            {t('login')}
          </Anchor>
        </Text>
      )}
      <Button
        type={onNext ? 'button' : 'submit'}
        onClick={onNext}
        loading={loading}
        size="md"
        miw={140}
      >
        {nextLabel}
      </Button>
    </Group>
  );
}
