import { TICKET_LIMITS } from '@storefront/shared/limits';
import { textLength } from '../../../utils/text-length';

/** The figures the ticket messages name: `t(key, TICKET_FIGURES)`. */
export const TICKET_FIGURES = {
  subjectMin: TICKET_LIMITS.subjectMin,
  subjectMax: TICKET_LIMITS.subjectMax,
  textMax: TICKET_LIMITS.textMax,
};

/** The subject: 3 to 120 characters after trimming (shop-spec 4). A message key, or null. */
export function checkSubject(subject: string): string | null {
  const length = textLength(subject);
  if (length === 0) return 'tickets.errors.subjectRequired';
  if (length < TICKET_LIMITS.subjectMin || length > TICKET_LIMITS.subjectMax) {
    return 'tickets.errors.subjectLength';
  }
  return null;
}

/** A message (the first one or a reply): 1 to 4000 characters after trimming. */
export function checkMessage(text: string): string | null {
  const length = textLength(text);
  if (length < TICKET_LIMITS.textMin) return 'tickets.errors.textRequired';
  if (length > TICKET_LIMITS.textMax) return 'tickets.errors.textLength';
  return null;
}
