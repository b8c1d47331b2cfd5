import { type Certificate, paths } from '@academy/contracts';
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
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CertificateIcon, CheckIcon } from '../../shared/ui/icons';
import { useDownloadCredential } from './api/certificate-credential';
import { useDownloadCertificatePdf } from './api/certificate-pdf';
import classes from './certificate-card.module.css';
import { CopyIcon, DownloadIcon, LinkIcon } from './certificate-icons';
import { formatCertificateDate } from './issue-date';

/** How long "Link copied" stays on the copy button. */
const COPIED_MS = 2000;

/**
 * One certificate of the student's: its badge, what it certifies, when, its verification
 * code, whether it was revoked, and the ways to show it to others (the PDF, the signed
 * credential, the public verification page and its link).
 */
export function CertificateCard({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation('certificates');
  const titleId = useId();
  const pdf = useDownloadCertificatePdf();
  const credential = useDownloadCredential();
  const isDirection = certificate.kind === 'direction';
  const revoked = certificate.revokedAt !== null;

  return (
    <article
      className={classes.card}
      aria-labelledby={titleId}
      data-kind={certificate.kind}
      data-revoked={revoked || undefined}
    >
      <div className={classes.main}>
        <div className={classes.badge}>
          {certificate.badge_path ? (
            <img
              src={certificate.badge_path}
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
            <Badge
              variant={isDirection ? 'filled' : 'light'}
              color={isDirection ? 'yellow.8' : 'brand'}
              className={classes.kind}
            >
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
          leftSection={<DownloadIcon size={18} />}
          loading={pdf.isPending}
          onClick={() => pdf.mutate(certificate)}
          aria-describedby={titleId}
        >
          {t('card.downloadPdf')}
        </Button>
        <Button
          variant="default"
          leftSection={<DownloadIcon size={18} />}
          loading={credential.isPending}
          onClick={() => credential.mutate(certificate.verificationCode)}
          aria-describedby={titleId}
        >
          {t('card.downloadCredential')}
        </Button>
        <Button
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
