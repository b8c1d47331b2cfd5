/**
 * A ref that moves focus to an element as it appears: the outcome of a form (an error, a
 * confirmation) is then read out and is where the keyboard continues. The element needs
 * `tabIndex={-1}`. A module-level function keeps the ref stable, so it runs once per mount;
 * give the element a new `key` to focus it again.
 */
export function focusOnMount(node: HTMLElement | null): void {
  node?.focus();
}
