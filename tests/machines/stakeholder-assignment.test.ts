import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { stakeholderAssignmentMachine } from '../../machines/stakeholder-assignment.machine';
import {
  AGENT_MATCHES,
  ALL_ASSIGNED,
  CLIENT_ASSIGNED,
  CLIENT_MATCHES,
  FIRM_DETAILS,
  FIRMS_FOUND,
  NEW_AGENCY_PATCH,
  NEW_LAWYER,
  NO_FIRMS,
  NOBODY_ASSIGNED,
  SALESPERSONS,
} from '../../machines/stakeholder-assignment.samples';
import type { AssignmentPropertyFacts, AssignmentRequest, StakeholderAssignmentInput } from '../../machines/stakeholder-assignment.types';
import { ApiError } from '../../src/api/errors';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

type Answers = Partial<Record<ActorName, (input: unknown) => Promise<unknown>>>;
type ActorName =
  | 'searchClients'
  | 'addClient'
  | 'searchLawFirms'
  | 'loadFirmUsers'
  | 'addLawyer'
  | 'searchAgents'
  | 'linkAgent'
  | 'searchSalespersons'
  | 'addAgent'
  | 'removeClient'
  | 'removeLawyer';

const DEFAULT_ANSWERS: Record<ActorName, unknown> = {
  searchClients: CLIENT_MATCHES,
  addClient: { id: 101 },
  searchLawFirms: FIRMS_FOUND,
  loadFirmUsers: FIRM_DETAILS,
  addLawyer: { id: 101 },
  searchAgents: AGENT_MATCHES,
  linkAgent: { id: 101 },
  searchSalespersons: SALESPERSONS,
  addAgent: { id: 101 },
  removeClient: { id: 101 },
  removeLawyer: { id: 101 },
};

