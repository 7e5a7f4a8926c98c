import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { HELPDESK } from '../src/domain/contact-details';
import { messages } from '../src/domain/messages';
import type { AcraParty } from '../src/domain/requisitions/acra-parties';
import { agencyKey, findAgencyFee } from '../src/domain/requisitions/agencies';
import { chargeLineFor, type ChargeLine } from '../src/domain/requisitions/fees';
import type { RequisitionProperty } from '../src/domain/requisitions/selection';
import { actorDone, actorError, type SampleEvents } from './registry';
import type { RequisitionContext, RequisitionEvent } from './requisition.machine';
import type { DuplicateRequisition, RequisitionInput } from './requisition.types';

/** The charge line of one agency fee row on a property with that many ticked MCST details. */
export function sampleLine(agencyCode: string, deptCode: string, tickedMcstDetails = 0): ChargeLine {
  const fee = findAgencyFee(agencyCode, deptCode);
  if (!fee) throw new Error(`no agency fee row ${agencyCode} ${deptCode}`);
  return chargeLineFor(fee, tickedMcstDetails);
}

export const BUYER_PERSON: AcraParty = { role: 'Buyer', name: 'Tan Ah Beng', identifier: 'S1234567D' };
export const SELLER_COMPANY: AcraParty = { role: 'Seller', name: 'Tan Holdings Pte Ltd', identifier: '201912345K' };

/**
 * A unit in THE SAIL @ MARINA BAY bought by a person from a company: a BUILDING, so IRAS is checked; an accessory
 * lot, so URA is refused; no MCST details yet, so MCST is refused.
 */
export const SAIL_UNIT: RequisitionProperty = {
  propType: 'BUILDING',
  lotType: 'A',
  mcstNo: '',
  completionDate: '',
  tickedMcstDetails: 0,
  transactionTypeName: 'Purchase',
  individualParties: 1,
  companyParties: 1,
};

/** A landed house under mortgage with two MCST details ticked and no buyer or seller recorded yet. */
export const LANDED_HOUSE: RequisitionProperty = {
  propType: 'LAND',
  lotType: 'S',
  mcstNo: '4521',
  completionDate: '2026-06-30',
  tickedMcstDetails: 2,
  transactionTypeName: 'Mortgage',
  individualParties: 0,
  companyParties: 0,
};

export const SAIL_LINES: readonly ChargeLine[] = [
  sampleLine('IRAS', 'IRAS'),
  sampleLine('BCA', 'BCA'),
  sampleLine('URA', 'URA'),
  sampleLine('MCST', 'MCST'),
  sampleLine('LTA', 'RTS'),
  sampleLine('ACRA', 'PPR'),
  sampleLine('ACRA', 'BPR'),
];

export const LANDED_LINES: readonly ChargeLine[] = [
  sampleLine('IRAS', 'IRAS'),
  sampleLine('MCST', 'MCST', LANDED_HOUSE.tickedMcstDetails),
  sampleLine('ACRA', 'PPR'),
  sampleLine('ACRA', 'EBPR'),
];

/** The model's keys are all one value, so its paths are the same whichever call made them. */
export const SAMPLE_KEY = 'sample-idempotency-key';
const sampleKey = () => SAMPLE_KEY;

const SAMPLE_SUBMITTER = {
  helpdeskPhone: HELPDESK.phone,
  newKey: sampleKey,
  loginId: 'lawyer01',
  clientFlag: 'B',
  applicant: { applicantName: 'Siti Rahman', applicantEmail: 'siti@rahmanlaw.sg', applicantContact: '62201234' },
} as const;

export const SAIL_INPUT: RequisitionInput = {
  ...SAMPLE_SUBMITTER,
  property: SAIL_UNIT,
  lines: SAIL_LINES,
  individuals: [BUYER_PERSON],
  companies: [SELLER_COMPANY],
  propertyAddress: '2 MARINA BOULEVARD #45-01 THE SAIL @ MARINA BAY SINGAPORE 018956',
  referenceNo: 'PCN-2026-000101',
  propertyId: 101,
};

