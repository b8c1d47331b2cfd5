import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import classes from './logo.module.css';

interface LogoProps {
  /** Where the logo leads: the landing page for visitors, the dashboard for students. */
  to: string;
  /** Shown after the wordmark, e.g. "Staff". */
  suffix?: string;
}

export function Logo({ to, suffix }: LogoProps) {
  return (
    <UnstyledButton component={Link} to={to} className={classes.logo}>
      <Group gap={10} wrap="nowrap">
        <svg
          className={classes.mark}
          viewBox="0 0 32 32"
          width={32}
          height={32}
          aria-hidden="true"
          focusable="false"
        >
          <rect width="32" height="32" rx="8" fill="currentColor" />
          <path
            d="M16 7 6 12l10 5 10-5-10-5Zm-6 8.2V20c0 2 2.7 4 6 4s6-2 6-4v-4.8l-6 3-6-3Z"
            fill="#fff"
          />
        </svg>
        <Text component="span" className={classes.word}>
          Academy
          {suffix ? <span className={classes.suffix}> {suffix}</span> : null}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
