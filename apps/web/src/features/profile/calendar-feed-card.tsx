import type { CalendarFeedCreated } from '@academy/contracts';
import { calendarFeedEndpoints } from '@academy/contracts';
import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateEndpoints } from '../../shared/api/endpoint-query';
import { useSingleFlight } from '../../shared/lib/use-single-flight';
import { QueryFailure } from '../../shared/ui/screen-states';
import { createCalendarFeedMutation, deleteCalendarFeedMutation } from './api/calendar-feed';
import { myCalendarFeedQuery } from './api/queries';
import { ProfileCard } from './profile-card';

/*
 * The student's private calendar feed (ARCHITECTURE.md, "Calendar feed"): an address a
 * calendar app subscribes to, with the due dates of their open work and their exam. The
 * server keeps only its hash, so the address is shown once, when made; a new one replaces it
 * and turning the feed off ends it, each after a confirmation.
 */

const COPIED_MS = 2000;

type Confirming = 'replace' | 'turn-off' | null;

export function CalendarFeedCard() {
  const { t, i18n } = useTranslation('student');
  const client = useQueryClient();
  const status = useQuery(myCalendarFeedQuery);
  const create = useMutation(createCalendarFeedMutation);
  const remove = useMutation(deleteCalendarFeedMutation);
  const [made, setMade] = useState<CalendarFeedCreated | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [turnedOff, setTurnedOff] = useState(false);
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const when = (iso: string) => format.format(new Date(iso));

  // A failed call is told by the client's notice; the card stays as it was.
  const makeAddress = useSingleFlight(async () => {
    const answer = await create.mutateAsync(undefined).catch(() => null);
    if (!answer) return;
    setMade(answer);
    setConfirming(null);
    setTurnedOff(false);
  });
  const turnOff = useSingleFlight(async () => {
    const done = await remove
      .mutateAsync(undefined)
      .then(() => true)
      .catch(() => false);
    if (!done) return;
    setMade(null);
    setConfirming(null);
    setTurnedOff(true);
  });

  const feed = status.data;
  return (
    <ProfileCard title={t('profile.calendar.title')} id="profile-calendar">
      <Text c="dark.4">{t('profile.calendar.text')}</Text>
      {made ? (
        <NewAddress
          feed={made}
          onDone={() => {
            setMade(null);
            // A calendar app may have read the address meanwhile: its state is asked again.
            void invalidateEndpoints(client, [calendarFeedEndpoints.getMyCalendarFeed]);
          }}
        />
      ) : feed ? (
        feed.active ? (
          <Stack gap="xs">
            <Text>{t('profile.calendar.onSince', { date: when(feed.createdAt ?? '') })}</Text>
            <Text size="sm" c="dark.4">
              {feed.lastUsedAt
                ? t('profile.calendar.lastRead', { date: when(feed.lastUsedAt) })
                : t('profile.calendar.neverRead')}
            </Text>
          </Stack>
        ) : (
          <Text role={turnedOff ? 'status' : undefined}>
            {turnedOff ? t('profile.calendar.turnedOff') : t('profile.calendar.off')}
          </Text>
        )
      ) : status.isError ? (
        <QueryFailure query={status} />
      ) : (
        <Skeleton height={60} radius="md" />
      )}
      {feed && !made ? (
        confirming ? (
          <Alert color={confirming === 'turn-off' ? 'red' : 'yellow'} variant="light">
            <Stack gap="sm">
              <Text size="sm">
                {confirming === 'turn-off'
                  ? t('profile.calendar.confirmTurnOff')
                  : t('profile.calendar.confirmReplace')}
              </Text>
              <Group gap="sm">
                <Button
                  size="sm"
                  color={confirming === 'turn-off' ? 'red' : undefined}
                  loading={create.isPending || remove.isPending}
                  onClick={confirming === 'turn-off' ? turnOff : makeAddress}
                >
                  {confirming === 'turn-off'
                    ? t('profile.calendar.turnOff')
                    : t('profile.calendar.replace')}
                </Button>
                <Button size="sm" variant="default" onClick={() => setConfirming(null)}>
                  {t('profile.calendar.cancel')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : feed.active ? (
          <Group gap="sm">
            <Button variant="default" onClick={() => setConfirming('replace')}>
              {t('profile.calendar.replace')}
            </Button>
            <Button variant="subtle" color="red" onClick={() => setConfirming('turn-off')}>
              {t('profile.calendar.turnOff')}
            </Button>
          </Group>
        ) : (
          <div>
            <Button loading={create.isPending} onClick={makeAddress}>
              {t('profile.calendar.create')}
            </Button>
          </div>
        )
      ) : null}
    </ProfileCard>
  );
}

/** The address just made: to copy, or to open in the calendar app. Shown this once. */
function NewAddress({ feed, onDone }: { feed: CalendarFeedCreated; onDone: () => void }) {
  const { t } = useTranslation('student');
  return (
    <Stack gap="sm">
      <Alert color="green" variant="light" role="status">
        {t('profile.calendar.made')}
      </Alert>
      <TextInput
        label={t('profile.calendar.address')}
        value={feed.url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group gap="sm">
        <CopyButton value={feed.url} timeout={COPIED_MS}>
          {({ copied, copy }) => (
            <>
              <Button variant="default" onClick={copy}>
                {copied ? t('profile.calendar.copied') : t('profile.calendar.copy')}
              </Button>
              <VisuallyHidden role="status">
                {copied ? t('profile.calendar.copied') : ''}
              </VisuallyHidden>
            </>
          )}
        </CopyButton>
        <Anchor href={feed.webcalUrl}>{t('profile.calendar.openInApp')}</Anchor>
      </Group>
      <Text size="sm" c="dark.4">
        {t('profile.calendar.shownOnce')}
      </Text>
      <div>
        <Button variant="subtle" onClick={onDone}>
          {t('profile.calendar.done')}
        </Button>
      </div>
    </Stack>
  );
}