export const LANDED_INPUT: RequisitionInput = {
  ...SAMPLE_SUBMITTER,
  property: LANDED_HOUSE,
  lines: LANDED_LINES,
  individuals: [],
  companies: [],
  propertyAddress: '18 JALAN KEMBANG MELATI SINGAPORE 799123',
  referenceNo: 'PCN-2026-000102',
  propertyId: 102,
};

/** A land lot for another kind of transaction (purpose 003) with PUB and the LTA lines: CBR needs no dialog, SW asks for plans. */
export const LAND_LOT: RequisitionProperty = { ...LANDED_HOUSE, mcstNo: '', tickedMcstDetails: 0, transactionTypeName: 'Others' };

export const LAND_LOT_INPUT: RequisitionInput = {
  ...LANDED_INPUT,
  property: LAND_LOT,
  lines: [sampleLine('PUB', 'PUB'), sampleLine('LTA', 'CBR'), sampleLine('LTA', 'SW')],
  propertyAddress: 'LOT 05229W MK 13 LIM CHU KANG ROAD SINGAPORE 718901',
  referenceNo: 'PCN-2026-000103',
  propertyId: 103,
};

export const requisitionInputs: readonly RequisitionInput[] = [SAIL_INPUT, LANDED_INPUT, LAND_LOT_INPUT];

/**
 * How far each sample property is explored. Unticking the only line, Unselect All and Reset all arrive at the
 * same empty table, and a model path reaches each table once: each is explored on its own property, after Back
 * from step 2 (where the duplicates found tell that table apart). Submitting and drafting are explored once.
 */
interface Exploration {
  /** The selection taken to step 2. */
  reviewed: readonly string[];
  clearing: 'agency.toggle' | 'agency.unselectAll' | 'selection.reset';
  sends: boolean;
}

const EXPLORATION = new Map<RequisitionProperty, Exploration>([
  [SAIL_UNIT, { reviewed: ['BCA:BCA'], clearing: 'agency.toggle', sends: false }],
  [LANDED_HOUSE, { reviewed: ['IRAS:IRAS', 'MCST:MCST'], clearing: 'agency.unselectAll', sends: true }],
  [LAND_LOT, { reviewed: ['PUB:PUB'], clearing: 'selection.reset', sends: false }],
]);

export const EARLIER_REQUISITION: DuplicateRequisition = {
  address: LANDED_INPUT.propertyAddress,
  lfControlNumber: 'LF2026020300004',
  referenceNumber: LANDED_INPUT.referenceNo,
  dateOfRequested: '03-Feb-2026',
  agencyDepartmentCode: 'IRAS',
};

export const PERSON_ENTRY = { type: 'entry.save', identifier: 'S8012345A', name: 'Lim Mei Hua' } as const;
export const BLANK_NRIC_ENTRY = { type: 'entry.save', identifier: ' ', name: 'Lim Mei Hua' } as const;
export const COMPANY_ENTRY = { type: 'entry.save', identifier: '199801234c', name: 'Tanjong Pagar Holdings Pte Ltd' } as const;
export const BAD_UEN_ENTRY = { type: 'entry.save', identifier: '12345', name: 'Tanjong Pagar Holdings Pte Ltd' } as const;

const NRIC_ENTRIES: readonly AnyEventObject[] = [PERSON_ENTRY, BLANK_NRIC_ENTRY];
const UEN_ENTRIES: readonly AnyEventObject[] = [COMPANY_ENTRY, BAD_UEN_ENTRY];

export const TOO_FAST = { status: 429, message: messages.requisitionSubmitTooFast };

const toggles = [...new Set([...SAIL_LINES, ...LANDED_LINES].map(agencyKey))].map((key) => ({ type: 'agency.toggle' as const, key }));

