import { LEARNING_ACCESS_ENDED, paths } from '@academy/contracts';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../api/client';
import { ClockIcon, LockIcon, SearchIcon, WarningIcon } from './icons';
import { LoadFailed } from './load-failed';
import { StateMessage } from './state-message';

/*
 * What a screen of the student area shows instead of its content when it cannot show it, the
 * same on every one (learning, certificates, profile): the content is not the student's
 * (403), does not exist (404; an unknown address in the area too), the trial or subscription
 * is over, or the call failed (then, and only then, "Try again"). Each has its heading, an
 * icon, the product's words and a way on inside the area. The screen's call does not toast,
 * so this is the one place the student reads what happened.
 */

export type Failure = 'forbidden' | 'notFound' | 'accessEnded' | 'failed';

const HTTP_FORBIDDEN = 403;
const HTTP_NOT_FOUND = 404;

export function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === HTTP_FORBIDDEN) {
    return error.code === LEARNING_ACCESS_ENDED ? 'accessEnded' : 'forbidden';
  }
  return error.status === HTTP_NOT_FOUND ? 'notFound' : 'failed';
}

function BackToDashboard() {
  const { t } = useTranslation('student');
  return (
    <Button component={Link} to={paths.student.dashboard} variant="default">
      {t('states.backToDashboard')}
    </Button>
  );
}

interface ScreenFailureProps {
  error: unknown;
  /** Asks again ("Try again"); shown for failures that asking again may cure. */
  onRetry: () => void;
  retrying?: boolean;
  headingOrder?: 1 | 2;
}

/** What `QueryFailure` reads of a failed query (TanStack Query's result). */
interface FailedQuery {
  error: unknown;
  refetch: () => Promise<unknown>;
  isFetching: boolean;
}

/** `ScreenFailure` for a screen's failed query: "Try again" fetches it again. */
export function QueryFailure({
  query,
  headingOrder,
}: {
  query: FailedQuery;
  headingOrder?: 1 | 2;
}) {
  return (
    <ScreenFailure
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      headingOrder={headingOrder}
    />
  );
}

/** The screen-wide state for a failed call: 403, 404, access ended, or another failure. */
export function ScreenFailure({
  error,
  onRetry,
  retrying = false,
  headingOrder = 1,
}: ScreenFailureProps) {
  const { t } = useTranslation('student');
  const { t: tErrors } = useTranslation('errors');
  const failure = failureOf(error);

  if (failure === 'accessEnded') {
    return (
      <StateMessage
        headingOrder={headingOrder}
        title={t('states.accessEnded.title')}
        icon={<ClockIcon size={28} />}
        actions={
          <Button component={Link} to={paths.student.pricing}>
            {t('states.accessEnded.action')}
          </Button>
        }
      >
        <Text ta="center" maw={480}>
          {tErrors(LEARNING_ACCESS_ENDED)}
        </Text>
      </StateMessage>
    );
  }
  if (failure === 'forbidden') {
    return (
      <StateMessage
        headingOrder={headingOrder}
        title={t('states.forbidden.title')}
        icon={<LockIcon size={28} />}
        actions={<BackToDashboard />}
      >
        <Text ta="center" maw={480}>
          {tErrors('ERR_USER_FORBIDDEN')}
        </Text>
      </StateMessage>
    );
  }
  if (failure === 'notFound') return <ScreenNotFound headingOrder={headingOrder} />;

  return (
    <LoadFailed
      headingOrder={headingOrder}
      title={t('states.failed.title')}
      icon={<WarningIcon size={28} />}
      error={error}
      retryLabel={t('states.failed.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

/** Nothing by that id: a removed item or a mistyped address. */
export function ScreenNotFound({ headingOrder = 1 }: { headingOrder?: 1 | 2 }) {
  const { t } = useTranslation('student');
  return (
    <StateMessage
      headingOrder={headingOrder}
      title={t('states.notFound.title')}
      icon={<SearchIcon size={28} />}
      actions={<BackToDashboard />}
    >
      <Text ta="center" maw={480}>
        {t('states.notFound.text')}
      </Text>
    </StateMessage>
  );
}
