import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UPLOAD_FILES_MAX, UploadResult, UploadResults } from '@storefront/shared/contract/uploads';
import { Type } from 'typebox';
import { currentUser } from '../../../../plugins/app/auth.ts';
import * as multipart from '../../../../plugins/external/multipart.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['catalog'];
const errors = errorResponses(400, 401, 403, 413, 415, 422);
const File = Type.Unsafe<unknown>({ type: 'string', format: 'binary' });
/**
 * The form, for OpenAPI (swagger-ui then offers a file picker) and nothing else: the handler
 * reads the multipart stream itself, so the body is never validated against it.
 */
const documentedForm = (field: string, many: boolean) => ({
  body: Type.Object({ [field]: many ? Type.Array(File, { maxItems: UPLOAD_FILES_MAX }) : File }),
  consumes: ['multipart/form-data'],
});
const notValidated = () => () => true;
const RULES =
  'Только JPEG, PNG, WebP и GIF, определённые по содержимому файла (не по имени и не по ' +
  'Content-Type); имя на сервере случайное.';

const receive: FastifyPluginAsyncTypebox = async (fastify) => {
  // Scoped here: no other route of the API takes a multipart body.
  await fastify.register(multipart.default, multipart.autoConfig(fastify));
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.post(
    '/single',
    {
      schema: {
        tags,
        summary: 'Загрузить изображение (поле file)',
        description: RULES,
        ...documentedForm('file', false),
        security,
        response: { 201: UploadResult, ...errors },
      },
      validatorCompiler: notValidated,
    },
    async (request, reply) => {
      const images = fastify.uploads.receive(request, 'file', 1);
      const [result] = await fastify.uploads.store(currentUser(request), images, request.ip);
      // The receiving answers 422 when no file came, so there is exactly one result here.
      return reply.code(201).send(result as UploadResult);
    },
  );

  fastify.post(
    '/multiple',
    {
      schema: {
        tags,
        summary: `Загрузить до ${UPLOAD_FILES_MAX} изображений (поле files)`,
        description: `${RULES} Сохраняются все файлы запроса или ни одного.`,
        ...documentedForm('files', true),
        security,
        response: { 201: UploadResults, ...errors },
      },
      validatorCompiler: notValidated,
    },
    async (request, reply) => {
      const images = fastify.uploads.receive(request, 'files', UPLOAD_FILES_MAX);
      const results = await fastify.uploads.store(currentUser(request), images, request.ip);
      return reply.code(201).send(results);
    },
  );
};

export default receive;
