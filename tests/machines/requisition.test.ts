import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  afterSubmitText,
  chosenLines,
  requisitionMachine,
  requisitionRequest,
  type ControlNumberReply,
  type DuplicateRequisition,
  type IrasUnitCheckInput,
  type IrasUnitCheckReply,
  type RequisitionCall,
  type RequisitionEmitted,
  type RequisitionInput,
  type RequisitionRequest,
} from '../../machines/requisition.machine';
import {
  BUYER_PERSON,
  EARLIER_REQUISITION,
  LAND_LOT_INPUT,
  LANDED_INPUT,
  SAIL_INPUT,
  SELLER_COMPANY,
  TOO_FAST,
} from '../../machines/requisition.samples';
import { ApiError } from '../../src/api/errors';
import type { RequisitionRequest as ApiRequisitionRequest } from '../../src/api/requisitions';
import { HELPDESK } from '../../src/domain/contact-details';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

interface Server {
  iras?: () => Promise<IrasUnitCheckReply>;
  duplicates?: () => Promise<readonly DuplicateRequisition[]>;
  submit?: () => Promise<ControlNumberReply>;
  draft?: () => Promise<ControlNumberReply>;
}

const never = <T>() => new Promise<T>(() => {});

/** The tab's machine with fake calls that record what they were asked, numbered keys, and the toasts it emitted. */
function start(base: RequisitionInput, server: Server = {}) {
  const calls = {
    iras: [] as IrasUnitCheckInput[],
    duplicates: [] as RequisitionRequest[],
    submit: [] as RequisitionCall[],
    draft: [] as RequisitionCall[],
  };
  let keys = 0;
  const input: RequisitionInput = { ...base, newKey: () => `key-${++keys}` };
  const machine = requisitionMachine.provide({
    actors: {
      checkIrasUnit: fromPromise<IrasUnitCheckReply, IrasUnitCheckInput>(({ input: request }) => {
        calls.iras.push(request);
        return server.iras?.() ?? Promise.resolve({ status: 'found', address: base.propertyAddress });
      }),
      checkDuplicates: fromPromise<readonly DuplicateRequisition[], RequisitionRequest>(({ input: request }) => {
        calls.duplicates.push(request);
        return server.duplicates?.() ?? Promise.resolve([]);
      }),
      submitRequisition: fromPromise<ControlNumberReply, RequisitionCall>(({ input: call }) => {
        calls.submit.push(call);
        return server.submit?.() ?? Promise.resolve('LF2026031600007');
      }),
      draftRequisition: fromPromise<ControlNumberReply, RequisitionCall>(({ input: call }) => {
        calls.draft.push(call);
        return server.draft?.() ?? Promise.resolve('LF2026031600008');
      }),
    },
  });
  const actor = createActor(machine, { input });
  const notices: RequisitionEmitted[] = [];
  actor.on('notice', (notice) => notices.push(notice));
  actor.start();
  return { actor, calls, notices };
}

type Actor = ReturnType<typeof start>['actor'];

const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
const toggle = (actor: Actor, key: string) => actor.send({ type: 'agency.toggle', key });
const selected = (actor: Actor) => actor.getSnapshot().context.selected;
const alertText = (actor: Actor) => actor.getSnapshot().context.alert?.text;

/** From the house: Select All (IRAS and MCST), Next, and step 2 once the duplicate check answered. */
async function reviewing(server: Server = {}) {
  const started = start(LANDED_INPUT, server);
  started.actor.send({ type: 'agency.selectAll' });
  started.actor.send({ type: 'step.next' });
  await settled(started.actor);
  return started;
}

