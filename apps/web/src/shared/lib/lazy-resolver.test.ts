import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const accepting: Resolver<Values> = async (values) => ({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyResolver', () => {
  it('loads the rules once, on the first check, and uses them for every check', async () => {
    let loads = 0;
    const resolver = lazyResolver(async () => {
      loads += 1;
      return accepting;
    });
    expect(loads).toBe(0);
    await expect(resolver({ name: 'a' }, undefined, options)).resolves.toEqual({
      values: { name: 'a' },
      errors: {},
    });
    await resolver({ name: 'b' }, undefined, options);
    expect(loads).toBe(1);
  });

  it('tries the load again on the next check after one failed', async () => {
    let loads = 0;
    const resolver = lazyResolver(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return accepting;
    });
    await expect(resolver({ name: 'a' }, undefined, options)).rejects.toThrow('Failed to fetch');
    await expect(resolver({ name: 'a' }, undefined, options)).resolves.toMatchObject({
      errors: {},
    });
    expect(loads).toBe(2);
  });
});
