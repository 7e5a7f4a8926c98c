import { clientListFields } from '../../domain/contact/list-fields';
import { messages } from '../../domain/messages';
import { validateNewAgent } from '../../domain/stakeholder-agent-rules';
import { toNewAgentForm, type AgentPayload } from '../../domain/stakeholder-schema';
import { normaliseUen } from '../../domain/uen';
import { newPersonColumns } from '../contacts/prepare-client';
import type { Database } from '../db/database';
import { lockOwnClient } from '../db/queries/client-read';
import { insertClient, insertContacts } from '../db/queries/client-store';
import type { Session } from '../http/app-env';
import { BadRequestError, NotFoundError } from '../http/errors';
import { partyEvent, slotOf } from './party-event';
import { changeProperty, type PartiesWrite } from './property-change';

/** '0' the buyer's agent, '1' the seller's (seed 000 §7). */
export type AgentFlag = '0' | '1';

const agentRole = (flag: AgentFlag) => (flag === '0' ? 'buyerAgent' : 'sellerAgent');

/** link-agent-to-property: one of the firm's estate agencies becomes the buyer's or seller's agent. */
export async function linkAgent(
  db: Database,
  write: PartiesWrite,
  request: { propertyId: number; clientId: number; flag: AgentFlag },
): Promise<void> {
  const { author } = write;
  const { firmId } = author;
  await changeProperty(db, write, request.propertyId, async ({ tx, property, setParties }) => {
    const agent = await lockOwnClient(tx, firmId, request.clientId);
    if (!agent) throw new NotFoundError();
    if (agent.isAgent !== '1') throw new BadRequestError([messages.agentNotAnAgent], messages.agentNotAnAgent);
    const role = agentRole(request.flag);
    await setParties({ [slotOf(role)]: agent.id });
    return partyEvent(tx, firmId, role, property[slotOf(role)], agent.id);
  });
}

/** add-agent-to-property: a new estate agency (with its salespersons) created and assigned together. */
export async function addAgent(
  db: Database,
  write: PartiesWrite<Session>,
  request: { propertyId: number; flag: AgentFlag; payload: AgentPayload },
): Promise<void> {
  const { author: session, now } = write;
  const { payload } = request;
  const problems = validateNewAgent(toNewAgentForm(payload));
  if (problems.length > 0) throw new BadRequestError(problems);
  const persons = payload.clientContacts.map(newPersonColumns);
  const own = {
    clientCategory: '0',
    compName: payload.compName.trim(),
    contactNo: '',
    blkNo: '',
    roadName: '',
    storeyNo: '',
    unitNo: '',
    postal: '',
  };
  await changeProperty(db, write, request.propertyId, async ({ tx, property, setParties }) => {
    const id = await insertClient(tx, {
      ...own,
      ...clientListFields({ ...own, clientContacts: persons }),
      firmId: session.firmId,
      uenNo: normaliseUen(payload.uenNo),
      isAgent: '1',
      estateAgentCeaLicenceNo: payload.estateAgentCEALicenceNo.trim().toUpperCase(),
      agencyAddress: payload.address.trim(),
      createdFromPropertyId: request.propertyId,
      createdBy: session.userPk,
      createdAt: now,
      updatedAt: now,
    });
    await insertContacts(tx, id, persons);
    const role = agentRole(request.flag);
    await setParties({ [slotOf(role)]: id });
    return partyEvent(tx, session.firmId, role, property[slotOf(role)], id);
  });
}

/** remove-assigned-client for an agent: agents may go whatever else is on the property. */
export async function unassignAgent(db: Database, write: PartiesWrite, request: { propertyId: number; flag: AgentFlag }): Promise<void> {
  const { author } = write;
  const { propertyId, flag } = request;
  await changeProperty(db, write, propertyId, async ({ tx, property, setParties }) => {
    const role = agentRole(flag);
    await setParties({ [slotOf(role)]: null });
    return partyEvent(tx, author.firmId, role, property[slotOf(role)], null);
  });
}
