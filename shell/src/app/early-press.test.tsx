import { act, type ComponentType, lazy, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { keepEarlyPress } from './early-press';

/**
 * A server-drawn page whose buttons sit in a lazily loaded part (as a remote's screen does):
 * React cannot own them before `load()` hands over that part's code.
 */
let pressed: string[] = [];

function Panel({ off }: { off: boolean }) {
  return (
    <div>
      <button type="button" disabled={off} onClick={() => pressed.push('buy')}>
        Купить
      </button>
      <form onSubmit={(event) => event.preventDefault()}>
        <button type="submit" onClick={() => pressed.push('find')}>
          Найти
        </button>
      </form>
    </div>
  );
}

function serverPage(disabled = false) {
  pressed = [];
  const page = (Lazy: ComponentType<{ off: boolean }>) => (
    <Suspense fallback={null}>
      <Lazy off={disabled} />
    </Suspense>
  );
  document.body.innerHTML = `<div id="root">${renderToString(page(Panel))}</div>`;
  const container = document.getElementById('root') as HTMLElement;
  let load = () => {};
  const Lazy = lazy(
    () =>
      new Promise<{ default: typeof Panel }>((resolve) => {
        load = () => resolve({ default: Panel });
      }),
  );
  const button = (name: string) =>
    Array.from(container.querySelectorAll('button')).find(
      (b) => b.textContent === name,
    ) as HTMLButtonElement;
  let root: Root | undefined;
  return {
    container,
    get pressed() {
      return pressed;
    },
    button,
    hydrate: () =>
      act(() => {
        root = hydrateRoot(container, page(Lazy));
      }),
    load: () =>
      act(async () => {
        load();
      }),
    unmount: () => act(() => root?.unmount()),
  };
}

/** Lets the early press's timers run. */
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('keepEarlyPress', () => {
  it('presses a button pressed before the takeover once React owns it', async () => {
    const page = serverPage();
    const earlyPress = keepEarlyPress(page.container);
    page.button('Купить').click();
    await page.hydrate();
    earlyPress.replay();
    await wait(120);
    // React holds the page but not the lazy part yet: nothing to press.
    expect(page.pressed).toEqual([]);
    await page.load();
    await wait(120);
    expect(page.pressed).toEqual(['buy']);
    await wait(120);
    expect(page.pressed).toEqual(['buy']);
    await page.unmount();
  });

  it('keeps a press React drops after the takeover, and never presses twice', async () => {
    const page = serverPage();
    const earlyPress = keepEarlyPress(page.container);
    await page.hydrate();
    earlyPress.replay();
    page.button('Купить').click();
    await page.load();
    await wait(120);
    expect(page.pressed).toEqual(['buy']);
    // Owned by React now: React answers the press itself, once.
    page.button('Купить').click();
    await wait(120);
    expect(page.pressed).toEqual(['buy', 'buy']);
    earlyPress.drop();
    await page.unmount();
  });

  it('leaves a submit button to the browser', async () => {
    const page = serverPage();
    const earlyPress = keepEarlyPress(page.container);
    page.button('Найти').click();
    await page.hydrate();
    earlyPress.replay();
    await page.load();
    await wait(120);
    expect(page.pressed).toEqual([]);
    earlyPress.drop();
    await page.unmount();
  });

  it('waits while the button is disabled, and gives up after the wait', async () => {
    const page = serverPage(true);
    const earlyPress = keepEarlyPress(page.container, 300);
    page.button('Купить').disabled = false;
    page.button('Купить').click();
    await page.hydrate();
    earlyPress.replay();
    await page.load();
    await wait(120);
    expect(page.pressed).toEqual([]);
    await wait(300);
    page.button('Купить').disabled = false;
    await wait(120);
    expect(page.pressed).toEqual([]);
    await page.unmount();
  });

  it('forgets the press when the page is drawn anew or the button is gone', async () => {
    const dropped = serverPage();
    const earlyPress = keepEarlyPress(dropped.container);
    dropped.button('Купить').click();
    earlyPress.drop();
    await dropped.hydrate();
    earlyPress.replay();
    await dropped.load();
    await wait(120);
    expect(dropped.pressed).toEqual([]);
    await dropped.unmount();

    const removed = serverPage();
    const again = keepEarlyPress(removed.container);
    removed.button('Купить').click();
    removed.button('Купить').remove();
    again.replay();
    await wait(120);
    expect(removed.pressed).toEqual([]);
    again.drop();
  });
});
