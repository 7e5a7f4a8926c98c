import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { readClientBody, readClientBodyWithVersion } from '../contacts/client-body';
import { clientJson, clientListRowJson } from '../contacts/client-json';
import { addClient, deleteClient, updateClient } from '../contacts/save-client';
import type { FirmId } from '../db/firm-scope';
import { listOwnClients } from '../db/queries/client-list';
import { loadOwnClient } from '../db/queries/client-read';
import type { AppEnv } from '../http/app-env';
import { sentVersion } from '../http/edit-version';
import { NotFoundError } from '../http/errors';
import { requireOwnUser } from '../http/own-user';
import { readJson } from '../http/read-input';
import { pathRecordId } from '../http/record-id';
import { ClientListBody, clientUpdateId } from './contact-bodies';
import { IdBody } from './property-bodies';

/** The contact book (seed 000 §7 "Contacts"): listing, get, add, update, delete; all firm-scoped. */
export function contactRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);

  const ownClientJson = async (firmId: FirmId, id: number) => {
    const found = await loadOwnClient(deps.db, firmId, id);
    if (!found) throw new NotFoundError();
    return clientJson(found.client, found.contacts, { properties: found.properties, loginUserId: found.createdByUserId ?? '' });
  };

  return new Hono<AppEnv>()
    .post('/get-all-primary', bearer, async (c) => {
      const session = c.get('session');
      const body = await readJson(c, ClientListBody);
      requireOwnUser(session, body.loginId);
      const { rows, recordCount } = await listOwnClients(deps.db, session.firmId, body);
      return c.json({ records: rows.map(clientListRowJson), recordCount, pageNo: body.pageNo, pageSize: body.pageSize });
    })
    .get('/get-client/:id', bearer, async (c) => c.json(await ownClientJson(c.get('session').firmId, pathRecordId(c, 'id'))))
    .post('/add-client', bearer, async (c) => {
      const session = c.get('session');
      const id = await addClient(deps.db, session, await readClientBody(c), new Date(deps.clock.nowMs()));
      return c.json(await ownClientJson(session.firmId, id));
    })
    .post('/update-client/', bearer, async (c) => {
      const session = c.get('session');
      const { payload, version } = await readClientBodyWithVersion(c);
      const id = clientUpdateId(payload.id);
      await updateClient(deps.db, session, { id, version: sentVersion(c, version) }, payload, new Date(deps.clock.nowMs()));
      return c.json(await ownClientJson(session.firmId, id));
    })
    .post('/delete-client/', bearer, async (c) => {
      const { id } = await readJson(c, IdBody);
      await deleteClient(deps.db, c.get('session'), id, new Date(deps.clock.nowMs()));
      return c.json(true);
    });
}
