import { assign, setup } from 'xstate';
import type { ClientFlag } from '../src/domain/client-flag';
import { canDeleteProperty, canEditProperty, propertyStatus, type PrimaryParty, type StatusFacts } from '../src/domain/property-status';

/** What the server knows about the property when the screen opens it. */
export interface PropertyStatusInput {
  facts: StatusFacts;
  clientFlag: ClientFlag | '';
  hasRequisitions: boolean;
  locked: boolean;
}

export type PropertyStatusContext = PropertyStatusInput;

export type PropertyStatusEvent =
  | { type: 'property.informationChanged'; complete: boolean }
  | { type: 'property.partyAssigned'; role: PrimaryParty }
  | { type: 'property.partyRemoved'; role: PrimaryParty }
  | { type: 'property.requisitionSubmitted' }
  | { type: 'property.locked' }
  | { type: 'property.edit' }
  | { type: 'property.delete' };

function deleteFacts(context: PropertyStatusContext) {
  return {
    locked: context.locked,
    hasRequisitions: context.hasRequisitions,
    clientFlag: context.clientFlag,
    sellerLawyer: context.facts.sellerLawyer,
    buyerLawyer: context.facts.buyerLawyer,
  };
}

/**
 * The states follow the facts: events only record what changed, and the eventless transitions ask
 * the domain rule where the property now stands. That keeps one rule for the server and the screen.
 */
export const propertyStatusMachine = setup({
  types: {
    context: {} as PropertyStatusContext,
    events: {} as PropertyStatusEvent,
    input: {} as PropertyStatusInput,
  },
  guards: {
    statusIsActive: ({ context }) => propertyStatus(context.facts) === 'Active',
    statusIsPending: ({ context }) => propertyStatus(context.facts) === 'Pending',
    // A recorded fact, not a rule: the lock region only mirrors it so the diagram and tags show it.
    isLocked: ({ context }) => context.locked,
    editAllowed: ({ context }) => canEditProperty({ locked: context.locked }),
    deleteAllowed: ({ context }) => canDeleteProperty(deleteFacts(context)).allowed,
  },
  actions: {
    recordInformation: assign(({ context, event }) =>
      event.type === 'property.informationChanged' ? { facts: { ...context.facts, informationComplete: event.complete } } : {},
    ),
    recordAssignment: assign(({ context, event }) =>
      event.type === 'property.partyAssigned' ? { facts: { ...context.facts, [event.role]: true } } : {},
    ),
    recordRemoval: assign(({ context, event }) =>
      event.type === 'property.partyRemoved' ? { facts: { ...context.facts, [event.role]: false } } : {},
    ),
    recordRequisition: assign({ hasRequisitions: true }),
    recordLock: assign({ locked: true }),
    /** The screen opens the property form; provided by the screen. */
    openEditor: () => {},
  },
}).createMachine({
  id: 'propertyStatus',
  description: "A property's status and whether it may still be edited or deleted.",
  context: ({ input }) => ({ ...input, facts: { ...input.facts } }),
  initial: 'open',
  states: {
    open: {
      description: 'The property exists: its status and its lock are tracked side by side.',
      type: 'parallel',
      on: {
        // Guarded here, not hidden per state, so `state.can` answers for every status and lock.
        'property.edit': { guard: 'editAllowed', actions: 'openEditor' },
        'property.delete': { guard: 'deleteAllowed', target: 'deleted' },
      },
      states: {
        status: {
          description: 'Pending or Active, decided by propertyStatus from the information and the primary stakeholders.',
          initial: 'pending',
          on: {
            'property.informationChanged': { actions: 'recordInformation' },
            'property.partyAssigned': { actions: 'recordAssignment' },
            'property.partyRemoved': { actions: 'recordRemoval' },
            // Recorded for the delete rule only: a submitted requisition never changes the status.
            'property.requisitionSubmitted': { actions: 'recordRequisition' },
          },
          states: {
            pending: {
              description:
                'Set on creation; stays Pending after a legal requisition is submitted. Secondary stakeholders are disabled until both lawyers are assigned.',
              tags: ['pending', 'secondaryDisabled'],
              always: { guard: 'statusIsActive', target: 'active' },
            },
            active: {
              description: 'Buyer, seller, both lawyers assigned and the Property Information complete.',
              tags: ['active'],
              always: { guard: 'statusIsPending', target: 'pending' },
            },
          },
        },
        lock: {
          description: 'Whether the property is locked; locked properties cannot be edited or deleted.',
          initial: 'unlocked',
          states: {
            unlocked: {
              description: 'Edit is offered; delete is offered unless the delete rule refuses it.',
              // A property may be opened already locked.
              always: { guard: 'isLocked', target: 'locked' },
              on: { 'property.locked': { target: 'locked', actions: 'recordLock' } },
            },
            locked: {
              description: 'Edit and delete actions are hidden.',
              tags: ['locked'],
            },
          },
        },
      },
    },
    deleted: {
      description: 'The user confirmed the delete and the property is gone; the screen returns to the listing.',
      type: 'final',
    },
  },
});
