import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { showErrorToast } from './error-toast';
import { ToastHost } from './toast-host';

describe('the error toast', () => {
  it('shows the message as an alert whose close button has a name', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <ToastHost />
      </MantineProvider>,
    );

    showErrorToast('User password is wrong');

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('User password is wrong');
    expect(within(toast).getByRole('button', { name: 'Close the message' })).toBeVisible();
  });
});
