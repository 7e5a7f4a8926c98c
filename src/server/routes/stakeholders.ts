import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { messages } from '../../domain/messages';
import { clientSearchProblem } from '../../domain/stakeholder-rules';
import { agentPayloadSchema } from '../../domain/stakeholder-schema';
import { kindOfInfoName, secondaryInfoProblems, secondaryInfoSchema } from '../../domain/stakeholder-secondary';
import type { AppDeps } from '../app-deps';
import { requireBearer } from '../auth/bearer';
import { clientJson } from '../contacts/client-json';
import type { FirmId } from '../db/firm-scope';
import { contactsOf } from '../db/queries/client-read';
import { searchAgentsForAssignment, searchClientsForAssignment } from '../db/queries/client-search';
import { loadOwnProperty } from '../db/queries/property-read';
import type { Client } from '../db/schema';
import type { AppEnv, Session } from '../http/app-env';
import { ifMatchVersion } from '../http/edit-version';
import { BadRequestError, NotFoundError } from '../http/errors';
import { parseOrThrow, readJson } from '../http/read-input';
import { pathRecordId } from '../http/record-id';
import { propertyJson } from '../property/property-json';
import { addAgent, linkAgent, unassignAgent } from '../stakeholders/assign-agent';
import { assignClient, unassignClient } from '../stakeholders/assign-client';
import { assignLawyer, unassignLawyer } from '../stakeholders/assign-lawyer';
import type { PartiesWrite } from '../stakeholders/property-change';
import { assignSecondary, removeSecondary } from '../stakeholders/secondary';
import {
  AddClientToPropertyBody,
  AddLawyerToPropertyBody,
  AssignSecondaryBody,
  pathPicklist,
  pathText,
  readFlaggedJson,
  RemoveAssignedClientBody,
  RemoveAssignedLawyerBody,
  RemoveSecondaryBody,
} from './stakeholder-bodies';

const sideOf = (flag: 'B' | 'S') => (flag === 'B' ? 'buyer' : 'seller');

/**
 * Assigning and unassigning a property's stakeholders (seed 000 §7 "Assignment to a property", seed 001 §7
 * "Stakeholders"). Every change answers the property as get-property does.
 */
