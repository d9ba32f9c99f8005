import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DerivativeParams, FilenameParams } from '@storefront/shared/contract/uploads';
import { parseDerivative } from '@storefront/shared/images';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { MESSAGES } from '../../../../i18n/messages.ts';
import { notFound } from '../../../../lib/http-errors.ts';
import { derivativeName } from '../../../../lib/image-encoding.ts';
import { STORED_NAME } from '../../../../lib/image-types.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { publicSchema, taggedTexts, tokenSchema } from '../../../../schemas/route-schema.ts';

const text = taggedTexts('catalog');
const SIZE = text(
  'Размер изображения: покрывает квадрат ширины w, WebP или JPEG, без метаданных',
  'Делается при первом запросе (обычно уже сделан после загрузки) и больше не меняется.',
);

/**
 * Names are random and a name's bytes never change (a size's neither: issue 21), so browsers may
 * keep a file for a year. (An upload stored before issue 21 is re-encoded once under its name,
 * without its metadata: a browser that kept the old bytes shows the same picture.)
 * The file is only ever a picture: no sniffing, and a policy that runs nothing even when the
 * file is opened on its own.
 */
const FILE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'content-disposition': 'inline',
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
};

/** A stream is sent as is: this only documents the answer. */
const IMAGE = {
  200: Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'Изображение' }),
};

const sendFile = (
  reply: FastifyReply,
  file: { size: number; contentType: string; stream: Readable },
) =>
  reply
    .headers({ ...FILE_HEADERS, 'content-length': String(file.size) })
    .type(file.contentType)
    .send(file.stream);

const files: FastifyPluginAsyncTypebox = async (fastify) => {
  const storage = fastify.fileStorage;

  fastify.get(
    '/:filename',
    {
      schema: publicSchema(
        text('Файл изображения (без авторизации: его показывают теги <img>)'),
        { params: FilenameParams },
        IMAGE,
        404,
        422,
      ),
    },
    async (request, reply) => {
      const { filename } = request.params;
      // A name we could not have produced never reaches the file system.
      const file = STORED_NAME.test(filename) ? await storage.open(filename) : null;
      if (!file) throw notFound(MESSAGES.fileNotFound);
      return sendFile(reply, file);
    },
  );

  fastify.get(
    '/:filename/:size',
    { schema: publicSchema(SIZE, { params: DerivativeParams }, IMAGE, 404, 422) },
    async (request, reply) => {
      const { filename, size } = request.params;
      // Both parts checked against what we make before any file system call; one URL per size
      // ('0480.webp' parses as 480 but is not the name the screens ask for).
      const parsed = STORED_NAME.test(filename) ? parseDerivative(size) : null;
      const derivative = parsed && derivativeName(parsed) === size ? parsed : null;
      const file = derivative ? await fastify.imageSizes.open(filename, derivative) : null;
      if (!file) throw notFound(MESSAGES.fileNotFound);
      return sendFile(reply, file);
    },
  );

  fastify.delete(
    '/:filename',
    {
      onRequest: fastify.requireAdmin,
      schema: tokenSchema(
        text(
          'Удалить файл (администраторы)',
          'Файл, который показывает сохранённый товар, не удаляется (409).',
        ),
        { params: FilenameParams },
        { 204: Type.Null() },
        401,
        403,
        404,
        409,
        422,
      ),
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      await fastify.uploads.remove(viewer, request.params.filename, request.ip);
      return reply.code(204).send(null);
    },
  );
};

export default files;
