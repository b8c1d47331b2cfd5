import '../../shared/ui/styles/mantine-forms.css';
import '../../shared/ui/toast/toasts-ready';
import { paths } from '@academy/contracts';
import { Box, Container, Paper, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { signUpStepIndexAt, signUpSteps as steps } from '../../features/registration/sign-up-steps';
import { QueryProvider } from '../providers/query-provider';
import registrationClasses from './registration-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site-shell.module.css';

/** The four-step applicant registration: progress on top, the step below. */
export function RegistrationLayout() {
  const { t } = useTranslation('registration');
  const { pathname } = useLocation();
  // Once the application is sent, every step shows as done.
  const finished = pathname === paths.registration.checkEmail;
  const active = finished ? steps.length : Math.max(0, signUpStepIndexAt(pathname));
  const currentKey = steps[active]?.key ?? steps[0].key;

  return (
    <QueryProvider>
      <div className={classes.shell}>
        <SiteHeader />
        <Box component="main" id="main" tabIndex={-1} className={classes.centered}>
          <Container size="md" w="100%" px={0}>
            <Paper
              withBorder
              radius="lg"
              p={{ base: 'md', sm: 'xl' }}
              mb="lg"
              component="nav"
              aria-label={t('progressLabel')}
            >
              <Stepper active={active} size="sm" allowNextStepsSelect={false} visibleFrom="sm">
                {steps.map((step) => (
                  <Stepper.Step key={step.key} label={t(`steps.${step.key}.short`)} />
                ))}
              </Stepper>
              {/* Four labelled steps do not fit a phone: there, the step's number and name. */}
              <Box hiddenFrom="sm">
                <Text size="sm" c="dimmed">
                  {finished
                    ? t('allStepsDone')
                    : t('stepOf', { current: active + 1, total: steps.length })}
                </Text>
                {finished ? null : <Text fw={700}>{t(`steps.${currentKey}.short`)}</Text>}
                <div className={registrationClasses.progressTrack}>
                  <div
                    className={registrationClasses.progressBar}
                    style={{
                      width: `${(Math.min(active + 1, steps.length) / steps.length) * 100}%`,
                    }}
                  />
                </div>
              </Box>
            </Paper>
            <Outlet />
          </Container>
        </Box>
        <SiteFooter />
      </div>
    </QueryProvider>
  );
}
