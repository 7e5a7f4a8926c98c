import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { propertyStatusMachine, type PropertyStatusInput } from '../../machines/property-status.machine';
import { expectDescribedAndNamed } from './support/machine-rules';
import { expectFullCoverage } from './support/model-coverage';
import { registryEntry } from './support/registry-entry';

/** A new buyer-side property: nothing assigned, information not yet complete. */
const newProperty: PropertyStatusInput = {
  facts: { informationComplete: false, buyer: false, seller: false, buyerLawyer: false, sellerLawyer: false },
  clientFlag: 'B',
  hasRequisitions: false,
  locked: false,
};

const activeProperty: PropertyStatusInput = {
  ...newProperty,
  facts: { informationComplete: true, buyer: true, seller: true, buyerLawyer: true, sellerLawyer: true },
};

function start(input: PropertyStatusInput) {
  const openEditor = vi.fn<() => void>();
  const actor = createActor(propertyStatusMachine.provide({ actions: { openEditor: () => openEditor() } }), { input }).start();
  return { actor, openEditor };
}

describe('property status machine', () => {
  it('every state and transition is reached by the model paths', async () => {
    await expectFullCoverage(registryEntry('property-status'));
  });

  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('property-status'));
  });

  it('a new property starts Pending with the secondary stakeholders disabled', () => {
    const snapshot = start(newProperty).actor.getSnapshot();
    expect(snapshot.matches({ open: { status: 'pending' } })).toBe(true);
    expect(snapshot.hasTag('secondaryDisabled')).toBe(true);
  });

  it('becomes Active once buyer, seller and both lawyers are assigned and the information is complete', () => {
    const { actor } = start(newProperty);
    actor.send({ type: 'property.partyAssigned', role: 'buyer' });
    actor.send({ type: 'property.partyAssigned', role: 'seller' });
    actor.send({ type: 'property.partyAssigned', role: 'buyerLawyer' });
    actor.send({ type: 'property.partyAssigned', role: 'sellerLawyer' });
    // All four stakeholders are not enough on their own.
    expect(actor.getSnapshot().matches({ open: { status: 'pending' } })).toBe(true);
    actor.send({ type: 'property.informationChanged', complete: true });
    expect(actor.getSnapshot().matches({ open: { status: 'active' } })).toBe(true);
    expect(actor.getSnapshot().hasTag('secondaryDisabled')).toBe(false);
  });

  it('stays Pending after a legal requisition is submitted', () => {
    const { actor } = start(newProperty);
    actor.send({ type: 'property.requisitionSubmitted' });
    expect(actor.getSnapshot().matches({ open: { status: 'pending' } })).toBe(true);
    expect(actor.getSnapshot().context.hasRequisitions).toBe(true);
  });

  it('removing a lawyer returns an Active property to Pending', () => {
    const { actor } = start(activeProperty);
    expect(actor.getSnapshot().matches({ open: { status: 'active' } })).toBe(true);
    actor.send({ type: 'property.partyRemoved', role: 'buyerLawyer' });
    expect(actor.getSnapshot().matches({ open: { status: 'pending' } })).toBe(true);
  });

  it('a locked property cannot be edited or deleted', () => {
    const { actor, openEditor } = start({ ...newProperty, locked: true });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('locked')).toBe(true);
    expect(snapshot.can({ type: 'property.edit' })).toBe(false);
    expect(snapshot.can({ type: 'property.delete' })).toBe(false);
    actor.send({ type: 'property.edit' });
    actor.send({ type: 'property.delete' });
    expect(openEditor).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('locking an open property withdraws edit and delete', () => {
    const { actor } = start(newProperty);
    expect(actor.getSnapshot().can({ type: 'property.edit' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'property.delete' })).toBe(true);
    actor.send({ type: 'property.locked' });
    expect(actor.getSnapshot().matches({ open: { lock: 'locked' } })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'property.edit' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'property.delete' })).toBe(false);
  });

  it('edit, when allowed, asks the screen to open the form and the status carries on', () => {
    const { actor, openEditor } = start(newProperty);
    actor.send({ type: 'property.edit' });
    expect(openEditor).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ open: { status: 'pending', lock: 'unlocked' } })).toBe(true);
  });

  it('a confirmed delete, when allowed, ends the machine', () => {
    const { actor } = start(newProperty);
    actor.send({ type: 'property.delete' });
    expect(actor.getSnapshot().matches('deleted')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each<[string, Partial<PropertyStatusInput>]>([
    ['a legal requisition is attached', { hasRequisitions: true }],
    ["the buyer client's lawyer is assigned (assigned and activated)", { facts: { ...newProperty.facts, buyerLawyer: true } }],
    ["the seller client's lawyer is assigned (assigned and activated)", { clientFlag: 'S', facts: { ...newProperty.facts, sellerLawyer: true } }],
  ])('delete is refused but edit allowed when %s', (_, change) => {
    const snapshot = start({ ...newProperty, ...change }).actor.getSnapshot();
    expect(snapshot.can({ type: 'property.delete' })).toBe(false);
    expect(snapshot.can({ type: 'property.edit' })).toBe(true);
  });

  it("the other side's lawyer does not block delete", () => {
    const snapshot = start({ ...newProperty, facts: { ...newProperty.facts, sellerLawyer: true } }).actor.getSnapshot();
    expect(snapshot.can({ type: 'property.delete' })).toBe(true);
  });
});
