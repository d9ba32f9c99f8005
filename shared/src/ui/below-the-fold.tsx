import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  memo,
  Suspense,
  useEffect,
  useRef,
} from 'react';

/** How far below the viewport a part starts loading: it is ready before the visitor gets there. */
const AHEAD = '200px';

const canWatch = () => typeof window !== 'undefined' && typeof IntersectionObserver === 'function';

/** A part's code, fetched when the part nears the viewport (`belowTheFold`). */
export interface DeferredPart<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** The part is near: fetch its code. */
  near: () => void;
}

/**
 * A part of a page that a visitor scrolls down to (a product's reviews), declared once at module
 * level and drawn with `<BelowTheFold part={…} {...its props} />`: its code is fetched and run
 * only when it nears the viewport (issue 21: a phone's first load carries less script, and
 * hydrating the page holds its main thread for less time).
 *
 * On a page the server drew, the part's markup is there from the start: React keeps it as it is,
 * readable and in place, until the code arrives and hydrates it (a press on it meanwhile is
 * replayed by React once it has). On a page drawn in the browser it shows once near. Where
 * nothing can watch (the server's render, a test without IntersectionObserver) it loads at once.
 */
export function belowTheFold<P extends object>(
  load: () => Promise<ComponentType<P>>,
): DeferredPart<P> {
  let near: () => void = () => {};
  const isNear = new Promise<void>((resolve) => {
    near = resolve;
  });
  const Component = lazy(async () => {
    if (canWatch()) await isNear;
    return { default: await load() };
  });
  return { Component, near };
}

type BelowTheFoldProps<P extends object> = { part: DeferredPart<P> } & P;

function BelowTheFoldBox<P extends object>({ part, ...props }: BelowTheFoldProps<P>) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !canWatch()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        part.near();
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [part]);
  return (
    <div ref={box}>
      <Suspense fallback={null}>
        <part.Component {...(props as unknown as P)} />
      </Suspense>
    </div>
  );
}

/**
 * Memoised on its props (plain values, as a part's should be): a parent's render before the code
 * arrives leaves the server's markup undisturbed.
 */
export const BelowTheFold = memo(BelowTheFoldBox) as typeof BelowTheFoldBox;
