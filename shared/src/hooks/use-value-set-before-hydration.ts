import { useEffect, useRef, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * A field the server rendered (the public pages, issue 21) can be used before the scripts take
 * it over: an impatient visitor picks another city or types a search while the page is still
 * loading. The browser shows their choice and React keeps it on the screen, but it fires no
 * change for it (React 19 replays clicks, not input), so the state would disagree with what
 * they see and the choice would be lost. Give the returned ref to the `<input>` or `<select>`:
 * once hydrated, `adopt` receives the element's value if it is no longer the one rendered.
 *
 * Only a hydrated field is looked at: a field rendered in the browser shows its state, except a
 * select whose value is none of its options, which must not be taken for a choice.
 */
export function useValueSetBeforeHydration<Element extends HTMLInputElement | HTMLSelectElement>(
  rendered: string,
  adopt: (value: string) => void,
) {
  const element = useRef<Element>(null);
  // React renders with the server snapshot while it hydrates, and with the client's otherwise.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const hydrated = useRef(hydrating);
  const renderedAtHydration = useRef(rendered);
  const adoptRef = useRef(adopt);
  adoptRef.current = adopt;
  useEffect(() => {
    const value = element.current?.value;
    if (hydrated.current && value !== undefined && value !== renderedAtHydration.current) {
      adoptRef.current(value);
    }
  }, []);
  return element;
}
