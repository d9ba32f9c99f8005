/** Uploads (spec 7, issue 4). */
import { type Static, Type } from 'typebox';
import { strict } from './common';

export const UPLOAD_FILES_MAX = 5;
export const ORIGINAL_NAME_MAX = 255;

/** POST /upload/single (field `file`); /upload/multiple (field `files`) answers a list of these. */
export const UploadResult = Type.Object({
  /** Absolute path on the API's origin: `/api/v1/upload/files/{filename}`. */
  url: Type.String({ description: '/api/v1/upload/files/{filename}' }),
  /** Server-chosen random name with the extension of the detected image type. */
  filename: Type.String({ description: 'Случайное имя, выбранное сервером' }),
  /** The name the browser sent, for display only. */
  original_name: Type.String({ description: 'Имя файла у отправителя, только для показа' }),
  /** Bytes stored. */
  size: Type.Integer({ description: 'Байт сохранено' }),
});
export type UploadResult = Static<typeof UploadResult>;
export const UploadResults = Type.Array(UploadResult, { maxItems: UPLOAD_FILES_MAX });

/**
 * Checked again by the handlers against the exact pattern, so a name that is not ours answers
 * 404 before any file system call (a schema failure would be a 422 naming the pattern).
 */
export const FilenameParams = Type.Object(
  { filename: Type.String({ maxLength: 64, description: '<32 hex>.(jpg|png|webp|gif)' }) },
  strict,
);

/** A size of an upload (issue 21): `/files/{filename}/{size}`, size '480.webp'. */
export const DerivativeParams = Type.Object(
  {
    filename: Type.String({ maxLength: 64, description: '<32 hex>.(jpg|png|webp|gif)' }),
    size: Type.String({
      maxLength: 16,
      description: '<ширина>.<формат>: ширина из IMAGE_WIDTHS (160…1200), формат webp или jpg',
    }),
  },
  strict,
);

export const FILES_PREFIX = '/api/v1/upload/files/';
export const fileUrl = (filename: string) => `${FILES_PREFIX}${filename}`;
