import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose rules load when the form is first checked (on the first blur or
 * submit), not with the page: a form's rules bring zod, and sometimes more, that the page
 * needs nothing of to paint and hydrate (apps/web/README.md, "Prerendered pages"). `load`
 * runs once; if it fails (the connection dropped), the next check tries again.
 */
export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): Resolver<Values, Context, Output> {
  let loading: Promise<Resolver<Values, Context, Output>> | null = null;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
