import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { LOGO_MAX_BYTES } from '../../domain/logo';
import { messages } from '../../domain/messages';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { findOwnFirm, replaceFirmLogo } from '../db/queries/law-firms';
import type { AppEnv } from '../http/app-env';
import { BadRequestError, NotFoundError } from '../http/errors';
import { requireOwnUser } from '../http/own-user';
import { parseOrThrow } from '../http/read-input';
import { detectImageType, LOGO_CONTENT_TYPES, LOGO_EXTENSIONS, type LogoImageType } from '../services/files/image-type';

// Room for the multipart boundaries, headers and the userId field around a logo of the largest size.
const FORM_OVERHEAD_BYTES = 64 * 1024;

const UploadFields = v.object({ userId: v.pipe(v.string(), v.maxLength(100)) });

const EXTENSION_TYPES: Record<string, LogoImageType> = { png: 'png', jpg: 'jpeg', gif: 'gif' };

/** The firm's logo (seed 002 §2.9): upload replaces it, get-logo serves it. */
export function logoRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);
  const tooLarge = (c: Context) => c.json({ errormsg: messages.logoTooLarge, errors: [`logoFile: ${messages.logoTooLarge}`] }, 400);

  return new Hono<AppEnv>()
    // The cap refuses a huge upload by its Content-Length, or once the stream passes it, before it is buffered whole.
    .post('/upload-logo', bearer, bodyLimit({ maxSize: LOGO_MAX_BYTES + FORM_OVERHEAD_BYTES, onError: tooLarge }), async (c) => {
      const form = await readForm(c);
      const session = c.get('session');
      requireOwnUser(session, parseOrThrow(UploadFields, { userId: form.userId }).userId);

      const file = form.logoFile;
      // Not instanceof File: the parsed parts may come from another realm's File class (undici).
      if (file === undefined || typeof file === 'string' || (file.size === 0 && file.name === '')) {
        return c.json({ errormsg: messages.fileNotSelected, errors: [`logoFile: ${messages.fileNotSelected}`] }, 400);
      }
      if (file.size > LOGO_MAX_BYTES) return tooLarge(c);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = detectImageType(bytes);
      if (!type) return c.json({ errormsg: messages.logoNotImage, errors: [`logoFile: ${messages.logoNotImage}`] }, 400);

      const firm = await findOwnFirm(deps.db, session.firmId);
      if (!firm) throw new NotFoundError();
      const stored = await deps.files.write('logos', firm.acctId, LOGO_EXTENSIONS[type], bytes);
      let previous: string | null;
      try {
        previous = await replaceFirmLogo(deps.db, session.firmId, stored);
      } catch (error) {
        // The row still names the old logo, so the new file would be an orphan.
        await deps.files.remove(stored);
        throw error;
      }
      if (previous && previous !== stored) await removeQuietly(deps, previous);
      return c.json({ message: messages.logoUploaded });
    })
    .get('/get-logo', bearer, async (c) => {
      const firm = await findOwnFirm(deps.db, c.get('session').firmId);
      const bytes = firm?.logoPath ? await deps.files.read(firm.logoPath) : null;
      const type = firm?.logoPath ? EXTENSION_TYPES[firm.logoPath.split('.').pop() ?? ''] : undefined;
      // No logo yet is a normal state of a firm, not an error: nothing to show.
      if (!bytes || !type) return c.body(null, 204, { 'Cache-Control': 'no-store' });
      return c.body(bytes.slice().buffer, 200, { 'Content-Type': LOGO_CONTENT_TYPES[type], 'Cache-Control': 'no-store' });
    });
}

/** The multipart fields; a body that is not multipart form data is a 400 like any other bad input. */
async function readForm(c: Context<AppEnv>): Promise<Record<string, string | File>> {
  if (!(c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new BadRequestError(['body: expected multipart/form-data']);
  }
  try {
    const fields = await c.req.parseBody();
    return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string | File] => !Array.isArray(entry[1])));
  } catch {
    throw new BadRequestError(['body: not valid multipart/form-data']);
  }
}

/** The new logo is in place; failing to delete the old file only leaves litter, not a broken firm. */
async function removeQuietly(deps: AppDeps, relativePath: string): Promise<void> {
  try {
    await deps.files.remove(relativePath);
  } catch (error) {
    deps.logger.error('could not remove the previous logo file', error);
  }
}
