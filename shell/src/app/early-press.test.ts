import { keepEarlyPress } from './early-press';

function page(): { container: HTMLElement; menu: HTMLButtonElement; submit: HTMLButtonElement } {
  document.body.innerHTML =
    '<div id="root"><button type="button">Меню</button><form><button>Найти</button></form></div>';
  const container = document.getElementById('root') as HTMLElement;
  const [menu, submit] = Array.from(container.querySelectorAll('button'));
  if (!menu || !submit) throw new Error('the page has no buttons');
  submit.form?.addEventListener('submit', (event) => event.preventDefault());
  return { container, menu, submit };
}

function counted(button: HTMLButtonElement): () => number {
  let clicks = 0;
  button.addEventListener('click', () => {
    clicks += 1;
  });
  return () => clicks;
}

describe('keepEarlyPress', () => {
  it('presses the last plain button again once, after the takeover', () => {
    const { container, menu } = page();
    const earlyPress = keepEarlyPress(container);
    menu.click();
    const clicks = counted(menu);
    earlyPress.replay();
    expect(clicks()).toBe(1);
    menu.click();
    earlyPress.replay();
    expect(clicks()).toBe(2);
  });

  it('leaves a submit button to the browser', () => {
    const { container, submit } = page();
    const earlyPress = keepEarlyPress(container);
    submit.click();
    const clicks = counted(submit);
    earlyPress.replay();
    expect(clicks()).toBe(0);
  });

  it('forgets the press when the page is drawn anew, or the button is gone or disabled', () => {
    const { container, menu } = page();
    const dropped = keepEarlyPress(container);
    menu.click();
    const clicks = counted(menu);
    dropped.drop();
    dropped.replay();
    const disabled = keepEarlyPress(container);
    menu.click();
    menu.disabled = true;
    disabled.replay();
    menu.disabled = false;
    const removed = keepEarlyPress(container);
    menu.click();
    menu.remove();
    removed.replay();
    // Only the two presses made here: none of them was pressed again.
    expect(clicks()).toBe(2);
  });
});
