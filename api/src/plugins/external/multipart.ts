import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import { UPLOAD_FILES_MAX } from '@storefront/shared/contract/uploads';
import type { FastifyInstance } from 'fastify';

/**
 * multipart/form-data for the upload calls only: routes/api/v1/upload registers it in its own
 * scope, so no other route accepts a multipart body. busboy stops reading a file at the size
 * limit and marks it truncated; the handler answers 413 then (plugins/app/uploads).
 */
export default multipart;

export const autoConfig = (fastify: FastifyInstance): FastifyMultipartOptions => ({
  throwFileSizeLimit: false,
  limits: {
    fileSize: fastify.config.uploads.maxBytes,
    files: UPLOAD_FILES_MAX,
    // No text fields are expected; a few are read only to answer them with a clear 422.
    fields: 5,
    fieldSize: 1024,
    fieldNameSize: 100,
    parts: UPLOAD_FILES_MAX + 5,
    headerPairs: 50,
  },
});
