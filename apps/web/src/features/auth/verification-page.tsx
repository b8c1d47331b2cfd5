import { accountEndpoints, paths } from '@academy/contracts';
import { Alert, Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { endpointQuery } from '../../shared/api/endpoint-query';
import { CheckIcon } from '../../shared/ui/icons';
import { Loading } from '../../shared/ui/loading';
import { PageTitle } from '../../shared/ui/page-title';
import { verifyEmailQuery } from './api/verify-email';
import { AuthCard } from './auth-card';
import { BookingDetails } from './verification/booking-details';
import { ResendLinkForm } from './verification/resend-link-form';

/**
 * /auth/verification?token=…: confirms the applicant's e-mail with the link's token, then
 * shows their exam booking. A used or expired link offers a new one; an address confirmed
 * before says so and leads to login.
 */
export function VerificationPage() {
  const { t } = useTranslation('auth');
  const token = useSearchParams()[0].get('token') || null;
  const verification = useQuery(verifyEmailQuery(token));

  return (
    <AuthCard>
      <PageTitle title={t('verification.title')} />
      {token === null ? (
        <LinkUnusable note={t('verification.missingToken')} />
      ) : verification.data ? (
        <VerifiedApplicant accessToken={verification.data.accessToken} />
      ) : verification.error ? (
        <VerificationRefused error={verification.error} retry={() => void verification.refetch()} />
      ) : (
        <Pending title={t('verification.title')} text={t('verification.checking')} />
      )}
    </AuthCard>
  );
}

function Pending({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Loading label={text} py="lg" />
    </Stack>
  );
}

function VerifiedApplicant({ accessToken }: { accessToken: string }) {
  const { t } = useTranslation('auth');
  // GET applicants/me with the verification's access token, shown once and never stored.
  const booking = endpointQuery(accountEndpoints.getMyApplication, undefined, {
    bearer: accessToken ?? '',
  });
  const applicant = useQuery({
    ...booking,
    queryFn: accessToken === null ? skipToken : booking.queryFn,
  });
  return (
    <Stack gap="md">
      <Stack gap="xs" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="teal" variant="light">
          <CheckIcon size={26} />
        </ThemeIcon>
        <Title order={1}>{t('verification.verified')}</Title>
      </Stack>
      {applicant.data ? (
        <BookingDetails applicant={applicant.data} />
      ) : applicant.error ? (
        // The failure itself was the client's toast.
        <Text>{t('verification.bookingUnavailable')}</Text>
      ) : (
        <Loading label={t('verification.loadingBooking')} py="md" />
      )}
      <Anchor component={Link} to={paths.home}>
        {t('verification.home')}
      </Anchor>
    </Stack>
  );
}

/** The refusal's text was the client's toast; the screen says what it means and what next. */
function VerificationRefused({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation('auth');
  const code = error instanceof ApiError ? error.code : null;
  if (code === 'ERR_USER_HAS_ALREADY_BEEN_VERIFIED') {
    return (
      <Outcome title={t('verification.alreadyVerified.title')}>
        <Text>{t('verification.alreadyVerified.text')}</Text>
        <Button component={Link} to={paths.auth.login}>
          {t('verification.alreadyVerified.login')}
        </Button>
      </Outcome>
    );
  }
  const linkRefused = error instanceof ApiError && error.kind === 'http' && code !== 'ERR_INTERNAL';
  if (linkRefused) return <LinkUnusable />;
  return (
    <Outcome title={t('verification.failed')}>
      <Button variant="light" onClick={retry}>
        {t('verification.retry')}
      </Button>
    </Outcome>
  );
}

/** A link that cannot confirm the address; `note` says why when no call was made to tell. */
function LinkUnusable({ note }: { note?: string }) {
  const { t } = useTranslation('auth');
  return (
    <Outcome title={t('verification.invalid.title')}>
      {note ? (
        <Alert color="blue" variant="light" role="note">
          {note}
        </Alert>
      ) : null}
      <Text>{t('verification.invalid.text')}</Text>
      <ResendLinkForm />
    </Outcome>
  );
}

function Outcome({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {children}
    </Stack>
  );
}
