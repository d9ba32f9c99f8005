import { startTransition, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useAuthStore } from './auth-store';

const customer = {
  id: 7,
  username: 'anna',
  role: 'customer',
  is_active: true,
  language: 'ru',
} as never;

/** The header's corner: 'Войти' for a guest, the login once signed in. */
function Corner() {
  const user = useAuthStore((state) => state.user);
  return <span>{user ? user.username : 'Войти'}</span>;
}

/** Reads the page once the task that committed the hydration has ended (a microtask). */
function AfterCommit({ onTaskEnd }: { onTaskEnd: () => void }) {
  useLayoutEffect(() => queueMicrotask(onTaskEnd), [onTaskEnd]);
  return null;
}

describe('useAuthStore on a page the server drew as a guest', () => {
  const guest = useAuthStore.getState();
  let previousActEnvironment: unknown;

  beforeEach(() => {
    // The real scheduler, as in the browser: act() would run the passive effects at once and
    // hide the moment between the hydration's commit and React's subscription to the store.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown };
    previousActEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
  });

  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT =
      previousActEnvironment;
    useAuthStore.setState(guest, true);
    document.body.innerHTML = '';
  });

  it('is hydrated as the guest drawn, and shows the session before the task of its commit ends', async () => {
    const errors: unknown[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Corner />);
    document.body.append(container);
    expect(container.textContent).toBe('Войти');

    // The session was restored while the scripts loaded: the store has moved on.
    useAuthStore.setState({ status: 'authenticated', token: 'tok', user: customer });
    let hydrated: Root | undefined;
    const seenAtTaskEnd = await new Promise<string | null>((resolve) => {
      const root = (
        <>
          <Corner />
          <AfterCommit onTaskEnd={() => resolve(container.textContent)} />
        </>
      );
      startTransition(() => {
        hydrated = hydrateRoot(container, root, {
          onRecoverableError: (error) => errors.push(error),
        });
      });
    });

    // No tap can land between the commit and the catch-up: both are in one task.
    expect(seenAtTaskEnd).toBe('anna');
    expect(errors).toEqual([]);
    hydrated?.unmount();
  });
});
