/**
 * Sending a translated text: the answer says which language it is in (Content-Language) and
 * that it was chosen by Accept-Language (Vary), so no cache hands one person's language to
 * another.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Language, requestLanguage } from './language.ts';
import { isTranslated, type Message } from './message.ts';

/** Adds a field to Vary without dropping what another plugin put there (CORS: Origin). */
function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const lower = fields.map((name) => name.toLowerCase());
  if (lower.includes('*') || lower.includes(field.toLowerCase())) return;
  reply.header('vary', [...fields, field].join(', '));
}

export function markLanguage(reply: FastifyReply, language: Language): void {
  reply.header('content-language', language);
  addVary(reply, 'Accept-Language');
}

/** The message in the request's language; the reply marked when the choice mattered. */
export function localize(request: FastifyRequest, reply: FastifyReply, message: Message): string {
  const language = requestLanguage(request);
  if (isTranslated(message)) markLanguage(reply, language);
  return message[language];
}