export const requisitionSamples: SampleEvents<RequisitionEvent> = {
  'agency.toggle': toggles,
  'agency.selectAll': [{ type: 'agency.selectAll' }],
  'agency.unselectAll': [{ type: 'agency.unselectAll' }],
  'selection.reset': [{ type: 'selection.reset' }],
  'step.next': [{ type: 'step.next' }],
  // '' stands for a radio the screen reports with nothing chosen.
  'lta.choose': [
    { type: 'lta.choose', planInd: 'Y' },
    { type: 'lta.choose', planInd: '' },
  ],
  'acra.toggleParty': [
    { type: 'acra.toggleParty', identifier: BUYER_PERSON.identifier },
    { type: 'acra.toggleParty', identifier: SELLER_COMPANY.identifier },
  ],
  'entry.save': [PERSON_ENTRY, BLANK_NRIC_ENTRY, COMPANY_ENTRY, BAD_UEN_ENTRY],
  'dialog.save': [{ type: 'dialog.save' }],
  'dialog.cancel': [{ type: 'dialog.cancel' }],
  'dialog.confirm': [{ type: 'dialog.confirm' }],
  'alert.dismiss': [{ type: 'alert.dismiss' }],
  'step.back': [{ type: 'step.back' }],
  'requisition.submit': [{ type: 'requisition.submit' }],
  'requisition.draft': [{ type: 'requisition.draft' }],
  confirm: [{ type: 'confirm' }],
  cancel: [{ type: 'cancel' }],
  'dialog.close': [{ type: 'dialog.close' }],
  'xstate.done.actor.checkIrasUnit': [
    actorDone('checkIrasUnit', { status: 'found', address: SAIL_INPUT.propertyAddress }),
    actorDone('checkIrasUnit', { status: 'not-found', address: SAIL_INPUT.propertyAddress }),
    actorDone('checkIrasUnit', { status: 'api-error', address: SAIL_INPUT.propertyAddress }),
  ],
  'xstate.error.actor.checkIrasUnit': [actorError('checkIrasUnit', messages.networkError)],
  'xstate.done.actor.checkDuplicates': [actorDone('checkDuplicates', [EARLIER_REQUISITION])],
  'xstate.error.actor.checkDuplicates': [actorError('checkDuplicates', messages.networkError)],
  'xstate.done.actor.submitRequisition': [actorDone('submitRequisition', 'LF2026031600001'), actorDone('submitRequisition', null)],
  'xstate.error.actor.submitRequisition': [
    { type: 'xstate.error.actor.submitRequisition', error: TOO_FAST },
    actorError('submitRequisition', messages.networkError),
  ],
  'xstate.done.actor.draftRequisition': [actorDone('draftRequisition', 'LF2026031600002'), actorDone('draftRequisition', null)],
  'xstate.error.actor.draftRequisition': [actorError('draftRequisition', messages.networkError)],
};

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * Keeps the model to what a user can do and finite: only enabled controls are pressed, only listed parties ticked
 * and each entry typed into its own dialog. Lines are ticked one at a time from an empty table, Select All from an
 * empty table, one LTA choice per opening of its dialog; step 2 is reached from one selection per property.
 */
export function requisitionAllows(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (event.type.startsWith('xstate.')) return true;
  if (!snapshot.can(event)) return false;
  const context = snapshot.context as RequisitionContext;
  const explored = EXPLORATION.get(context.property);
  switch (event.type) {
    case 'agency.toggle': {
      const key = (event as Extract<RequisitionEvent, { type: 'agency.toggle' }>).key;
      if (context.selected.length === 0) return true;
      return sameKeys(context.selected, [key]) && explored?.clearing === event.type;
    }
    case 'agency.selectAll':
      return context.selected.length === 0;
    case 'agency.unselectAll':
    case 'selection.reset':
      return context.selected.length > 0 && explored?.clearing === event.type;
    case 'step.next':
      return context.selected.length === 0 || sameKeys(context.selected, explored?.reviewed ?? []);
    case 'requisition.submit':
    case 'requisition.draft':
      return explored?.sends === true;
    case 'lta.choose':
      return sameKeys(context.dialogChoice, [context.planInd]);
    case 'acra.toggleParty': {
      const parties = snapshot.hasTag('dialog.acraIndividual') ? context.individuals : context.companies;
      return parties.some((party) => party.identifier === (event as { identifier?: string }).identifier);
    }
    case 'entry.save':
      return (snapshot.hasTag('dialog.nric') ? NRIC_ENTRIES : UEN_ENTRIES).includes(event);
    default:
      return true;
  }
}
