/**
 * Reads the images of a multipart upload one part at a time: each file is held in memory up to
 * the size limit (busboy stops there and marks it truncated), checked by its own first bytes,
 * re-encoded without its metadata (lib/image-inspection.ts) and handed on before the next part
 * is read. The browser's content type and file name decide
 * nothing. @fastify/multipart's English errors become the answers the screens show, in both languages.
 */
import type { Multipart } from '@fastify/multipart';
import { ORIGINAL_NAME_MAX } from '@storefront/shared/contract/uploads';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../../i18n/messages.ts';
import { HttpError, invalidField, RequestValidationError } from '../../../lib/http-errors.ts';
import { cleanImage, type ImageLimits } from '../../../lib/image-inspection.ts';
import { detectImage, type ImageExtension } from '../../../lib/image-types.ts';

export interface ReceivedImage {
  originalName: string;
  extension: ImageExtension;
  bytes: Buffer;
}

interface ReceiveOptions {
  maxFiles: number;
  maxBytes: number;
  image: ImageLimits;
}

/** For display only: no folders, no control characters, a bounded length. */
function displayName(sent: string | undefined, extension: ImageExtension): string {
  const base = (sent ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, ORIGINAL_NAME_MAX) || `image.${extension}`;
}

/** Parser failures in our words; our own refusals pass through. */
function translate(err: unknown, maxFiles: number): unknown {
  if (err instanceof HttpError || err instanceof RequestValidationError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(415, MESSAGES.notMultipart);
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, MESSAGES.tooManyFiles(maxFiles));
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, MESSAGES.tooManyFields);
  }
  // busboy's own errors (a cut or malformed body) carry no status: the request is at fault.
  const status = (err as { statusCode?: number }).statusCode;
  if (status === undefined || status === 400) {
    return new HttpError(400, MESSAGES.brokenMultipart);
  }
  return err;
}

/**
 * Reads what the client still sends after a refusal, discarding it (files stop at the size
 * limit), so the answer reaches a client that is still uploading instead of a reset connection.
 */
async function drain(parts: AsyncIterableIterator<Multipart>): Promise<void> {
  try {
    for await (const part of parts) if (part.type === 'file') part.file.resume();
  } catch {
    // The request is refused already; a broken rest of it changes nothing.
  }
}

async function readImage(
  part: Multipart,
  field: string,
  options: ReceiveOptions,
): Promise<ReceivedImage> {
  if (part.fieldname !== field) {
    if (part.type === 'file') part.file.resume();
    throw invalidField(['body', part.fieldname], MESSAGES.extraForbidden, 'extra_forbidden');
  }
  // The right field as text: a form that lost its file input, or a URL sent instead.
  if (part.type === 'field') throw invalidField(['body', field], MESSAGES.imageExpected);
  const sent = await part.toBuffer();
  if (part.file.truncated) {
    throw new HttpError(413, MESSAGES.fileTooLarge(options.maxBytes));
  }
  const extension = detectImage(sent);
  if (!extension) throw new HttpError(415, MESSAGES.notAnImage);
  // What is stored is the picture re-encoded without its metadata, never the sent bytes.
  const bytes = await cleanImage(sent, extension, options.image);
  return { originalName: displayName(part.filename, extension), extension, bytes };
}

export async function* receiveImages(
  request: FastifyRequest,
  field: string,
  options: ReceiveOptions,
): AsyncGenerator<ReceivedImage> {
  const parts = request.parts({ limits: { files: options.maxFiles } });
  let received = 0;
  // After a parser failure nothing more can be read (a further next() might wait forever).
  let parserFailed = false;
  let finished = false;
  try {
    while (true) {
      let next: IteratorResult<Multipart>;
      let image: ReceivedImage;
      try {
        next = await parts.next();
        if (next.done) break;
        image = await readImage(next.value, field, options);
      } catch (err) {
        parserFailed = !(err instanceof HttpError || err instanceof RequestValidationError);
        throw translate(err, options.maxFiles);
      }
      received += 1;
      yield image;
    }
    finished = true;
  } finally {
    if (!finished && !parserFailed) await drain(parts);
  }
  if (received === 0) throw invalidField(['body', field], MESSAGES.required, 'missing');
}
