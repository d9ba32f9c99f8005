import { useEffect, useRef, useState } from 'react';

/**
 * A press on 'Купить' made while the page still settles what it shows is held, not dropped.
 * Right after the page opens, the session is being restored and a signed-in customer's automatic
 * coupon is looked up; the server's page showed 'Купить' ready all along, so a customer presses
 * at once. Disabling the button for those moments took a press made a moment too early away
 * without a word (issue 22: the 375 px purchase landed on a button disabled under the finger).
 *
 * The held press goes on once nothing is settling, and only if the total is still the one the
 * customer saw when pressing: a press confirms a total on screen (issue 20). If the automatic
 * coupon changed it, nothing is bought and `recalculated` says so; the next press buys.
 */
export function useHeldPress(settling: boolean, total: string, onSettled: () => void) {
  const [heldAt, setHeldAt] = useState<string | null>(null);
  const [recalculated, setRecalculated] = useState(false);
  const proceed = useRef(onSettled);
  proceed.current = onSettled;

  useEffect(() => {
    if (heldAt === null || settling) return;
    setHeldAt(null);
    if (heldAt === total) proceed.current();
    else setRecalculated(true);
  }, [heldAt, settling, total]);

  return {
    /** A press waits for the page to settle: the button shows it was taken. */
    held: heldAt !== null,
    /** The last held press bought nothing: the total changed before it could go. */
    recalculated,
    /** Holds a press made now, at the total on screen now. */
    hold: () => setHeldAt(total),
    /** A new press: the notice about the last one no longer applies. */
    pressed: () => setRecalculated(false),
  };
}
