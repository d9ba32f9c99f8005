/**
 * A product shows only files our upload calls stored: its image URLs must be exactly
 * `/api/v1/upload/files/<server name>` of a recorded upload. Anything else (another site, a
 * data: URL, a made-up name) is a 422, so a product can never make the shop load foreign
 * content. The rows of the files are share-locked, so a concurrent delete waits and then sees
 * the product (see uploads.ts).
 */

import { FILES_PREFIX } from '@storefront/shared/contract/uploads';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { type FieldIssue, RequestValidationError } from '../../../lib/http-errors.ts';
import { STORED_NAME } from '../../../lib/image-types.ts';
import type { UploadsRepository } from '../uploads/uploads-repository.ts';

export interface ImageInput {
  logo?: string;
  images?: string[];
}

export interface ImageFiles {
  logoFile?: string;
  imageFiles?: string[];
}

function fileOf(url: string): string | null {
  if (!url.startsWith(FILES_PREFIX)) return null;
  const name = url.slice(FILES_PREFIX.length);
  return STORED_NAME.test(name) ? name : null;
}

/** The stored names behind the URLs, or a 422 naming each URL that is not one of ours. */
export async function resolveImages(
  input: ImageInput,
  uploads: UploadsRepository,
  tx: Db,
): Promise<ImageFiles> {
  const given: { loc: (string | number)[]; url: string }[] = [];
  if (input.logo !== undefined) given.push({ loc: ['body', 'logo_image'], url: input.logo });
  for (const [i, url] of (input.images ?? []).entries()) {
    given.push({ loc: ['body', 'images', i], url });
  }
  const names = given.map((g) => fileOf(g.url));
  const known = await uploads.lockExisting(
    names.filter((n): n is string => n !== null),
    tx,
  );
  const issues: FieldIssue[] = [];
  for (const [i, g] of given.entries()) {
    const name = names[i];
    if (!name) issues.push({ loc: g.loc, msg: MESSAGES.imageNotOurs, type: 'value_error' });
    else if (!known.has(name))
      issues.push({ loc: g.loc, msg: MESSAGES.imageMissing, type: 'value_error' });
  }
  if (issues.length > 0) throw new RequestValidationError(issues);
  const files = names as string[];
  const result: ImageFiles = {};
  if (input.logo !== undefined) result.logoFile = files.shift();
  if (input.images !== undefined) result.imageFiles = files;
  return result;
}
