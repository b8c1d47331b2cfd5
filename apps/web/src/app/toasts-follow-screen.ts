/**
 * A toast belongs to the screen its failure happened on: when the user goes to another
 * screen (a new path), the toasts still shown are closed, so that none speaks of a screen that
 * is gone. A change of the query or hash alone (filters, a page number) stays on the screen.
 */
export function closeToastsOnLeavingScreen(
  router: {
    state: { location: { pathname: string } };
    subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
  },
  close: () => void,
): () => void {
  let pathname = router.state.location.pathname;
  return router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    close();
  });
}
