import type { FormEvent, ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

const unstyled = { border: 0, margin: 0, padding: 0, minWidth: 0 };

/**
 * The form of a prerendered page (apps/web/README.md, "Prerendered pages"). Until the page is
 * hydrated its fields and buttons are disabled: the markup is there before the script, and a
 * visitor quicker than it would otherwise type into fields no code reads yet, or submit
 * through the browser's own form handling (a GET that puts the fields, a password among them,
 * in the address). `method="post"` keeps the fields out of the address even so.
 */
export function PrerenderedForm({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      <fieldset disabled={!hydrated} style={unstyled}>
        {children}
      </fieldset>
    </form>
  );
}
