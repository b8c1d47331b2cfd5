import { useRef } from 'react';

/**
 * Where focus goes when a question is added: to the new question's group (a fieldset with
 * tabIndex -1), so a screen reader announces it and the keyboard continues from there. Not
 * to its first field, as react-hook-form's append would: leaving a field the app focused
 * would mark it touched, and the fresh question would say "This field is required" (see
 * `useEntryErrors`).
 */
export function useFocusAdded() {
  const pending = useRef<number | null>(null);
  return {
    /** Call with the index the appended entry gets. */
    added(index: number) {
      pending.current = index;
    },
    /** The ref of the entry at `index`: focuses it once when it was just added. */
    refFor(index: number) {
      return (node: HTMLElement | null) => {
        if (node && pending.current === index) {
          pending.current = null;
          node.focus();
        }
      };
    },
  };
}
