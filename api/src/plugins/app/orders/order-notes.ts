/**
 * Staff notes on an order (issue 23): admins write them on the order's page and only admins read
 * them; the customer's page never shows them. A note and its activity row are one transaction,
 * and a refused text stores neither.
 */

import type { OrderEvent, OrderNoteBody } from '@storefront/shared/contract/orders';
import { ORDER_NOTE_LIMITS } from '@storefront/shared/limits';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema/index.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { badRequest, notFound } from '../../../lib/http-errors.ts';
import { characterCount } from '../../../lib/trimmed-text.ts';
import { resourceLog } from '../activities/resource-log.ts';

// Control characters but the line breaks and tabs a note is typed with: the others hide text or
// move the cursor of whoever reads it (NUL never gets here: input-guards answers it with 422).
const CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u;

/** The note as stored: trimmed at the ends, 1 to ORDER_NOTE_LIMITS.textMax characters. */
export function noteText(typed: string): string {
  const text = typed.trim();
  if (text === '') throw badRequest(MESSAGES.orderNoteEmpty);
  if (characterCount(text) > ORDER_NOTE_LIMITS.textMax) {
    throw badRequest(MESSAGES.orderNoteTooLong);
  }
  if (CONTROL_CHARACTER.test(text)) throw badRequest(MESSAGES.orderNoteControlCharacters);
  return text;
}

export function orderNotes(fastify: FastifyInstance) {
  const repo = fastify.ordersRepository;
  const log = resourceLog(fastify);

  /** Adds the note (404: no such order); answers its timeline line. */
  return async function addNote(
    viewer: UserRow,
    orderId: number,
    body: OrderNoteBody,
    ip: string,
  ): Promise<OrderEvent> {
    const text = noteText(body.text);
    return fastify.db.transaction(async (tx) => {
      const note = await repo.insertNote({ orderId, authorId: viewer.id, text }, tx);
      if (!note) throw notFound(MESSAGES.orderNotFound);
      const resource = { type: 'order' as const, id: orderId, name: `№ ${note.number}` };
      const metadata = { number: note.number, note_id: note.note_id };
      await log(tx, { userId: viewer.id, ip, action: 'order_note', resource, metadata });
      return { kind: 'note', at: note.at, author: viewer.username, note_id: note.note_id, text };
    });
  };
}
