import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useCountdown } from '../lib/countdown';
import { LinkCooldownNote } from './link-cooldown-note';
import { theme } from './theme';

describe('formatCountdown', () => {
  it.each([
    [0, '0:00'],
    [1, '0:01'],
    [42, '0:42'],
    [60, '1:00'],
    [61.2, '1:02'],
    [600, '10:00'],
  ])('shows %s seconds as %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });
});

/** What a resend screen does with the hook: the wait, and a way to start another. */
function Probe({ seconds }: { seconds: number }) {
  const cooldown = useCountdown(seconds);
  return (
    <MantineProvider theme={theme} env="test">
      <LinkCooldownNote remaining={cooldown.remaining} />
      <button type="button" onClick={() => cooldown.start(90)}>
        restart
      </button>
      <output>{cooldown.remaining}</output>
    </MantineProvider>
  );
}

describe('the link cooldown countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const passMs = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  /** A second at a time: each passing second is a render, as in a browser. */
  const passSeconds = async (seconds: number) => {
    for (let second = 0; second < seconds; second += 1) await passMs(1000);
  };

  it('counts the seconds down live, then disappears', async () => {
    render(<Probe seconds={60} />);
    expect(screen.getByText('You can ask for another link in 1:00')).toBeVisible();

    await passMs(999);
    expect(screen.getByText('You can ask for another link in 1:00')).toBeVisible();
    await passMs(1);
    expect(screen.getByText('You can ask for another link in 0:59')).toBeVisible();
    await passSeconds(17);
    expect(screen.getByText('You can ask for another link in 0:42')).toBeVisible();
    await passSeconds(41);
    expect(screen.getByText('You can ask for another link in 0:01')).toBeVisible();
    await passSeconds(1);
    expect(screen.queryByText(/You can ask for another link/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0');

    // Nothing ticks once it is over.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows nothing without a wait, and starts again when asked', async () => {
    render(<Probe seconds={0} />);
    expect(screen.queryByText(/You can ask for another link/)).not.toBeInTheDocument();

    await act(async () => {
      screen.getByRole('button', { name: 'restart' }).click();
    });
    expect(screen.getByText('You can ask for another link in 1:30')).toBeVisible();
    await passSeconds(48);
    expect(screen.getByText('You can ask for another link in 0:42')).toBeVisible();
  });

  it('catches up at once after the page missed seconds (a throttled background tab)', async () => {
    render(<Probe seconds={60} />);
    // The clock jumps 30 seconds while the tab sleeps; its one pending timer then fires.
    vi.setSystemTime(Date.now() + 30_000);
    await passMs(1000);
    expect(screen.getByText('You can ask for another link in 0:29')).toBeVisible();
  });
});
