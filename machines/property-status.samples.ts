import type { EventFromLogic } from 'xstate';
import type { PropertyStatusInput, propertyStatusMachine } from './property-status.machine';
import type { SampleEvents } from './registry';

/**
 * Two properties, chosen so the model stays small yet every guard outcome happens: a seller-side
 * property one step from Active (the seller's lawyer decides both the status and "assigned and
 * activated"), and one opened already Active, locked and with a requisition.
 */
export const propertyStatusInputs: readonly PropertyStatusInput[] = [
  {
    facts: { informationComplete: false, buyer: true, seller: true, buyerLawyer: true, sellerLawyer: false },
    clientFlag: 'S',
    hasRequisitions: false,
    locked: false,
  },
  {
    facts: { informationComplete: true, buyer: true, seller: true, buyerLawyer: true, sellerLawyer: true },
    clientFlag: 'B',
    hasRequisitions: true,
    locked: true,
  },
];

export const propertyStatusSamples: SampleEvents<EventFromLogic<typeof propertyStatusMachine>> = {
  'property.informationChanged': [
    { type: 'property.informationChanged', complete: true },
    { type: 'property.informationChanged', complete: false },
  ],
  'property.partyAssigned': [{ type: 'property.partyAssigned', role: 'sellerLawyer' }],
  'property.partyRemoved': [{ type: 'property.partyRemoved', role: 'sellerLawyer' }],
  'property.requisitionSubmitted': [{ type: 'property.requisitionSubmitted' }],
  'property.locked': [{ type: 'property.locked' }],
  'property.edit': [{ type: 'property.edit' }],
  'property.delete': [{ type: 'property.delete' }],
};