export function stakeholderRoutes(deps: AppDeps): Hono<AppEnv> {
  const bearer = requireBearer(deps);
  const now = () => new Date(deps.clock.nowMs());
  /** Who changes the case's parties, now, from the version of them the request's If-Match names. */
  const partiesWrite = (c: Context<AppEnv>): PartiesWrite<Session> => ({ author: c.get('session'), now: now(), seen: ifMatchVersion(c) });

  const ownProperty = async (firmId: FirmId, id: number) => {
    const found = await loadOwnProperty(deps.db, firmId, id);
    if (!found) throw new NotFoundError();
    return found;
  };
  const answerProperty = async (c: Context<AppEnv>, id: number) => c.json(propertyJson(await ownProperty(c.get('session').firmId, id)));

  const searchText = (c: Context<AppEnv>) => {
    const text = pathText(c, 'text');
    const problem = clientSearchProblem(text);
    if (problem) throw new BadRequestError([problem], problem);
    return text;
  };
  const withContacts = async (found: Client[]) => {
    const contacts = await contactsOf(
      deps.db,
      found.map((client) => client.id),
    );
    return found.map((client) => clientJson(client, contacts.get(client.id) ?? []));
  };
  const present = (ids: Array<number | null>) => ids.filter((id): id is number => id !== null);

  return new Hono<AppEnv>()
    .post('/add-client-to-property', bearer, async (c) => {
      const body = await readFlaggedJson(c, AddClientToPropertyBody);
      const request = { propertyId: body.propertyInfoId, clientId: body.clientInfoId, side: sideOf(body.buyersellerFlag) } as const;
      await assignClient(deps.db, partiesWrite(c), request);
      return answerProperty(c, body.propertyInfoId);
    })
    .get('/search-client/:category/:text/:propertyId', bearer, async (c) => {
      const category = pathPicklist(c, 'category', ['0', '1'] as const);
      const text = searchText(c);
      const { firmId } = c.get('session');
      const { property } = await ownProperty(firmId, pathRecordId(c, 'propertyId'));
      const exclude = present([property.buyerId, property.sellerId]);
      return c.json(await withContacts(await searchClientsForAssignment(deps.db, firmId, category, { text, exclude })));
    })
    .get('/search-agent/:text/:propertyId', bearer, async (c) => {
      const text = searchText(c);
      const { firmId } = c.get('session');
      const { property } = await ownProperty(firmId, pathRecordId(c, 'propertyId'));
      const exclude = present([property.buyerAgentId, property.sellerAgentId]);
      return c.json(await withContacts(await searchAgentsForAssignment(deps.db, firmId, { text, exclude })));
    })
    .post('/link-agent-to-property/:propertyId/:clientInfoId/:agentFlag', bearer, async (c) => {
      const propertyId = pathRecordId(c, 'propertyId');
      const request = { propertyId, clientId: pathRecordId(c, 'clientInfoId'), flag: pathPicklist(c, 'agentFlag', ['0', '1'] as const) };
      await linkAgent(deps.db, partiesWrite(c), request);
      return answerProperty(c, propertyId);
    })
    .post('/add-agent-to-property/:propertyId/:agentFlag', bearer, async (c) => {
      const propertyId = pathRecordId(c, 'propertyId');
      const flag = pathPicklist(c, 'agentFlag', ['0', '1'] as const);
      const payload = await readFlaggedJson(c, agentPayloadSchema);
      await addAgent(deps.db, partiesWrite(c), { propertyId, flag, payload });
      return answerProperty(c, propertyId);
    })
    .post('/add-lawyer-to-property', bearer, async (c) => {
      const body = await readJson(c, AddLawyerToPropertyBody);
      await assignLawyer(deps.db, partiesWrite(c), { propertyId: body.propertyInfoId, side: sideOf(body.lawyerFlag), lawyer: body.lawyer });
      return answerProperty(c, body.propertyInfoId);
    })
    .post('/remove-assigned-client', bearer, async (c) => {
      const body = await readFlaggedJson(c, RemoveAssignedClientBody);
      const write = partiesWrite(c);
      if (body.agentFlag !== '') await unassignAgent(deps.db, write, { propertyId: body.propertyInfoId, flag: body.agentFlag });
      else if (body.clientFlag === 'B' || body.clientFlag === 'S')
        await unassignClient(deps.db, write, { propertyId: body.propertyInfoId, side: sideOf(body.clientFlag) });
      else throw new BadRequestError([messages.unassignWhichParty], messages.unassignWhichParty);
      return answerProperty(c, body.propertyInfoId);
    })
    .post('/remove-assigned-lawyer', bearer, async (c) => {
      const body = await readJson(c, RemoveAssignedLawyerBody);
      await unassignLawyer(deps.db, partiesWrite(c), { propertyId: body.propertyInfoId, side: sideOf(body.lawyerFlag) });
      return answerProperty(c, body.propertyInfoId);
    })
    .post('/assign-2nd-stakeholder', bearer, async (c) => {
      const body = await readJson(c, AssignSecondaryBody);
      const { info } = parseOrThrow(v.object({ info: secondaryInfoSchema(body.kind) }), { info: body.info });
      const problems = secondaryInfoProblems(info);
      if (problems.length > 0) throw new BadRequestError(problems);
      await assignSecondary(deps.db, partiesWrite(c), { propertyId: body.propertyInfoId, kind: body.kind, info });
      return answerProperty(c, body.propertyInfoId);
    })
    .post('/remove-assigned-2nd-stakeholder', bearer, async (c) => {
      const body = await readJson(c, RemoveSecondaryBody);
      const kind = kindOfInfoName(body.kind);
      if (!kind) throw new BadRequestError(['kind: not a secondary stakeholder']);
      await removeSecondary(deps.db, partiesWrite(c), { propertyId: body.propertyInfoId, kind });
      return answerProperty(c, body.propertyInfoId);
    });
}