describe('requisition machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('requisition'));
  });

  describe('step 1: ticking lines', () => {
    it('a line without a rule is ticked and unticked, and the choice keeps the table order', () => {
      const { actor } = start(LAND_LOT_INPUT);
      expect(actor.getSnapshot().hasTag('step1')).toBe(true);
      toggle(actor, 'LTA:CBR');
      toggle(actor, 'PUB:PUB');
      expect(selected(actor)).toEqual(['PUB:PUB', 'LTA:CBR']);
      toggle(actor, 'PUB:PUB');
      expect(selected(actor)).toEqual(['LTA:CBR']);
    });

    it('a line the property has no fee for cannot be ticked', () => {
      const { actor } = start(LAND_LOT_INPUT);
      expect(actor.getSnapshot().can({ type: 'agency.toggle', key: 'BCA:BCA' })).toBe(false);
    });

    it.each([
      ['MCST without MCST information', 'MCST:MCST', messages.mcstInformationEmpty],
      ['URA on an accessory lot', 'URA:URA', messages.uraNoReplyForAccessoryLot],
    ])('%s is refused with the seed message', (_, key, message) => {
      const { actor } = start(SAIL_INPUT);
      toggle(actor, key);
      expect(actor.getSnapshot().hasTag('alert')).toBe(true);
      expect(actor.getSnapshot().context.alert).toEqual({ title: null, text: message });
      actor.send({ type: 'alert.dismiss' });
      expect(actor.getSnapshot().context.alert).toBeNull();
      expect(selected(actor)).toEqual([]);
    });

    it('MCST with its number, completion date and ticked details is ticked at once', () => {
      const { actor } = start(LANDED_INPUT);
      toggle(actor, 'MCST:MCST');
      expect(selected(actor)).toEqual(['MCST:MCST']);
    });

    it('the dialogs are modal: no line can be ticked while one is open', () => {
      const { actor } = start(SAIL_INPUT);
      toggle(actor, 'LTA:RTS');
      expect(actor.getSnapshot().can({ type: 'agency.toggle', key: 'BCA:BCA' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'step.next' })).toBe(false);
    });
  });

  describe('the LTA plans dialog', () => {
    it('opens on No; Save ticks the line with plans not wanted', () => {
      const { actor } = start(SAIL_INPUT);
      toggle(actor, 'LTA:RTS');
      expect(actor.getSnapshot().hasTag('dialog.lta')).toBe(true);
      expect(actor.getSnapshot().context.dialogChoice).toEqual(['N']);
      actor.send({ type: 'dialog.save' });
      expect(selected(actor)).toEqual(['LTA:RTS']);
      expect(actor.getSnapshot().context.planInd).toBe('N');
    });

    it('Yes is kept for the request; unticking the last LTA plan line puts No back', () => {
      const { actor } = start(LAND_LOT_INPUT);
      toggle(actor, 'LTA:SW');
      actor.send({ type: 'lta.choose', planInd: 'Y' });
      actor.send({ type: 'dialog.save' });
      expect(actor.getSnapshot().context.planInd).toBe('Y');
      toggle(actor, 'LTA:SW');
      expect(actor.getSnapshot().context.planInd).toBe('N');
    });

    it("without an option Save says 'Purchase of the respective plans and notices should be selected.'", () => {
      const { actor } = start(LAND_LOT_INPUT);
      toggle(actor, 'LTA:SW');
      actor.send({ type: 'lta.choose', planInd: '' });
      actor.send({ type: 'dialog.save' });
      expect(actor.getSnapshot().hasTag('dialog.lta')).toBe(true);
      expect(actor.getSnapshot().context.entryProblem).toBe(messages.ltaPlanOptionRequired);
      actor.send({ type: 'lta.choose', planInd: 'N' });
      expect(actor.getSnapshot().context.entryProblem).toBeNull();
    });

    it('Cancel leaves the line unticked and the option as it was', () => {
      const { actor } = start(LAND_LOT_INPUT);
      toggle(actor, 'LTA:SW');
      actor.send({ type: 'lta.choose', planInd: 'Y' });
      actor.send({ type: 'dialog.cancel' });
      expect(selected(actor)).toEqual([]);
      expect(actor.getSnapshot().context.planInd).toBe('N');
      expect(actor.getSnapshot().context.pendingKey).toBeNull();
    });
  });

  describe('the ACRA party pickers', () => {
    it('People Profile: Save with nobody ticked asks for a party; ticking one keeps the NRIC and ticks the line', () => {
      const { actor } = start(SAIL_INPUT);
      toggle(actor, 'ACRA:PPR');
      expect(actor.getSnapshot().hasTag('dialog.acraIndividual')).toBe(true);
      expect(actor.getSnapshot().context.pendingKey).toBe('ACRA:PPR');
      actor.send({ type: 'dialog.save' });
      expect(actor.getSnapshot().context.entryProblem).toBe(messages.chooseAcraParty);
      actor.send({ type: 'acra.toggleParty', identifier: BUYER_PERSON.identifier });
      expect(actor.getSnapshot().context.entryProblem).toBeNull();
      actor.send({ type: 'dialog.save' });
      expect(selected(actor)).toEqual(['ACRA:PPR']);
      expect(actor.getSnapshot().context.acraPpr).toEqual([BUYER_PERSON.identifier]);
    });

    it('Business Profile keeps the ticked UENs; ticking a party twice unticks it', () => {
      const { actor } = start(SAIL_INPUT);
      toggle(actor, 'ACRA:BPR');
      expect(actor.getSnapshot().hasTag('dialog.acraCompany')).toBe(true);
      actor.send({ type: 'acra.toggleParty', identifier: SELLER_COMPANY.identifier });
      actor.send({ type: 'acra.toggleParty', identifier: SELLER_COMPANY.identifier });
      expect(actor.getSnapshot().context.dialogChoice).toEqual([]);
      actor.send({ type: 'acra.toggleParty', identifier: SELLER_COMPANY.identifier });
      actor.send({ type: 'dialog.save' });
      expect(actor.getSnapshot().context.acraBpr).toEqual([SELLER_COMPANY.identifier]);
    });

    it('unticking an ACRA line forgets its parties, so the request never carries them', () => {
      const { actor } = start(SAIL_INPUT);
      toggle(actor, 'ACRA:PPR');
      actor.send({ type: 'acra.toggleParty', identifier: BUYER_PERSON.identifier });
      actor.send({ type: 'dialog.save' });
      toggle(actor, 'ACRA:PPR');
      expect(actor.getSnapshot().context.acraPpr).toEqual([]);
      toggle(actor, 'ACRA:PPR');
      expect(actor.getSnapshot().context.dialogChoice).toEqual([]);
    });
  });

  describe('the NRIC / passport and UEN entries (no buyer or seller on file)', () => {
    it.each([
      [' ', 'Lim Mei Hua', messages.nricPassportRequired],
      ['S8012345A', '  ', messages.partyNameRequired],
    ])('NRIC %j with name %j is refused in the dialog', (identifier, name, message) => {
      const { actor } = start(LANDED_INPUT);
      toggle(actor, 'ACRA:PPR');
      actor.send({ type: 'entry.save', identifier, name });
      expect(actor.getSnapshot().hasTag('dialog.nric')).toBe(true);
      expect(actor.getSnapshot().context.entryProblem).toBe(message);
      expect(selected(actor)).toEqual([]);
    });

    it("a complete entry ticks ACRA PPR with that NRIC and says 'Please assign this person as a PRIMARY STAKEHOLDER.'", () => {
      const { actor } = start(LANDED_INPUT);
      toggle(actor, 'ACRA:PPR');
      actor.send({ type: 'entry.save', identifier: ' S8012345A ', name: 'Lim Mei Hua' });
      expect(actor.getSnapshot().hasTag('alert')).toBe(true);
      expect(alertText(actor)).toBe(messages.assignPersonAsPrimary);
      expect(selected(actor)).toEqual(['ACRA:PPR']);
      expect(actor.getSnapshot().context.acraPpr).toEqual(['S8012345A']);
    });

    it('an invalid UEN is refused with the UEN rule message', () => {
      const { actor } = start(LANDED_INPUT);
      toggle(actor, 'ACRA:EBPR');
      expect(actor.getSnapshot().hasTag('dialog.uen')).toBe(true);
      actor.send({ type: 'entry.save', identifier: '12345', name: 'Tanjong Pagar Holdings Pte Ltd' });
      expect(actor.getSnapshot().context.entryProblem).toBe(messages.invalidUenText);
    });

    it('a valid UEN ticks the Extended Business Profile with the UEN in capitals and asks to assign the company', () => {
      const { actor } = start(LANDED_INPUT);
      toggle(actor, 'ACRA:EBPR');
      actor.send({ type: 'entry.save', identifier: '199801234c', name: 'Tanjong Pagar Holdings Pte Ltd' });
      expect(alertText(actor)).toBe(messages.assignCompanyAsPrimary);
      expect(actor.getSnapshot().context.acraEbpr).toEqual(['199801234C']);
      actor.send({ type: 'alert.dismiss' });
      expect(actor.getSnapshot().matches({ selecting: 'idle' })).toBe(true);
    });
  });

  describe('IRAS on a BUILDING', () => {
    it('checks the unit and ticks IRAS when it is in the Valuation List', async () => {
      const { actor, calls } = start(SAIL_INPUT);
      toggle(actor, 'IRAS:IRAS');
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await settled(actor);
      expect(calls.iras).toEqual([{ property: SAIL_INPUT.property }]);
      expect(selected(actor)).toEqual(['IRAS:IRAS']);
    });

    it('a unit not in the Valuation List warns with its address; OK requests IRAS anyway', async () => {
      const address = '2 MARINA BOULEVARD #45-01';
      const { actor } = start(SAIL_INPUT, { iras: () => Promise.resolve({ status: 'not-found', address }) });
      toggle(actor, 'IRAS:IRAS');
      const warned = await settled(actor);
      expect(warned.hasTag('dialog.iras')).toBe(true);
      expect(warned.context.irasProblem).toEqual({
        title: messages.propertyNotInValuationList,
        text: messages.irasUnitNotInValuationList(address),
      });
      actor.send({ type: 'dialog.confirm' });
      expect(selected(actor)).toEqual(['IRAS:IRAS']);
      expect(actor.getSnapshot().context.irasProblem).toBeNull();
    });

    it.each([
      ['an API error answer', () => Promise.resolve<IrasUnitCheckReply>({ status: 'api-error', address: '' })],
      ['a failed call', () => Promise.reject(ApiError.network(new TypeError('fetch failed')))],
    ])('%s warns that the check failed; Cancel leaves IRAS out', async (_, iras: () => Promise<IrasUnitCheckReply>) => {
      const { actor } = start(SAIL_INPUT, { iras });
      toggle(actor, 'IRAS:IRAS');
      const warned = await settled(actor);
      expect(warned.context.irasProblem).toEqual({ title: messages.irasValuationCheckApiError, text: messages.irasProceedWithSubmission });
      actor.send({ type: 'dialog.cancel' });
      expect(selected(actor)).toEqual([]);
    });

    it('IRAS on land is ticked without a check', () => {
      const { actor, calls } = start(LANDED_INPUT);
      toggle(actor, 'IRAS:IRAS');
      expect(selected(actor)).toEqual(['IRAS:IRAS']);
      expect(calls.iras).toEqual([]);
    });
  });

  describe('Select All, Unselect All and Reset', () => {
    it('Select All leaves out LTA, ACRA and refused lines, and still checks IRAS on a BUILDING', async () => {
      const { actor, calls } = start(SAIL_INPUT);
      actor.send({ type: 'agency.selectAll' });
      expect(selected(actor)).toEqual(['BCA:BCA']);
      await settled(actor);
      expect(calls.iras).toHaveLength(1);
      expect(selected(actor)).toEqual(['IRAS:IRAS', 'BCA:BCA']);
      expect(alertText(actor)).toBeUndefined();
    });

    it('Select All on land takes IRAS and a ready MCST but neither ACRA line', () => {
      const { actor } = start(LANDED_INPUT);
      actor.send({ type: 'agency.selectAll' });
      expect(selected(actor)).toEqual(['IRAS:IRAS', 'MCST:MCST']);
    });

    it('Select All keeps what was ticked through a dialog', () => {
      const { actor } = start(LAND_LOT_INPUT);
      toggle(actor, 'LTA:SW');
      actor.send({ type: 'lta.choose', planInd: 'Y' });
      actor.send({ type: 'dialog.save' });
      actor.send({ type: 'agency.selectAll' });
      expect(selected(actor)).toEqual(['PUB:PUB', 'LTA:SW']);
      expect(actor.getSnapshot().context.planInd).toBe('Y');
    });

    it.each(['agency.unselectAll', 'selection.reset'] as const)('%s unticks everything and forgets parties and the plan option', (type) => {
      const { actor } = start(SAIL_INPUT);
      toggle(actor, 'LTA:RTS');
      actor.send({ type: 'lta.choose', planInd: 'Y' });
      actor.send({ type: 'dialog.save' });
      toggle(actor, 'ACRA:BPR');
      actor.send({ type: 'acra.toggleParty', identifier: SELLER_COMPANY.identifier });
      actor.send({ type: 'dialog.save' });
      actor.send({ type });
      const { context } = actor.getSnapshot();
      expect([context.selected, context.acraBpr, context.planInd]).toEqual([[], [], 'N']);
    });
  });

  describe('Next: the duplicate check', () => {
    it("with nothing ticked says 'Please select at least one agency'", () => {
      const { actor, calls } = start(LANDED_INPUT);
      actor.send({ type: 'step.next' });
      expect(alertText(actor)).toBe(messages.selectAtLeastOneAgency);
      expect(calls.duplicates).toEqual([]);
    });

    it('sends the request and shows step 2 with the earlier requisitions it found', async () => {
      const { actor, calls } = await reviewing({ duplicates: () => Promise.resolve([EARLIER_REQUISITION]) });
      expect(calls.duplicates).toHaveLength(1);
      expect(calls.duplicates[0]?.agenciesDetail.map((line) => line.agencyCode)).toEqual(['IRAS', 'MCST']);
      const snapshot = actor.getSnapshot();
      expect(snapshot.hasTag('step2')).toBe(true);
      expect(snapshot.context.duplicates).toEqual([EARLIER_REQUISITION]);
      expect(chosenLines(snapshot.context).map((line) => line.agencyCode)).toEqual(['IRAS', 'MCST']);
    });

    it('a failed check keeps step 1 and says why; Next tries again', async () => {
      const failing = () => Promise.reject(new ApiError(500, 'Error Status 500'));
      const { actor, calls } = await reviewing({ duplicates: failing });
      expect(actor.getSnapshot().hasTag('step1')).toBe(true);
      expect(alertText(actor)).toBe('Error Status 500');
      actor.send({ type: 'alert.dismiss' });
      actor.send({ type: 'step.next' });
      expect(calls.duplicates).toHaveLength(2);
    });

    it('Back returns to step 1 with everything still ticked', async () => {
      const { actor } = await reviewing();
      actor.send({ type: 'step.back' });
      expect(actor.getSnapshot().matches({ selecting: 'idle' })).toBe(true);
      expect(selected(actor)).toEqual(['IRAS:IRAS', 'MCST:MCST']);
    });
  });

  describe('the request body', () => {
    it('carries the chosen lines in S$, the ACRA lists, the plan option, the purpose and the applicant solicitor', () => {
      const body: ApiRequisitionRequest = requisitionRequest({
        ...SAIL_INPUT,
        selected: ['IRAS:IRAS', 'LTA:RTS', 'ACRA:PPR', 'ACRA:BPR'],
        planInd: 'Y',
        acraPpr: ['S1234567D', 'S8012345A'],
        acraBpr: ['201912345K'],
        acraEbpr: [],
      });
      expect(body).toEqual({
        loginId: 'lawyer01',
        action: 'Send',
        clientFlag: 'B',
        propertyId: 101,
        applicantDetail: { purposeReq: '001' },
        propertyDetail: { strNRIC: 'S1234567D||S8012345A', strUEN: '201912345K', planInd: 'Y' },
        isApplicantSolicitorAvailable: true,
        clientLawyerDetail: { sellSolTel: '62201234', emailAddress: 'siti@rahmanlaw.sg', applicantSolicitor: 'Siti Rahman' },
        agenciesDetail: [
          { agencyCode: 'IRAS', deptCode: 'IRAS', chargeCode: 'IRAA', applFee: 36.69, applGst: 3.31, usageQty: 1 },
          { agencyCode: 'LTA', deptCode: 'RTS', chargeCode: 'LTAR', applFee: 10, applGst: 0.9, usageQty: 1 },
          { agencyCode: 'ACRA', deptCode: 'PPR', chargeCode: 'ACRP', applFee: 37, applGst: 3.33, usageQty: 1 },
          { agencyCode: 'ACRA', deptCode: 'BPR', chargeCode: 'ACRB', applFee: 4.59, applGst: 0.42, usageQty: 1 },
        ],
        ACRA_PPR: 'S1234567D||S8012345A',
        ACRA_BPR: '201912345K',
        ACRA_EBPR: '',
        lawfirmRefNo: 'PCN-2026-000101',
        address: SAIL_INPUT.propertyAddress,
      });
    });

    it('MCST goes once per ticked MCST detail; Mortgage is purpose 002; no applicant solicitor is said so', () => {
      const body = requisitionRequest({
        ...LANDED_INPUT,
        applicant: null,
        selected: ['MCST:MCST'],
        planInd: 'N',
        acraPpr: [],
        acraBpr: [],
        acraEbpr: [],
      });
      expect(body.agenciesDetail).toEqual([{ agencyCode: 'MCST', deptCode: 'MCST', chargeCode: 'MCSA', applFee: 50, applGst: 4.5, usageQty: 2 }]);
      expect(body.applicantDetail.purposeReq).toBe('002');
      expect(body.isApplicantSolicitorAvailable).toBe(false);
      expect(body).not.toHaveProperty('clientLawyerDetail');
    });
  });

  describe('submit', () => {
    it("Confirm submits once with a fresh key, toasts '{no}, Submitted', then the after-submit dialog ends the flow", async () => {
      const { actor, calls, notices } = await reviewing();
      actor.send({ type: 'requisition.submit' });
      expect(actor.getSnapshot().hasTag('confirm.submit')).toBe(true);
      expect(actor.getSnapshot().context.idempotencyKey).toBe('key-1');
      actor.send({ type: 'confirm' });
      actor.send({ type: 'confirm' });
      const submitted = await settled(actor);
      expect(calls.submit).toEqual([{ request: calls.duplicates[0], key: 'key-1' }]);
      expect(notices).toEqual([{ type: 'notice', tone: 'success', message: messages.lrSubmitted('LF2026031600007') }]);
      expect(submitted.hasTag('dialog.afterSubmit')).toBe(true);
      expect(afterSubmitText(submitted.context)).toBe(messages.lrSubmissionProcessing(HELPDESK.phone));
      actor.send({ type: 'dialog.close' });
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({ lfcontrolNo: 'LF2026031600007', action: 'submitted' });
    });

    it('Cancel in the confirmation sends nothing', async () => {
      const { actor, calls } = await reviewing();
      actor.send({ type: 'requisition.submit' });
      actor.send({ type: 'cancel' });
      expect(actor.getSnapshot().matches({ reviewing: 'review' })).toBe(true);
      expect(calls.submit).toEqual([]);
    });

    it('a network failure toasts its message, and the retry reuses the key so the server answers the first result', async () => {
      let attempts = 0;
      const submit = () => (++attempts === 1 ? Promise.reject(ApiError.network(new TypeError('fetch failed'))) : Promise.resolve('LF2026031600007'));
      const { actor, calls, notices } = await reviewing({ submit });
      actor.send({ type: 'requisition.submit' });
      actor.send({ type: 'confirm' });
      await settled(actor);
      expect(notices).toEqual([{ type: 'notice', tone: 'error', message: messages.networkError }]);
      expect(actor.getSnapshot().matches({ reviewing: 'review' })).toBe(true);
      actor.send({ type: 'requisition.submit' });
      actor.send({ type: 'confirm' });
      await settled(actor);
      expect(calls.submit.map((call) => call.key)).toEqual(['key-1', 'key-1']);
    });

    it('a changed selection after a failure is a new request with a new key', async () => {
      const { actor, calls } = await reviewing({ submit: () => Promise.reject(new ApiError(502, 'Error Status 502')) });
      actor.send({ type: 'requisition.submit' });
      actor.send({ type: 'confirm' });
      await settled(actor);
      actor.send({ type: 'step.back' });
      actor.send({ type: 'agency.unselectAll' });
      toggle(actor, 'IRAS:IRAS');
      actor.send({ type: 'step.next' });
      await settled(actor);
      actor.send({ type: 'requisition.submit' });
      expect(actor.getSnapshot().context.idempotencyKey).toBe('key-2');
      expect(calls.submit.map((call) => call.key)).toEqual(['key-1']);
    });

    it("an answer without a control number toasts 'Error'; the next attempt is a new request", async () => {
      const { actor, notices } = await reviewing({ submit: () => Promise.resolve(null) });
      actor.send({ type: 'requisition.submit' });
      actor.send({ type: 'confirm' });
      await settled(actor);
      expect(notices).toEqual([{ type: 'notice', tone: 'error', message: messages.error }]);
      actor.send({ type: 'requisition.submit' });
      expect(actor.getSnapshot().context.idempotencyKey).toBe('key-2');
    });

    it('429 (submitting too fast) shows nothing and returns to step 2', async () => {
      const { actor, notices } = await reviewing({ submit: () => Promise.reject(new ApiError(TOO_FAST.status, TOO_FAST.message)) });
      actor.send({ type: 'requisition.submit' });
      actor.send({ type: 'confirm' });
      const back = await settled(actor);
      expect(back.matches({ reviewing: 'review' })).toBe(true);
      expect(notices).toEqual([]);
    });

    it('while the submission is out nothing else can be pressed', async () => {
      const { actor } = await reviewing({ submit: never });
      actor.send({ type: 'requisition.submit' });
      actor.send({ type: 'confirm' });
      const snapshot = actor.getSnapshot();
      expect(snapshot.hasTag('busy')).toBe(true);
      for (const type of ['step.back', 'requisition.submit', 'requisition.draft', 'confirm'] as const) {
        expect(snapshot.can({ type })).toBe(false);
      }
    });
  });

  describe('save as draft', () => {
    it("Confirm drafts with a key, toasts '{no}, Saved' and ends the flow without the after-submit dialog", async () => {
      const { actor, calls, notices } = await reviewing();
      actor.send({ type: 'requisition.draft' });
      expect(actor.getSnapshot().hasTag('confirm.draft')).toBe(true);
      actor.send({ type: 'confirm' });
      await settled(actor);
      expect(calls.draft).toEqual([{ request: calls.duplicates[0], key: 'key-1' }]);
      expect(notices).toEqual([{ type: 'notice', tone: 'success', message: messages.lrSaved('LF2026031600008') }]);
      expect(actor.getSnapshot().output).toEqual({ lfcontrolNo: 'LF2026031600008', action: 'drafted' });
    });

    it('a failed draft toasts the server message and keeps step 2', async () => {
      const { actor, notices } = await reviewing({ draft: () => Promise.reject(new ApiError(400, messages.chooseAcraParty)) });
      actor.send({ type: 'requisition.draft' });
      actor.send({ type: 'confirm' });
      await settled(actor);
      expect(notices).toEqual([{ type: 'notice', tone: 'error', message: messages.chooseAcraParty }]);
      expect(actor.getSnapshot().hasTag('step2')).toBe(true);
    });
  });
});
