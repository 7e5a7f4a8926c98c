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
import { NotFoundError } from '../http/errors';
import { chosenFile, MULTIPART_OVERHEAD_BYTES, readMultipart } from '../http/multipart';
import { requireOwnUser } from '../http/own-user';
import { parseOrThrow } from '../http/read-input';
import { USER_FILE_HEADERS } from '../http/security-headers';
import { detectImageType, LOGO_CONTENT_TYPES, LOGO_EXTENSIONS, type LogoImageType } from '../services/files/image-type';
import { removeQuietly } from '../services/files/remove-quietly';
import { undoWritesOnFailure } from '../services/files/undo-writes-on-failure';

const UploadFields = v.object({ userId: v.pipe(v.string(), v.maxLength(100)) });

const EXTENSION_TYPES: Record<string, LogoImageType> = { png: 'png', jpg: 'jpeg', gif: 'gif' };

/** The firm's logo (seed 002 §2.9): upload replaces it, get-logo serves it. */
export function logoRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);
  const tooLarge = (c: Context) => c.json({ errormsg: messages.logoTooLarge, errors: [`logoFile: ${messages.logoTooLarge}`] }, 400);

  return (
    new Hono<AppEnv>()
      // The cap refuses a huge upload by its Content-Length, or once the stream passes it, before it is buffered whole.
      .post('/upload-logo', bearer, bodyLimit({ maxSize: LOGO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, onError: tooLarge }), async (c) => {
        const form = await readMultipart(c);
        const session = c.get('session');
        requireOwnUser(session, parseOrThrow(UploadFields, { userId: form.userId }).userId);

        const file = chosenFile(form, 'logoFile');
        if (!file) {
          return c.json({ errormsg: messages.fileNotSelected, errors: [`logoFile: ${messages.fileNotSelected}`] }, 400);
        }
        if (file.size > LOGO_MAX_BYTES) return tooLarge(c);
        const bytes = new Uint8Array(await file.arrayBuffer());
        const type = detectImageType(bytes);
        if (!type) return c.json({ errormsg: messages.logoNotImage, errors: [`logoFile: ${messages.logoNotImage}`] }, 400);

        const firm = await findOwnFirm(deps.db, session.firmId);
        if (!firm) throw new NotFoundError();
        // If the firm's row cannot take the new logo it still names the old one, and the new file goes again.
        const { stored, previous } = await undoWritesOnFailure(deps.files, async (write) => {
          const written = await write('logos', firm.acctId, LOGO_EXTENSIONS[type], bytes);
          return { stored: written, previous: await replaceFirmLogo(deps.db, session.firmId, session.userPk, written, new Date(deps.clock.nowMs())) };
        });
        if (previous && previous !== stored) await removeQuietly(deps, previous, 'the previous logo file');
        return c.json({ message: messages.logoUploaded });
      })
      .get('/get-logo', bearer, async (c) => {
        const firm = await findOwnFirm(deps.db, c.get('session').firmId);
        const bytes = firm?.logoPath ? await deps.files.read(firm.logoPath) : null;
        const type = firm?.logoPath ? EXTENSION_TYPES[firm.logoPath.split('.').pop() ?? ''] : undefined;
        // No logo yet is a normal state of a firm, not an error: nothing to show.
        if (!bytes || !type) return c.body(null, 204, { 'Cache-Control': 'no-store' });
        return c.body(bytes.slice().buffer, 200, { 'Content-Type': LOGO_CONTENT_TYPES[type], 'Cache-Control': 'no-store', ...USER_FILE_HEADERS });
      })
  );
}
