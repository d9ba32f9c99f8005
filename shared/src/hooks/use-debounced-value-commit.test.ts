import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS, useDebouncedCommit } from './use-debounced-value-commit';

function setup(committed = '') {
  const onCommit = jest.fn();
  const hook = renderHook(({ value }) => useDebouncedCommit(value, onCommit), {
    initialProps: { value: committed },
  });
  return { onCommit, hook };
}

describe('useDebouncedCommit', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('commits 300 ms after the last keystroke, once', () => {
    const { onCommit, hook } = setup();
    act(() => hook.result.current.change('м'));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    act(() => hook.result.current.change('мо'));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onCommit).not.toHaveBeenCalled();
    expect(hook.result.current.text).toBe('мо');
    act(() => jest.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('мо');
  });

  it('flush (Enter) commits at once and cancels the pending commit', () => {
    const { onCommit, hook } = setup();
    act(() => hook.result.current.change('anna'));
    act(() => hook.result.current.flush());
    expect(onCommit).toHaveBeenCalledWith('anna');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('does not commit text equal to what is in effect', () => {
    const { onCommit, hook } = setup('anna');
    act(() => hook.result.current.change('ann'));
    act(() => hook.result.current.change('anna'));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    act(() => hook.result.current.flush());
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('takes a value changed from outside (Back) and drops the pending commit', () => {
    const { onCommit, hook } = setup('anna');
    act(() => hook.result.current.change('annabel'));
    hook.rerender({ value: 'boris' });
    expect(hook.result.current.text).toBe('boris');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('never commits after unmounting', () => {
    const { onCommit, hook } = setup();
    act(() => hook.result.current.change('anna'));
    hook.unmount();
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onCommit).not.toHaveBeenCalled();
  });
});
