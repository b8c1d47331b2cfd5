import { loginRequestSchema } from '@academy/contracts';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { useMessageFormatter } from './message-formatter';

describe('the validation message formatter', () => {
  it('gives contracts’ English texts, placeholders filled', () => {
    const { result } = renderHook(() => useMessageFormatter());

    expect(result.current('required')).toBe('This field is required');
    expect(result.current('maxLength', { lessThan: 129 })).toBe(
      'The length of this field must be less than 129 characters long.',
    );
  });

  it('follows the interface language, also inside the shared schemas', async () => {
    const { result } = renderHook(() => useMessageFormatter());
    await act(() => i18n.changeLanguage('ru'));

    const parsed = loginRequestSchema(result.current).safeParse({ email: '', password: '' });

    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'Это поле обязательно',
      'Это поле обязательно',
    ]);
  });
});
