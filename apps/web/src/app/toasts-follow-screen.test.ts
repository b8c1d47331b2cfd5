import { describe, expect, it } from 'vitest';
import { closeToastsOnLeavingScreen } from './toasts-follow-screen';

function fakeRouter(pathname: string) {
  const listeners = new Set<(state: { location: { pathname: string } }) => void>();
  const router = {
    state: { location: { pathname } },
    subscribe(listener: (state: { location: { pathname: string } }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(next: string) {
      router.state = { location: { pathname: next } };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

describe('toasts follow the screen', () => {
  it('closes the toasts when the path changes, not on a state change of the same screen', () => {
    const router = fakeRouter('/task/1');
    let closed = 0;
    const stop = closeToastsOnLeavingScreen(router, () => {
      closed += 1;
    });
    router.go('/task/1');
    expect(closed).toBe(0);
    router.go('/dashboard');
    expect(closed).toBe(1);
    router.go('/dashboard');
    expect(closed).toBe(1);
    stop();
    router.go('/profile');
    expect(closed).toBe(1);
  });
});