/** The machine with fake calls that record what they were asked; `answers` replaces single replies. */
function start(property: AssignmentPropertyFacts, request: AssignmentRequest, answers: Answers = {}) {
  const calls: Partial<Record<ActorName, unknown[]>> = {};
  const fake = (name: ActorName) =>
    fromPromise<never, unknown>(({ input }) => {
      (calls[name] ??= []).push(input);
      const answer = answers[name];
      return (answer ? answer(input) : Promise.resolve(DEFAULT_ANSWERS[name])) as Promise<never>;
    });
  const names = Object.keys(DEFAULT_ANSWERS) as ActorName[];
  const machine = stakeholderAssignmentMachine.provide({ actors: Object.fromEntries(names.map((name) => [name, fake(name)])) });
  const input: StakeholderAssignmentInput = { property, request };
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

type Actor = ReturnType<typeof start>['actor'];

const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
const finished = (actor: Actor) => waitFor(actor, (snapshot) => snapshot.status === 'done');
const notice = (actor: Actor) => actor.getSnapshot().context.notice;

async function search(actor: Actor, text: string) {
  actor.send({ type: 'assign.text', text });
  actor.send({ type: 'assign.search' });
  return settled(actor);
}

describe('stakeholder assignment machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('stakeholder-assignment'));
  });

  describe('client (buyer or seller)', () => {
    it("a search under 3 characters warns 'Enter min 3 characters' and asks nothing", () => {
      const { actor, calls } = start(NOBODY_ASSIGNED, { action: 'assign', role: 'buyer' });
      actor.send({ type: 'assign.text', text: ' Ta ' });
      actor.send({ type: 'assign.search' });
      expect(notice(actor)).toEqual({ message: messages.enterMinThreeCharacters, tone: 'warning' });
      expect(calls.searchClients).toBeUndefined();
    });

    it('searches the chosen category and lists the contacts found', async () => {
      const { actor, calls } = start(NOBODY_ASSIGNED, { action: 'assign', role: 'buyer' });
      actor.send({ type: 'assign.category', category: '1' });
      const listed = await search(actor, ' Tan ');
      expect(calls.searchClients).toEqual([{ category: '1', text: 'Tan', propertyId: 101 }]);
      expect(listed.context.clients).toEqual(CLIENT_MATCHES);
      expect(listed.context.notice).toBeNull();
    });

    it('switching the category clears the results and the pick', async () => {
      const { actor } = start(NOBODY_ASSIGNED, { action: 'assign', role: 'seller' });
      await search(actor, 'Tan');
      actor.send({ type: 'assign.pick', id: 7 });
      actor.send({ type: 'assign.category', category: '1' });
      expect(actor.getSnapshot().context).toMatchObject({ category: '1', clients: null, pickedId: null });
    });

    it("Save without a pick warns 'Please choose at least one contact info.'", async () => {
      const { actor, calls } = start(NOBODY_ASSIGNED, { action: 'assign', role: 'buyer' });
      await search(actor, 'Tan');
      actor.send({ type: 'assign.save' });
      expect(notice(actor)).toEqual({ message: messages.chooseAtLeastOneContact, tone: 'warning' });
      expect(calls.addClient).toBeUndefined();
    });

    it('only a listed contact can be picked', async () => {
      const { actor } = start(NOBODY_ASSIGNED, { action: 'assign', role: 'buyer' });
      await search(actor, 'Tan');
      expect(actor.getSnapshot().can({ type: 'assign.pick', id: 99 })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'assign.pick', id: 8 })).toBe(true);
    });

    it.each([
      ['buyer', 'B'],
      ['seller', 'S'],
    ] as const)('the picked contact is assigned as %s with the seed fields', async (role, side) => {
      const { actor, calls } = start(NOBODY_ASSIGNED, { action: 'assign', role });
      await search(actor, 'Tan');
      actor.send({ type: 'assign.pick', id: 8 });
      actor.send({ type: 'assign.save' });
      await finished(actor);
      expect(calls.addClient).toEqual([{ propertyInfoId: 101, clientFlag: 'B', clientInfoId: 8, buyersellerFlag: side }]);
      expect(actor.getSnapshot().output).toEqual({ outcome: 'changed' });
    });

    it('a failed save shows why and keeps the pick for another try', async () => {
      const refusal = new ApiError(409, messages.clientAlreadyOnProperty);
      const { actor } = start(NOBODY_ASSIGNED, { action: 'assign', role: 'buyer' }, { addClient: () => Promise.reject(refusal) });
      await search(actor, 'Tan');
      actor.send({ type: 'assign.pick', id: 7 });
      actor.send({ type: 'assign.save' });
      const failed = await settled(actor);
      expect(failed.context).toMatchObject({ notice: { message: messages.clientAlreadyOnProperty, tone: 'error' }, pickedId: 7 });
      expect(failed.matches({ client: 'idle' })).toBe(true);
    });

    it('Cancel ends without a change', () => {
      const { actor } = start(NOBODY_ASSIGNED, { action: 'assign', role: 'buyer' });
      actor.send({ type: 'assign.cancel' });
      expect(actor.getSnapshot().output).toEqual({ outcome: 'cancelled' });
    });
  });

  describe('lawyer', () => {
    it("is refused before the client side has its party: 'Please assign Buyer or Seller as Client first', no modal", () => {
      const { actor } = start({ ...CLIENT_ASSIGNED, clientFlag: 'S' }, { action: 'assign', role: 'sellerLawyer' });
      const snapshot = actor.getSnapshot();
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual({ outcome: 'cancelled' });
      expect(snapshot.context.notice).toEqual({ message: messages.assignClientFirst, tone: 'warning' });
    });

    it('opens once the client is set, on either side', () => {
      for (const role of ['buyerLawyer', 'sellerLawyer'] as const) {
        expect(start(CLIENT_ASSIGNED, { action: 'assign', role }).actor.getSnapshot().matches({ lawyer: 'firmSearch' })).toBe(true);
      }
    });

    it("a firm name matching nothing says 'No match lawfirm name found…'", async () => {
      const { actor, calls } = start(CLIENT_ASSIGNED, { action: 'assign', role: 'buyerLawyer' }, { searchLawFirms: () => Promise.resolve(NO_FIRMS) });
      const answered = await search(actor, 'Nobody & Co');
      expect(calls.searchLawFirms).toEqual([{ acctName: 'Nobody & Co' }]);
      expect(answered.context).toMatchObject({ firms: [], notice: { message: messages.noMatchLawFirm, tone: 'warning' } });
    });

    it('Search needs a firm name', () => {
      const { actor } = start(CLIENT_ASSIGNED, { action: 'assign', role: 'buyerLawyer' });
      expect(actor.getSnapshot().can({ type: 'assign.search' })).toBe(false);
    });

    it("Save before a user is chosen warns 'Please select lawyer information from table listing'", async () => {
      const { actor, calls } = start(CLIENT_ASSIGNED, { action: 'assign', role: 'buyerLawyer' });
      actor.send({ type: 'assign.save' });
      expect(notice(actor)).toEqual({ message: messages.selectLawyerFromTable, tone: 'warning' });
      await search(actor, 'Rajah');
      actor.send({ type: 'firm.pick', acctId: 'RP0003' });
      await settled(actor);
      actor.send({ type: 'assign.save' });
      expect(notice(actor)).toEqual({ message: messages.selectLawyerFromTable, tone: 'warning' });
      expect(calls.addLawyer).toBeUndefined();
    });

    it("assigns the picked firm user with the firm's name and address", async () => {
      const { actor, calls } = start(CLIENT_ASSIGNED, { action: 'assign', role: 'sellerLawyer' });
      await search(actor, 'Rajah');
      actor.send({ type: 'firm.pick', acctId: 'RP0003' });
      const users = await settled(actor);
      expect(calls.loadFirmUsers).toEqual([{ accountId: 'RP0003' }]);
      expect(users.matches({ lawyer: 'firmUsers' })).toBe(true);
      actor.send({ type: 'firm.pickUser', userid: 'rp.user6' });
      actor.send({ type: 'assign.save' });
      await finished(actor);
      expect(calls.addLawyer).toEqual([
        {
          propertyInfoId: 101,
          lawyerFlag: 'S',
          lawyer: {
            userId: 'rp.user6',
            firstName: 'Wen Jie',
            lastName: 'Goh',
            email: 'user6@rajah.com.sg',
            contact: '65351005',
            lawfirmName: 'Rajah & Partners LLP',
            address1: '9 Straits View, #06-07',
            address2: 'Marina One West Tower',
            postalCode: '018937',
          },
        },
      ]);
    });

    it('Back from the users returns to the firms with the firm forgotten', async () => {
      const { actor } = start(CLIENT_ASSIGNED, { action: 'assign', role: 'buyerLawyer' });
      await search(actor, 'Rajah');
      actor.send({ type: 'firm.pick', acctId: 'RP0003' });
      await settled(actor);
      actor.send({ type: 'assign.back' });
      expect(actor.getSnapshot().matches({ lawyer: 'firmSearch' })).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ firm: null, firms: FIRMS_FOUND.accountList });
    });

    it('a blank new lawyer lists every lawyer-create message in the error alert', () => {
      const { actor, calls } = start(CLIENT_ASSIGNED, { action: 'assign', role: 'buyerLawyer' });
      actor.send({ type: 'assign.create' });
      actor.send({ type: 'assign.save' });
      const snapshot = actor.getSnapshot();
      expect(snapshot.hasTag('problems')).toBe(true);
      expect(snapshot.context.problems).toEqual([
        messages.lawFirmNameEmpty,
        messages.firstNameEmpty,
        messages.lastNameEmpty,
        messages.emailEmpty,
        messages.lawyerContactEmpty,
        messages.addressEmpty,
        messages.postalCodeEmpty,
      ]);
      expect(calls.addLawyer).toBeUndefined();
      actor.send({ type: 'assign.dismiss' });
      expect(actor.getSnapshot().matches({ lawyer: 'creating' })).toBe(true);
    });

    it('a postal code that is not 6 digits is refused with the seed message', () => {
      const { actor } = start(CLIENT_ASSIGNED, { action: 'assign', role: 'buyerLawyer' });
      actor.send({ type: 'assign.create' });
      actor.send({ type: 'lawyer.change', patch: { ...NEW_LAWYER, postalCode: '4861' } });
      actor.send({ type: 'assign.save' });
      expect(actor.getSnapshot().context.problems).toEqual([messages.postalCodeNotSixDigits]);
    });

    it('a complete new lawyer is sent trimmed as the lawyer of the side', async () => {
      const { actor, calls } = start(CLIENT_ASSIGNED, { action: 'assign', role: 'buyerLawyer' });
      actor.send({ type: 'assign.create' });
      actor.send({ type: 'lawyer.change', patch: { ...NEW_LAWYER, firstName: ' Kok Leong ' } });
      actor.send({ type: 'assign.save' });
      await finished(actor);
      expect(calls.addLawyer).toEqual([{ propertyInfoId: 101, lawyerFlag: 'B', lawyer: NEW_LAWYER }]);
    });

    it("the server's 400 messages show in the same alert; its 409 shows as an error toast", async () => {
      const badRequest = new ApiError(400, messages.badRequest, [messages.lawyerEmailInvalid]);
      const first = start(CLIENT_ASSIGNED, { action: 'assign', role: 'buyerLawyer' }, { addLawyer: () => Promise.reject(badRequest) });
      first.actor.send({ type: 'assign.create' });
      first.actor.send({ type: 'lawyer.change', patch: NEW_LAWYER });
      first.actor.send({ type: 'assign.save' });
      expect((await settled(first.actor)).context.problems).toEqual([messages.lawyerEmailInvalid]);

      const conflict = new ApiError(409, messages.assignClientFirst);
      const second = start(CLIENT_ASSIGNED, { action: 'assign', role: 'buyerLawyer' }, { addLawyer: () => Promise.reject(conflict) });
      second.actor.send({ type: 'assign.create' });
      second.actor.send({ type: 'lawyer.change', patch: NEW_LAWYER });
      second.actor.send({ type: 'assign.save' });
      const refused = await settled(second.actor);
      expect(refused.matches({ lawyer: 'creating' })).toBe(true);
      expect(refused.context.notice).toEqual({ message: messages.assignClientFirst, tone: 'error' });
    });
  });

  describe('agent', () => {
    it('the agency search also needs 3 characters', () => {
      const { actor, calls } = start(CLIENT_ASSIGNED, { action: 'assign', role: 'buyerAgent' });
      actor.send({ type: 'assign.search' });
      expect(notice(actor)).toEqual({ message: messages.enterMinThreeCharacters, tone: 'warning' });
      expect(calls.searchAgents).toBeUndefined();
    });

    it("Save without a pick warns 'Please select Agent information from table listing'", () => {
      const { actor, calls } = start(CLIENT_ASSIGNED, { action: 'assign', role: 'buyerAgent' });
      actor.send({ type: 'assign.save' });
      expect(notice(actor)).toEqual({ message: messages.selectAgentFromTable, tone: 'warning' });
      expect(calls.linkAgent).toBeUndefined();
    });

    it.each([
      ['buyerAgent', '0'],
      ['sellerAgent', '1'],
    ] as const)('links the picked agency as %s (agent flag %s)', async (role, flag) => {
      const { actor, calls } = start(CLIENT_ASSIGNED, { action: 'assign', role });
      await search(actor, 'ERA');
      expect(calls.searchAgents).toEqual([{ text: 'ERA', propertyId: 101 }]);
      actor.send({ type: 'assign.pick', id: 31 });
      actor.send({ type: 'assign.save' });
      await finished(actor);
      expect(calls.linkAgent).toEqual([{ propertyId: 101, clientInfoId: 31, agentFlag: flag }]);
    });

    it("picking a salesperson from the register fills the salesperson's name and registration no.", async () => {
      const { actor, calls } = start(CLIENT_ASSIGNED, { action: 'assign', role: 'sellerAgent' });
      actor.send({ type: 'assign.create' });
      await search(actor, 'lim ah');
      expect(calls.searchSalespersons).toEqual([{ q: 'lim ah' }]);
      actor.send({ type: 'salesperson.pick', registrationNo: 'R012345A' });
      expect(actor.getSnapshot().context.agentDraft).toEqual({
        compName: 'ERA REALTY NETWORK PTE LTD',
        uenNo: '',
        address: '',
        estateAgentCEALicenceNo: 'L3002382K',
        clientContacts: [{ individualName: 'LIM AH KOW', agentCEANo: 'R012345A', email: '', contactNo: '' }],
      });
    });

    it('what the user typed for the agency is kept when the salesperson is picked', async () => {
      const { actor } = start(CLIENT_ASSIGNED, { action: 'assign', role: 'sellerAgent' });
      actor.send({ type: 'assign.create' });
      actor.send({ type: 'agent.change', patch: NEW_AGENCY_PATCH });
      await search(actor, 'lim');
      actor.send({ type: 'salesperson.pick', registrationNo: 'R012345A' });
      expect(actor.getSnapshot().context.agentDraft).toMatchObject({
        compName: 'ERA Realty Network Pte Ltd',
        clientContacts: [{ individualName: 'LIM AH KOW', agentCEANo: 'R012345A', email: 'ahkow.lim@era.com.sg', contactNo: '91112222' }],
      });
    });

    it('a new agency without a salesperson is refused with the agent rules', () => {
      const { actor, calls } = start(CLIENT_ASSIGNED, { action: 'assign', role: 'sellerAgent' });
      actor.send({ type: 'assign.create' });
      actor.send({ type: 'agent.change', patch: NEW_AGENCY_PATCH });
      actor.send({ type: 'assign.save' });
      expect(actor.getSnapshot().context.problems).toEqual([messages.agentNameEmpty, messages.agentCeaNoEmpty]);
      expect(calls.addAgent).toBeUndefined();
    });

    it('a complete new agency is created as a company agent with the salesperson as its primary contact', async () => {
      const { actor, calls } = start(CLIENT_ASSIGNED, { action: 'assign', role: 'buyerAgent' });
      actor.send({ type: 'assign.create' });
      actor.send({ type: 'agent.change', patch: NEW_AGENCY_PATCH });
      await search(actor, 'lim');
      actor.send({ type: 'salesperson.pick', registrationNo: 'R012345A' });
      actor.send({ type: 'assign.save' });
      await finished(actor);
      expect(calls.addAgent).toEqual([
        {
          propertyId: 101,
          agentFlag: '0',
          agent: {
            compName: 'ERA Realty Network Pte Ltd',
            uenNo: '199904485D',
            address: '450 Lorong 6 Toa Payoh, #08-01',
            estateAgentCEALicenceNo: 'L3002382K',
            clientContacts: [
              {
                individualName: 'LIM AH KOW',
                agentCEANo: 'R012345A',
                email: 'ahkow.lim@era.com.sg',
                contactNo: '91112222',
                isPrimary: '0',
                contactType: '0',
              },
            ],
            clientCategory: '0',
            isAgent: '1',
          },
        },
      ]);
    });
  });

  describe('unassign', () => {
    it('a buyer or seller is refused while a lawyer is assigned: "Please remove both lawyers\' profiles"', () => {
      for (const role of ['buyer', 'seller'] as const) {
        const { actor, calls } = start(ALL_ASSIGNED, { action: 'unassign', role });
        const snapshot = actor.getSnapshot();
        expect(snapshot.hasTag('refused')).toBe(true);
        expect(snapshot.context.alert).toEqual({ title: messages.unassignFailedTitle, text: messages.removeBothLawyersFirst });
        expect(calls.removeClient).toBeUndefined();
        actor.send({ type: 'assign.dismiss' });
        expect(actor.getSnapshot().output).toEqual({ outcome: 'cancelled' });
      }
    });

    it('asks first, naming who goes; Cancel keeps them', () => {
      const { actor, calls } = start(ALL_ASSIGNED, { action: 'unassign', role: 'sellerLawyer' });
      expect(actor.getSnapshot().context.alert).toEqual({
        title: messages.unassignTitle,
        text: messages.confirmUnassign('Ong Kah Wai', "Seller's Lawyer"),
      });
      actor.send({ type: 'assign.cancel' });
      expect(actor.getSnapshot().output).toEqual({ outcome: 'cancelled' });
      expect(calls.removeLawyer).toBeUndefined();
    });

    it.each([
      ['buyerLawyer', 'removeLawyer', { propertyInfoId: 101, lawyerFlag: 'B' }],
      ['sellerLawyer', 'removeLawyer', { propertyInfoId: 101, lawyerFlag: 'S' }],
      ['buyerAgent', 'removeClient', { propertyInfoId: 101, agentFlag: '0', clientFlag: '' }],
      ['sellerAgent', 'removeClient', { propertyInfoId: 101, agentFlag: '1', clientFlag: '' }],
    ] as const)('confirmed, %s goes through %s with the seed fields', async (role, call, body) => {
      const { actor, calls } = start(ALL_ASSIGNED, { action: 'unassign', role });
      actor.send({ type: 'assign.confirm' });
      await finished(actor);
      expect(calls[call]).toEqual([body]);
      expect(actor.getSnapshot().context.notice).toEqual({ message: messages.successfullyUnassigned, tone: 'success' });
      expect(actor.getSnapshot().output).toEqual({ outcome: 'changed' });
    });

    it('with both lawyers gone, the buyer and the seller may go (clientFlag names the side)', async () => {
      const noLawyers = { ...ALL_ASSIGNED, assigned: { ...ALL_ASSIGNED.assigned, buyerLawyer: null, sellerLawyer: null } };
      const { actor, calls } = start(noLawyers, { action: 'unassign', role: 'seller' });
      actor.send({ type: 'assign.confirm' });
      await finished(actor);
      expect(calls.removeClient).toEqual([{ propertyInfoId: 101, agentFlag: '', clientFlag: 'S' }]);
    });

    it("the server's 409 is shown the same way as the rule's refusal", async () => {
      const noLawyers = { ...ALL_ASSIGNED, assigned: { ...ALL_ASSIGNED.assigned, buyerLawyer: null, sellerLawyer: null } };
      const conflict = new ApiError(409, messages.removeBothLawyersFirst);
      const { actor } = start(noLawyers, { action: 'unassign', role: 'buyer' }, { removeClient: () => Promise.reject(conflict) });
      actor.send({ type: 'assign.confirm' });
      const refused = await settled(actor);
      expect(refused.hasTag('refused')).toBe(true);
      expect(refused.context.alert).toEqual({ title: messages.unassignFailedTitle, text: messages.removeBothLawyersFirst });
    });
  });
});
