import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BelowTheFold, belowTheFold } from './below-the-fold';

/** A part with state: pressing it counts, so a hydrated part is told from the server's markup. */
function Reviews({ productId }: { productId: number }) {
  const [shown, setShown] = useState(1);
  return (
    <button type="button" onClick={() => setShown(shown + 1)}>
      {`Отзывы ${productId}: ${shown}`}
    </button>
  );
}

/** IntersectionObserver as the browser's: the test says when the part nears the viewport. */
class FakeObserver {
  static all: FakeObserver[] = [];
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe() {}
  disconnect() {}
  comeNear(isIntersecting = true) {
    this.report(
      [{ isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('belowTheFold', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    Object.assign(window, { IntersectionObserver: FakeObserver });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    document.body.innerHTML = '';
  });

  it('fetches the part only when it nears the viewport', async () => {
    const load = jest.fn(async () => Reviews);
    const part = belowTheFold(load);
    render(<BelowTheFold part={part} productId={5} />);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();

    act(() => FakeObserver.all[0]?.comeNear(false));
    await settle();
    expect(load).not.toHaveBeenCalled();

    act(() => FakeObserver.all[0]?.comeNear());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').textContent).toBe('Отзывы 5: 1');
  });

  it("keeps the server's markup in place, unhydrated, until the part nears; then it works", async () => {
    const container = document.createElement('div');
    // The server's render: the part loaded at once (no observer there), in the same wrapper.
    container.innerHTML = renderToString(
      <div>
        <Suspense fallback={null}>
          <Reviews productId={7} />
        </Suspense>
      </div>,
    );
    document.body.append(container);
    const serverButton = container.querySelector('button');
    const load = jest.fn(async () => Reviews);
    const part = belowTheFold(load);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <BelowTheFold part={part} productId={7} />, {
        onRecoverableError: recoverable,
      });
    });
    await settle();
    expect(load).not.toHaveBeenCalled();
    // Still the server's button, read as it was.
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton?.textContent).toBe('Отзывы 7: 1');

    act(() => FakeObserver.all[0]?.comeNear());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    // Hydrated, not drawn again: the same element, now answering a press.
    expect(container.querySelector('button')).toBe(serverButton);
    act(() => serverButton?.click());
    expect(serverButton?.textContent).toBe('Отзывы 7: 2');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('loads at once where nothing can watch (the server, old browsers)', async () => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    const load = jest.fn(async () => Reviews);
    const part = belowTheFold(load);
    render(<BelowTheFold part={part} productId={9} />);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').textContent).toBe('Отзывы 9: 1');
  });
});
