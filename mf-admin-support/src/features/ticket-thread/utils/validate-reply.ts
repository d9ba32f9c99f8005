import { TICKET_LIMITS } from '@storefront/shared/limits';

/** Characters as the server counts them: after trimming, code points (an emoji is one). */
export function replyLength(text: string): number {
  return Array.from(text.trim()).length;
}

/** The message key of what is wrong with a reply, or null (shop-spec 4: 1 to 4000). */
export function validateReply(
  text: string,
): 'thread.reply.errors.required' | 'thread.reply.errors.tooLong' | null {
  const length = replyLength(text);
  if (length < TICKET_LIMITS.textMin) return 'thread.reply.errors.required';
  if (length > TICKET_LIMITS.textMax) return 'thread.reply.errors.tooLong';
  return null;
}
