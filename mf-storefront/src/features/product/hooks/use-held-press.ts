import { useEffect, useRef, useState } from 'react';

/** What the customer saw when pressing: the total, and the coupon it counted (none: null). */
export interface ShownFigures {
  total: string;
  coupon: string | null;
}

/**
 * A press on 'Купить' made while the page still settles what it shows is held, not dropped.
 * Right after the page opens, the session is being restored and a signed-in customer's automatic
 * coupon is looked up; the server's page showed 'Купить' ready all along, so a customer presses
 * at once. Disabling the button for those moments took a press made a moment too early away
 * without a word (issue 22: the 375 px purchase landed on a button disabled under the finger).
 *
 * The held press goes on once nothing is settling, and it confirms the total the customer saw
 * (issue 20), never one drawn after the press:
 * - the total is unchanged: the order goes;
 * - the automatic coupon changed it: nothing is bought and `recalculated` says so; the next
 *   press buys;
 * - the shop's price changed it (the product was read again meanwhile): the order goes at the
 *   total seen, and the server refuses it by name ('Цена изменилась: теперь к оплате …'), as it
 *   refuses any press made on a page whose price changed under it.
 */
export function useHeldPress(
  settling: boolean,
  shown: ShownFigures,
  onSettled: (seenTotal: string) => void,
) {
  const [held, setHeld] = useState<ShownFigures | null>(null);
  const [recalculated, setRecalculated] = useState(false);
  const proceed = useRef(onSettled);
  proceed.current = onSettled;

  useEffect(() => {
    if (held === null || settling) return;
    setHeld(null);
    if (held.total === shown.total || held.coupon === shown.coupon) proceed.current(held.total);
    else setRecalculated(true);
  }, [held, settling, shown.total, shown.coupon]);

  return {
    /** A press waits for the page to settle: the button shows it was taken. */
    held: held !== null,
    /** The last held press bought nothing: the automatic coupon changed the total meanwhile. */
    recalculated,
    /** Holds a press made now, at the figures on screen now. */
    hold: () => setHeld(shown),
    /** A new press: the notice about the last one no longer applies. */
    pressed: () => setRecalculated(false),
  };
}
