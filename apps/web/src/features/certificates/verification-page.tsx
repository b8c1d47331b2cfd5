import {
  API_BASE_PATH,
  type CertificateVerification,
  certificateEndpoints,
  endpointPath,
} from '@academy/contracts';
import {
  Anchor,
  Button,
  Container,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { CheckIcon } from '../../shared/ui/icons';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageTitle } from '../../shared/ui/page-title';
import { StateMessage } from '../../shared/ui/state-message';
import { downloadCredentialMutation } from './api/download-certificate';
import { verificationCodeOf, verificationQuery } from './api/queries';
import {
  CrossIcon,
  DownloadIcon,
  SearchIcon,
  ShieldCheckIcon,
  ShieldXIcon,
  WarningIcon,
} from './certificate-icons';
import { formatCertificateDate } from './issue-date';
import classes from './verification-page.module.css';

/** The issuer's Open Badges profile with its public key, for anyone checking by hand. */
const issuerProfileUrl = `${API_BASE_PATH}${endpointPath(certificateEndpoints.getCredentialIssuer)}`;

const HTTP_BAD_REQUEST = 400;
const HTTP_NOT_FOUND = 404;

/** The server knows no certificate by this code (a malformed code, too, names none). */
const isUnknownCode = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === HTTP_NOT_FOUND || error.status === HTTP_BAD_REQUEST);

/**
 * /verify/{code}: anyone, signed in or not, checks a certificate by its code. The verdict
 * first (valid, revoked, or a signature that does not hold), then whose it is and what it
 * certifies, the server's two checks of the signed credential, and the credential itself
 * with the issuer's profile to check it independently. An unknown code says only that.
 */
export function VerificationPage() {
  const { code: param } = useParams();
  const code = verificationCodeOf(param);
  const { t } = useTranslation('certificates');

  return (
    <Container size="md" className={classes.page}>
      <PageTitle title={code ? t('verify.pageTitleWithCode', { code }) : t('verify.pageTitle')} />
      {code ? <Verification code={code} /> : <UnknownCode />}
    </Container>
  );
}

function Verification({ code }: { code: string }) {
  const { t } = useTranslation('certificates');
  const verification = useQuery(verificationQuery(code));

  if (verification.data) return <Verdict verification={verification.data} />;
  if (verification.isError) {
    if (isUnknownCode(verification.error)) return <UnknownCode />;
    return (
      <LoadFailed
        namesPage={false}
        title={t('verify.failed.title')}
        icon={<WarningIcon size={28} />}
        error={verification.error}
        retryLabel={t('verify.failed.retry')}
        onRetry={() => void verification.refetch()}
        retrying={verification.isFetching}
      />
    );
  }
  return (
    <Stack align="center" gap="sm" py="xl" role="status" aria-label={t('verify.checking')}>
      <Loader />
      <Text c="dark.4">{t('verify.checking')}</Text>
    </Stack>
  );
}

function UnknownCode() {
  const { t } = useTranslation('certificates');
  return (
    <StateMessage
      headingOrder={1}
      namesPage={false}
      title={t('verify.unknown.title')}
      icon={<SearchIcon size={28} />}
    >
      <Text ta="center" maw={520}>
        {t('verify.unknown.text')}
      </Text>
    </StateMessage>
  );
}

type Outcome = 'valid' | 'revoked' | 'unverified';

/** Revoked is said first; otherwise a signature that does not hold outweighs everything. */
function outcomeOf(verification: CertificateVerification): Outcome {
  if (verification.status === 'revoked') return 'revoked';
  return verification.credential.signatureValid ? 'valid' : 'unverified';
}

