import { paths } from '@academy/contracts';
import { Anchor, Checkbox } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';

type AgreementFieldProps = Omit<ComponentPropsWithoutRef<typeof Checkbox>, 'label'>;

/** The agreement checkbox; its terms and privacy links open in a new tab so the form stays. */
export function AgreementField(props: AgreementFieldProps) {
  const legalLink = (to: string) => (
    <Anchor component={Link} to={to} target="_blank" rel="noopener" inherit />
  );
  return (
    <Checkbox
      {...props}
      label={
        <Trans
          ns="registration"
          i18nKey="form.agreement"
          components={{ terms: legalLink(paths.terms), privacy: legalLink(paths.privacy) }}
        />
      }
    />
  );
}
