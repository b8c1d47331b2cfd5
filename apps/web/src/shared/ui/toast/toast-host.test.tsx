import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { showErrorToast, showSuccessToast } from './error-toast';
import { ToastHost } from './toast-host';
import './toasts-ready';

describe('toasts loaded with the page', () => {
  it('show errors and successes alike, from the code the layout loaded', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <ToastHost />
      </MantineProvider>,
    );

    showErrorToast('Network Error');
    showSuccessToast('Payment received');

    expect(await screen.findByText('Network Error')).toBeVisible();
    expect(screen.getByText('Payment received')).toBeVisible();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });
});
