import type { Session, TwoFactorStatus } from '@academy/contracts';
import { endpoints, paths } from '@academy/contracts';
import { anAccessToken, aStudent, aTokenPair } from '@academy/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../shared/api/tokens';
import { handle } from '../../test/handle';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
// Lazily loaded by the router; compiled up front, the first wait stays short.
import './staff-account-page';

const laptop: Session = {
  id: '6f1c1f0e-1111-4111-8111-111111111111',
  browser: 'Firefox 133',
  os: 'Windows 10',
  device: 'desktop',
  startedAt: '2026-05-01T10:00:00.000Z',
  lastUsedAt: '2026-05-02T10:00:00.000Z',
  current: true,
};

const status: TwoFactorStatus = {
  enabled: true,
  required: true,
  enabledAt: '2026-05-01T10:00:00.000Z',
  recoveryCodesLeft: 3,
};

const newCodes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-jkmn-pq${i + 2}${i + 2}`);

/** A mentor signed in; each replacement's code is recorded, the first refused. */
function logInMentor() {
  tokens.save(aTokenPair({ accessToken: anAccessToken({ role: 'mentor' }) }), true);
  const sent: unknown[] = [];
  let left = status.recoveryCodesLeft;
  server.use(
    handle(endpoints.getMe, ({ reply }) =>
      reply(200, aStudent({ role: 'mentor', fullName: 'Mira Mentor' })),
    ),
    handle(endpoints.listMySessions, ({ reply }) => reply(200, { items: [laptop] })),
    handle(endpoints.getMyNotificationPreferences, ({ reply }) =>
      reply(200, {
        preferences: [
          { kind: 'review_queue', mode: 'email' },
          { kind: 'conversation_message', mode: 'in_app' },
        ],
      }),
    ),
    handle(endpoints.getMyTwoFactor, ({ reply }) =>
      reply(200, { ...status, recoveryCodesLeft: left }),
    ),
    handle(endpoints.replaceMyRecoveryCodes, async ({ request, reply }) => {
      sent.push(await request.json());
      if (sent.length === 1) return reply(400, { message: 'ERR_TWO_FACTOR_CODE_WRONG' });
      left = 10;
      return reply(200, { recoveryCodes: newCodes });
    }),
  );
  return sent;
}

describe('the staff account page', () => {
  it('shows the devices and two-step verification, always on, with no way to switch it off', async () => {
    logInMentor();
    renderApp(paths.admin.account);
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    const card = within(await screen.findByRole('region', { name: 'Two-step verification' }));
    expect(await card.findByText('Recovery codes left: 3.')).toBeVisible();
    expect(card.queryByRole('button', { name: 'Turn off' })).toBeNull();
    const devices = within(screen.getByRole('region', { name: 'Signed-in devices' }));
    expect(await devices.findByText(/Firefox 133/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      paths.admin.changePassword,
    );
    const menu = screen.getByRole('navigation', { name: 'Staff menu' });
    expect(within(menu).getByRole('link', { name: 'My account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The staff's own kinds of notification, each with its saved mode.
    const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
    const queue = within(notifications.getByRole('radiogroup', { name: 'New work to review' }));
    expect(queue.getByRole('radio', { name: 'E-mail at once' })).toBeChecked();
    expect(notifications.getAllByRole('radiogroup')).toHaveLength(2);
  });

  it('replaces the recovery codes with a code from the app, saying a wrong one', async () => {
    const sent = logInMentor();
    const app = renderApp(paths.admin.account);
    const card = within(await screen.findByRole('region', { name: 'Two-step verification' }));
    await app.user.click(await card.findByRole('button', { name: 'Replace recovery codes' }));

    // A recovery code is not taken: only the app's code confirms it.
    const field = card.getByRole('textbox', { name: /6-digit code/i });
    await app.user.type(field, 'abcd-efgh-jkmn-pq22');
    await app.user.click(card.getByRole('button', { name: 'Replace the codes' }));
    expect(await card.findByText('Enter the 6 digits your authenticator app shows.')).toBeVisible();
    expect(sent).toEqual([]);

    await app.user.clear(field);
    await app.user.type(field, '111 111');
    await app.user.click(card.getByRole('button', { name: 'Replace the codes' }));
    expect(await card.findByRole('alert')).toHaveTextContent(
      'The code is wrong or no longer valid. Enter the code your app shows now.',
    );

    await app.user.clear(field);
    await app.user.type(field, '222222');
    await app.user.click(card.getByRole('button', { name: 'Replace the codes' }));
    expect(sent).toEqual([{ code: '111111' }, { code: '222222' }]);
    const list = await card.findByRole('list', { name: /recovery codes/i });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await app.user.click(card.getByRole('checkbox'));
    await app.user.click(card.getByRole('button', { name: 'Done' }));
    expect(
      await card.findByText('Your recovery codes were replaced. The old ones no longer work.'),
    ).toBeVisible();
    expect(await card.findByText('Recovery codes left: 10.')).toBeVisible();
  });
});
