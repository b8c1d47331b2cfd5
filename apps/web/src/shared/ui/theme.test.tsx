import { Button, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

function background(label: string) {
  return screen.getByRole('button', { name: label }).style.getPropertyValue('--button-bg');
}

describe('the theme', () => {
  it('fills a red button with red 8, which its white word reads on at AA contrast', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Button color="red">Delete</Button>
        <Button color="red" variant="light">
          Fail
        </Button>
        <Button color="brand">Save</Button>
      </MantineProvider>,
    );

    expect(background('Delete')).toBe('var(--mantine-color-red-8)');
    // Other variants and colours keep Mantine's own.
    expect(background('Fail')).toBe('var(--mantine-color-red-light)');
    expect(background('Save')).toBe('var(--mantine-color-brand-filled)');
  });
});
