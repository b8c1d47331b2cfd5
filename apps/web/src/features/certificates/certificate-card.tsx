import { type Certificate, filePublicUrl, paths } from '@academy/contracts';
import {
  Badge,
  Button,
  CopyButton,
  Group,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CertificateIcon, CheckIcon } from '../../shared/ui/icons';
import {
  downloadCertificatePdfMutation,
  downloadCredentialMutation,
} from './api/download-certificate';
import classes from './certificate-card.module.css';
import { CopyIcon, DownloadIcon, LinkIcon } from './certificate-icons';
import { formatCertificateDate } from './issue-date';

/** How long "Link copied" stays on the copy button. */
const COPIED_MS = 2000;

/**
 * The badge's address on this app's own origin: its public file path from the badge's id,
 * as the dashboard's pictures are. `badge_path` carries the server's configured host
 * (`PUBLIC_URL`), which the page's Content-Security-Policy refuses as another origin when
 * the app is reached under a different name (127.0.0.1 for localhost, a proxy's address).
 */
function badgeSource(certificate: Certificate): string | null {
  if (certificate.badge_id) return filePublicUrl(certificate.badge_id);
  return certificate.badge_path;
}

/**
 * One certificate of the student's: its badge, what it certifies, when, its verification
 * code, whether it was revoked, and the ways to show it to others (the PDF, the signed
 * credential, the public verification page and its link).
 */
export function CertificateCard({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation('certificates');
  const titleId = useId();
  const pdf = useMutation(downloadCertificatePdfMutation);
  const credential = useMutation(downloadCredentialMutation);
  const isDirection = certificate.kind === 'direction';
  const revoked = certificate.revokedAt !== null;
  const badge = badgeSource(certificate);

  return (
    <article
      className={classes.card}
      aria-labelledby={titleId}
      data-kind={certificate.kind}
      data-revoked={revoked || undefined}
    >
      <div className={classes.main}>
        <div className={classes.badge}>
          {badge ? (
            <img
              src={badge}
              alt={t('card.badgeAlt', { title: certificate.title })}
              width={96}
              height={96}
              loading="lazy"
            />
          ) : (
            <CertificateIcon size={44} />
          )}
        </div>
        <Stack gap={6} className={classes.text}>
          <Group gap="xs">
            <Badge variant="light" color="brand" className={classes.kind}>
              {t(`kind.${certificate.kind}`)}
            </Badge>
            {revoked ? (
              <Badge variant="filled" color="red.8">
                {t('card.revoked')}
              </Badge>
            ) : null}
          </Group>
          <Title order={2} size="h3" id={titleId} className={classes.title}>
            {certificate.title}
          </Title>
          {isDirection ? null : (
            <Text c="dark.4">{t('card.direction', { title: certificate.directionTitle })}</Text>
          )}
          <Text c="dark.4">
            {t('card.issued', {
              date: formatCertificateDate(certificate.issuedAt, i18n.language),
            })}
          </Text>
          <Text size="sm" c="dark.4">
            {t('card.code')} <code className={classes.code}>{certificate.verificationCode}</code>
          </Text>
          {certificate.revokedAt ? (
            <Text c="red.9" fw={600}>
              {t('card.revokedOn', {
                date: formatCertificateDate(certificate.revokedAt, i18n.language),
              })}
            </Text>
          ) : null}
        </Stack>
      </div>
      <div className={classes.actions}>
        <Button
          className={classes.action}
          leftSection={<DownloadIcon size={18} />}
          loading={pdf.isPending}
          onClick={() => pdf.mutate(certificate)}
          aria-describedby={titleId}
        >
          {t('card.downloadPdf')}
        </Button>
        <Button
          className={classes.action}
          variant="default"
          leftSection={<DownloadIcon size={18} />}
          loading={credential.isPending}
          onClick={() => credential.mutate({ params: { code: certificate.verificationCode } })}
          aria-describedby={titleId}
        >
          {t('card.downloadCredential')}
        </Button>
        <Button
          className={classes.action}
          component={Link}
          to={paths.verify(certificate.verificationCode)}
          variant="default"
          leftSection={<LinkIcon size={18} />}
          aria-describedby={titleId}
        >
          {t('card.verificationPage')}
        </Button>
        <CopyButton value={certificate.verificationUrl} timeout={COPIED_MS}>
          {({ copied, copy }) => (
            <>
              <Button
                className={classes.action}
                variant="subtle"
                leftSection={copied ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
                onClick={copy}
                aria-describedby={titleId}
              >
                {copied ? t('card.linkCopied') : t('card.copyLink')}
              </Button>
              <VisuallyHidden role="status">{copied ? t('card.linkCopied') : ''}</VisuallyHidden>
            </>
          )}
        </CopyButton>
      </div>
    </article>
  );
}
