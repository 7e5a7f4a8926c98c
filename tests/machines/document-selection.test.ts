import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { documentSelectionMachine, type SelectedDocument } from '../../machines/document-selection.machine';
import { CASE_A_NOTE, CASE_A_OTP, CASE_A_WTA, CASE_B_OTP, ROWS_ON_SCREEN } from '../../machines/document-selection.samples';
import { selectionTotalBytes } from '../../src/domain/documents/centre/selection';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

function start() {
  return createActor(documentSelectionMachine).start();
}

type Actor = ReturnType<typeof start>;

const tick = (actor: Actor, ...documents: SelectedDocument[]) => {
  for (const document of documents) actor.send({ type: 'row.toggle', document });
};
const ticked = (actor: Actor) => actor.getSnapshot().context.selected.map((document) => document.id);
const tags = (actor: Actor) => [...actor.getSnapshot().tags].sort();

describe('document selection machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('document-selection'));
  });

  describe('none → one → several', () => {
    it('starts with nothing ticked: no header checkbox, no bulk bar', () => {
      const actor = start();
      expect(actor.getSnapshot().matches({ selection: 'none' })).toBe(true);
      expect(tags(actor)).toEqual([]);
    });

    it('one ticked row shows the header checkbox but no bulk bar', () => {
      const actor = start();
      tick(actor, CASE_A_OTP);
      expect(actor.getSnapshot().matches({ selection: 'one' })).toBe(true);
      expect(tags(actor)).toEqual(['headerCheckbox']);
    });

    it('two ticked rows of one property show the bulk bar', () => {
      const actor = start();
      tick(actor, CASE_A_OTP, CASE_A_WTA);
      expect(actor.getSnapshot().matches({ selection: { several: 'withinLimit' } })).toBe(true);
      expect(tags(actor)).toEqual(['bulkActions', 'headerCheckbox']);
    });

    it('unticking goes back through one to none', () => {
      const actor = start();
      tick(actor, CASE_A_OTP, CASE_A_WTA, CASE_A_WTA);
      expect(actor.getSnapshot().matches({ selection: 'one' })).toBe(true);
      tick(actor, CASE_A_OTP);
      expect(actor.getSnapshot().matches({ selection: 'none' })).toBe(true);
    });
  });

  describe('one property at a time', () => {
    it("a row of another property is refused with 'Please Select Documents under Same Property Ref No.' and nothing changes", () => {
      const actor = start();
      tick(actor, CASE_A_OTP, CASE_B_OTP);
      expect(ticked(actor)).toEqual([CASE_A_OTP.id]);
      expect(actor.getSnapshot().hasTag('refused')).toBe(true);
      expect(actor.getSnapshot().context.problem).toBe(messages.selectSameProperty);
      expect(actor.getSnapshot().matches({ selection: 'one' })).toBe(true);
    });

    it('the refusal lasts until the next event, which does its own work', () => {
      const actor = start();
      tick(actor, CASE_A_OTP, CASE_B_OTP, CASE_A_WTA);
      expect(actor.getSnapshot().hasTag('refused')).toBe(false);
      expect(actor.getSnapshot().context.problem).toBeNull();
      expect(ticked(actor)).toEqual([CASE_A_OTP.id, CASE_A_WTA.id]);
    });

    it('after unticking everything, a row of any property may be ticked', () => {
      const actor = start();
      tick(actor, CASE_A_OTP, CASE_A_OTP, CASE_B_OTP);
      expect(ticked(actor)).toEqual([CASE_B_OTP.id]);
      expect(actor.getSnapshot().hasTag('refused')).toBe(false);
    });
  });

  describe('the header checkbox', () => {
    it("ticks all of the ticked property's rows on screen and ignores the other property's", () => {
      const actor = start();
      tick(actor, CASE_A_WTA);
      actor.send({ type: 'property.toggle', documents: [...ROWS_ON_SCREEN] });
      expect(ticked(actor).sort()).toEqual([CASE_A_OTP.id, CASE_A_WTA.id, CASE_A_NOTE.id].sort());
      expect(actor.getSnapshot().hasTag('refused')).toBe(false);
    });

    it('unticks them all when all are ticked', () => {
      const actor = start();
      tick(actor, CASE_A_OTP, CASE_A_WTA, CASE_A_NOTE);
      actor.send({ type: 'property.toggle', documents: [...ROWS_ON_SCREEN] });
      expect(ticked(actor)).toEqual([]);
      expect(actor.getSnapshot().matches({ selection: 'none' })).toBe(true);
    });

    it('leaves ticked rows that are not on screen', () => {
      const actor = start();
      tick(actor, CASE_A_OTP, CASE_A_WTA);
      actor.send({ type: 'property.toggle', documents: [CASE_A_WTA, CASE_B_OTP] });
      expect(ticked(actor)).toEqual([CASE_A_OTP.id]);
    });

    it('is not there while nothing is ticked, and does nothing on a page without the property', () => {
      const actor = start();
      expect(actor.getSnapshot().can({ type: 'property.toggle', documents: [...ROWS_ON_SCREEN] })).toBe(false);
      tick(actor, CASE_A_OTP);
      expect(actor.getSnapshot().can({ type: 'property.toggle', documents: [CASE_B_OTP] })).toBe(false);
    });
  });

  describe('the 10MB rule', () => {
    it('9,999,999 bytes ticked keeps the bulk send and download', () => {
      const actor = start();
      tick(actor, CASE_A_OTP, CASE_A_WTA);
      expect(selectionTotalBytes(actor.getSnapshot().context.selected)).toBe(9_999_999);
      expect(actor.getSnapshot().hasTag('bulkActions')).toBe(true);
      expect(actor.getSnapshot().hasTag('overLimit')).toBe(false);
    });

    it('10,000,000 bytes ticked replaces them with the hint', () => {
      const actor = start();
      tick(actor, CASE_A_OTP, CASE_A_WTA, CASE_A_NOTE);
      expect(selectionTotalBytes(actor.getSnapshot().context.selected)).toBe(10_000_000);
      expect(actor.getSnapshot().matches({ selection: { several: 'overLimit' } })).toBe(true);
      expect(actor.getSnapshot().hasTag('overLimit')).toBe(true);
      expect(actor.getSnapshot().hasTag('bulkActions')).toBe(false);
    });

    it('unticking back under the limit brings the bulk actions back', () => {
      const actor = start();
      tick(actor, CASE_A_OTP, CASE_A_WTA, CASE_A_NOTE, CASE_A_NOTE);
      expect(actor.getSnapshot().hasTag('bulkActions')).toBe(true);
    });

    it('one file of any size is not a bulk selection', () => {
      const actor = start();
      tick(actor, { id: 9, propId: 1, size: 12_000_000 });
      expect(actor.getSnapshot().hasTag('overLimit')).toBe(false);
      expect(actor.getSnapshot().hasTag('bulkActions')).toBe(false);
    });
  });

  describe('deletes and clearing', () => {
    it('a deleted row leaves the selection', () => {
      const actor = start();
      tick(actor, CASE_A_OTP, CASE_A_WTA, CASE_A_NOTE);
      actor.send({ type: 'row.removed', id: CASE_A_NOTE.id });
      expect(ticked(actor)).toEqual([CASE_A_OTP.id, CASE_A_WTA.id]);
      expect(actor.getSnapshot().hasTag('bulkActions')).toBe(true);
      actor.send({ type: 'row.removed', id: CASE_A_OTP.id });
      expect(actor.getSnapshot().matches({ selection: 'one' })).toBe(true);
    });

    it('deleting a row that is not ticked changes nothing', () => {
      const actor = start();
      tick(actor, CASE_A_OTP);
      expect(actor.getSnapshot().can({ type: 'row.removed', id: CASE_B_OTP.id })).toBe(false);
    });

    it('clear empties the selection and the refusal', () => {
      const actor = start();
      tick(actor, CASE_A_OTP, CASE_B_OTP);
      actor.send({ type: 'selection.clear' });
      expect(ticked(actor)).toEqual([]);
      expect(actor.getSnapshot().hasTag('refused')).toBe(false);
      expect(tags(actor)).toEqual([]);
    });
  });
});
