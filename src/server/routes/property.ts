import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { components } from '../../api/schema.gen';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { todayBy } from '../clock';
import type { FirmId } from '../db/firm-scope';
import { loadOwnProperty } from '../db/queries/property-read';
import type { AppEnv } from '../http/app-env';
import { sentVersion, tagVersion } from '../http/edit-version';
import { BadRequestError, NotFoundError } from '../http/errors';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { readJson } from '../http/read-input';
import { pathRecordId, RecordIdSchema } from '../http/record-id';
import { deleteProperty } from '../property/delete-property';
import { readPropertyBody } from '../property/property-body';
import { propertyJson } from '../property/property-json';
import { addProperty, updateProperty } from '../property/save-property';
import { validatePropertyWrite } from '../property/validate-write';
import { settleDueSignings } from '../services/signing/start-signing';
import { IdBody } from './property-bodies';

/** A property case file: add (also duplicate), get, update, delete, S.65 signing state (seed 000 §7). */
export function propertyRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);

  const ownPropertyJson = async (firmId: FirmId, id: number) => {
    const found = await loadOwnProperty(deps.db, firmId, id);
    if (!found) throw new NotFoundError();
    return propertyJson(found);
  };

  return new Hono<AppEnv>()
    .post('/add-property', bearer, async (c) => {
      const session = c.get('session');
      const today = todayBy(deps.clock);
      const prepared = await validatePropertyWrite(deps.db, await readPropertyBody(c), today);
      const when = { now: new Date(deps.clock.nowMs()), year: Number(today.slice(0, 4)) };
      const id = await addProperty(deps.db, session, prepared, when, idempotencyKeyOf(c));
      return versioned(c, await ownPropertyJson(session.firmId, id));
    })
    .get('/get-property/:id', bearer, async (c) => {
      const session = c.get('session');
      const id = pathRecordId(c, 'id');
      // DSS signatures that have come back since the last read land as signed copies before the property is shown.
      await settleDueSignings(deps, session.firmId, id);
      return versioned(c, await ownPropertyJson(session.firmId, id));
    })
    .get('/get-signature/:id', bearer, async (c) => {
      const property = await ownPropertyJson(c.get('session').firmId, pathRecordId(c, 'id'));
      return c.json({
        propertyId: property.id,
        s65SellerLawyerSigned: property.s65SellerLawyerSigned ?? false,
        s65BuyerLawyerSigned: property.s65BuyerLawyerSigned ?? false,
        signedDocuments: (property.propertyDocument ?? []).filter(
          (document) => document.documentModule === 's65' && document.documentType === 'UPLOAD' && document.uploadType === 'SIGNED',
        ),
      });
    })
    .post('/update-property', bearer, async (c) => {
      const session = c.get('session');
      const body = await readPropertyBody(c);
      const id = updateId(body.payload.id);
      const version = sentVersion(c, body.version);
      const prepared = await validatePropertyWrite(deps.db, body, todayBy(deps.clock));
      await updateProperty(deps.db, session, { id, version }, prepared, new Date(deps.clock.nowMs()));
      return versioned(c, await ownPropertyJson(session.firmId, id));
    })
    .post('/delete-property/', bearer, async (c) => {
      const { id } = await readJson(c, IdBody);
      await deleteProperty(deps.db, c.get('session'), id, new Date(deps.clock.nowMs()));
      return c.json(true);
    });
}

/** A case as read: its edit version in the body and as the ETag. */
function versioned(c: Context<AppEnv>, property: components['schemas']['Property']): Response {
  tagVersion(c, property.version);
  return c.json(property);
}

/** update-property names its property by `id`: a number, or digits as the client may echo them. */
function updateId(raw: number | string | undefined): number {
  const value = typeof raw === 'string' && /^\d{1,10}$/.test(raw.trim()) ? Number(raw) : raw;
  const parsed = v.safeParse(RecordIdSchema, value);
  if (!parsed.success) throw new BadRequestError(['id: not a record id']);
  return parsed.output;
}