function Verdict({ verification }: { verification: CertificateVerification }) {
  const { t, i18n } = useTranslation('certificates');
  const outcome = outcomeOf(verification);
  const date = (iso: string) => formatCertificateDate(iso, i18n.language);

  return (
    <Stack gap="xl">
      <Paper
        withBorder
        radius="lg"
        className={classes.verdict}
        data-outcome={outcome}
        aria-labelledby="verdict-title"
      >
        <div className={classes.verdictIcon} aria-hidden="true">
          {outcome === 'valid' ? <ShieldCheckIcon size={40} /> : <ShieldXIcon size={40} />}
        </div>
        <Stack gap={6} className={classes.verdictText}>
          <Text className={classes.eyebrow}>{t('verify.eyebrow')}</Text>
          <Title order={1} id="verdict-title" className={classes.verdictTitle}>
            {t(`verify.${outcome}.title`)}
          </Title>
          {outcome !== 'revoked' ? (
            <Text>{t(`verify.${outcome}.text`)}</Text>
          ) : verification.revokedAt ? (
            <Text>{t('verify.revoked.text', { date: date(verification.revokedAt) })}</Text>
          ) : null}
          <Text size="sm" c="dark.4">
            {t('card.code')} <code className={classes.code}>{verification.verificationCode}</code>
          </Text>
        </Stack>
      </Paper>

      <section aria-labelledby="details-title">
        <Title order={2} size="h3" id="details-title" mb="sm">
          {t('verify.details.title')}
        </Title>
        <dl className={classes.details}>
          <Detail term={t('verify.details.holder')}>
            <strong>{verification.holderName}</strong>
          </Detail>
          <Detail term={t('verify.details.certificate')}>{verification.title}</Detail>
          <Detail term={t('verify.details.kind')}>{t(`kind.${verification.kind}`)}</Detail>
          <Detail term={t('verify.details.direction')}>{verification.directionTitle}</Detail>
          <Detail term={t('verify.details.issued')}>{date(verification.issuedAt)}</Detail>
          <Detail term={t('verify.details.issuer')}>
            <Anchor href={verification.issuer.url}>{verification.issuer.name}</Anchor>
          </Detail>
        </dl>
      </section>

      <section aria-labelledby="checks-title">
        <Title order={2} size="h3" id="checks-title" mb="sm">
          {t('verify.checks.title')}
        </Title>
        <ul className={classes.checks}>
          <Check passed={verification.credential.signatureValid}>
            {verification.credential.signatureValid
              ? t('verify.checks.signatureValid')
              : t('verify.checks.signatureInvalid')}
          </Check>
          <Check passed={!verification.credential.revokedInStatusList}>
            {verification.credential.revokedInStatusList
              ? t('verify.checks.statusRevoked')
              : t('verify.checks.statusActive')}
          </Check>
        </ul>
      </section>

      <section aria-labelledby="links-title">
        <Title order={2} size="h3" id="links-title" mb="sm">
          {t('verify.links.title')}
        </Title>
        <CheckItYourself code={verification.verificationCode} />
      </section>
    </Stack>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={classes.detail}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Check({ passed, children }: { passed: boolean; children: ReactNode }) {
  const { t } = useTranslation('certificates');
  return (
    <li className={classes.check} data-passed={passed}>
      <span className={classes.checkIcon}>
        {passed ? <CheckIcon size={18} /> : <CrossIcon size={18} />}
      </span>
      <span>
        <VisuallyHidden>
          {passed ? t('verify.checks.passed') : t('verify.checks.failed')}:{' '}
        </VisuallyHidden>
        {children}
      </span>
    </li>
  );
}

function CheckItYourself({ code }: { code: string }) {
  const { t } = useTranslation('certificates');
  const credential = useMutation(downloadCredentialMutation);
  return (
    <div className={classes.links}>
      <Button
        className={classes.action}
        variant="default"
        leftSection={<DownloadIcon size={18} />}
        loading={credential.isPending}
        onClick={() => credential.mutate({ params: { code } })}
      >
        {t('verify.links.credential')}
      </Button>
      <Anchor href={issuerProfileUrl} className={classes.issuerLink}>
        {t('verify.links.issuer')}
      </Anchor>
    </div>
  );
}
