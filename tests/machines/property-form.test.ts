import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { editConflictMachine, type LatestVersion } from '../../machines/edit-conflict.machine';
import {
  propertyFormMachine,
  type DueDiligenceReply,
  type IrasUnitCheckReply,
  type IrasUnitCheckRequest,
  type PropertyDraft,
  type PropertyFormInput,
  type PropertyUpdateRequest,
  type SavedProperty,
} from '../../machines/property-form.machine';
import {
  BLANK_DRAFT,
  FILL_LAND_PATCH,
  IRAS_REPLIES,
  PRESET_TYPE_PATCH,
  SAMPLE_BAD_REQUEST,
  SAMPLE_BUILDING_DRAFT,
  SAMPLE_DUPLICATE_DRAFT,
  SAMPLE_SAVED,
  SAMPLE_UPDATED,
  SWITCH_TO_SALE_PATCH,
} from '../../machines/property-form.samples';
import { SAMPLE_STALE_EDIT } from '../../machines/property-form.samples';
import type { EditConflictActor } from '../../src/app/screens/common/EditConflictDialog';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

const [FOUND, API_ERROR, NOT_FOUND] = IRAS_REPLIES as [IrasUnitCheckReply, IrasUnitCheckReply, IrasUnitCheckReply];

interface Server {
  iras?: () => Promise<IrasUnitCheckReply>;
  add?: () => Promise<SavedProperty>;
  update?: () => Promise<SavedProperty>;
  /** The case as another person saved it, for the edit-conflict dialog. */
  latest?: () => Promise<LatestVersion>;
  dueDiligence?: () => Promise<DueDiligenceReply>;
  remove?: () => Promise<boolean>;
}

/** The machine with fake calls that record what they were asked. */
function start(input: PropertyFormInput, server: Server = {}) {
  const calls = {
    iras: [] as IrasUnitCheckRequest[],
    add: [] as PropertyDraft[],
    update: [] as PropertyDraft[],
    updateVersions: [] as number[],
    dueDiligence: [] as number[],
    remove: [] as number[],
  };
  const machine = propertyFormMachine.provide({
    actors: {
      checkIrasUnit: fromPromise<IrasUnitCheckReply, IrasUnitCheckRequest>(({ input: request }) => {
        calls.iras.push(request);
        return server.iras?.() ?? Promise.resolve(FOUND);
      }),
      addProperty: fromPromise<SavedProperty, { draft: PropertyDraft }>(({ input: request }) => {
        calls.add.push(request.draft);
        return server.add?.() ?? Promise.resolve(SAMPLE_SAVED);
      }),
      updateProperty: fromPromise<SavedProperty, PropertyUpdateRequest>(({ input: request }) => {
        calls.update.push(request.draft);
        calls.updateVersions.push(request.version);
        return server.update?.() ?? Promise.resolve(SAMPLE_UPDATED);
      }),
      getDueDiligence: fromPromise<DueDiligenceReply, { propertyId: number }>(({ input: request }) => {
        calls.dueDiligence.push(request.propertyId);
        return server.dueDiligence?.() ?? Promise.resolve([]);
      }),
      editConflict: editConflictMachine.provide({
        actors: { loadLatest: fromPromise<LatestVersion, { recordId: number }>(() => server.latest?.() ?? Promise.reject(new Error('no latest'))) },
      }),
      deleteProperty: fromPromise<boolean, { id: number }>(({ input: request }) => {
        calls.remove.push(request.id);
        return server.remove?.() ?? Promise.resolve(true);
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

type Actor = ReturnType<typeof start>['actor'];

const add: PropertyFormInput = { mode: 'add', draft: BLANK_DRAFT, direct: false, locked: false };
const details: PropertyFormInput = { mode: 'edit', draft: SAMPLE_BUILDING_DRAFT, direct: false, locked: false };
const directEdit: PropertyFormInput = { ...details, direct: true };
const duplicate: PropertyFormInput = { mode: 'duplicate', draft: SAMPLE_DUPLICATE_DRAFT, direct: true, locked: false };

const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

describe('property form machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('property-form'));
  });

  describe('where the form starts', () => {
    it('the add dialog and a duplicate are editable at once', () => {
      for (const input of [add, duplicate]) {
        const snapshot = start(input).actor.getSnapshot();
        expect(snapshot.matches('editing')).toBe(true);
        expect(snapshot.can({ type: 'form.save' })).toBe(true);
      }
    });

    it('details open as a read-only preview with edit and delete offered', () => {
      const snapshot = start(details).actor.getSnapshot();
      expect(snapshot.hasTag('preview')).toBe(true);
      expect(snapshot.can({ type: 'form.save' })).toBe(false);
      expect(snapshot.can({ type: 'form.edit' })).toBe(true);
      expect(snapshot.can({ type: 'form.delete' })).toBe(true);
    });

    it('direct=true opens the details straight in edit mode', () => {
      expect(start(directEdit).actor.getSnapshot().matches('editing')).toBe(true);
    });

    it('a locked property stays a preview, even when opened directly, with no edit and no delete', () => {
      const snapshot = start({ ...directEdit, locked: true }).actor.getSnapshot();
      expect(snapshot.hasTag('preview')).toBe(true);
      expect(snapshot.can({ type: 'form.edit' })).toBe(false);
      expect(snapshot.can({ type: 'form.delete' })).toBe(false);
      expect(snapshot.can({ type: 'form.cancel' })).toBe(true);
    });

    it('a duplicate offers neither edit nor delete', () => {
      const snapshot = start(duplicate).actor.getSnapshot();
      expect(snapshot.can({ type: 'form.edit' })).toBe(false);
      expect(snapshot.can({ type: 'form.delete' })).toBe(false);
    });
  });

  describe('checking the draft', () => {
    it('a blank form lists the seed messages in the error alert and calls nothing', () => {
      const { actor, calls } = start(add);
      actor.send({ type: 'form.save' });
      const snapshot = actor.getSnapshot();
      expect(snapshot.hasTag('problems')).toBe(true);
      expect(snapshot.context.problems).toEqual(
        expect.arrayContaining([
          messages.applicantInfoEmpty,
          messages.referenceNoEmpty,
          messages.blockHouseNoEmpty,
          messages.streetNameEmpty,
          messages.mktsNumberEmpty,
          messages.landLotNumberEmpty,
        ]),
      );
      expect(calls).toMatchObject({ iras: [], add: [] });
      actor.send({ type: 'form.dismiss' });
      expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
      expect(actor.getSnapshot().context.problems).toEqual([]);
    });

    it('each refused field keeps its message after the alert; dismissing asks for focus; a change clears its own (issue 18)', () => {
      const { actor } = start(add);
      const focusRequests: string[] = [];
      actor.on('field.focus', (event) => focusRequests.push(event.type));
      actor.send({ type: 'form.save' });
      expect(actor.getSnapshot().context.fieldErrors).toMatchObject({
        'applicantInfo.applicantName': messages.applicantInfoEmpty,
        lawfirmRefNo: messages.referenceNoEmpty,
        streetName: messages.streetNameEmpty,
        'lotInfos.0.mktsNo': messages.inputNumberEmpty,
      });
      expect(focusRequests).toEqual([]);
      actor.send({ type: 'form.dismiss' });
      expect(focusRequests).toEqual(['field.focus']);
      expect(actor.getSnapshot().context.fieldErrors.lawfirmRefNo).toBe(messages.referenceNoEmpty);
      actor.send({ type: 'form.change', patch: { lawfirmRefNo: 'TL/CONV/0301' } });
      expect(actor.getSnapshot().context.fieldErrors.lawfirmRefNo).toBeUndefined();
      expect(actor.getSnapshot().context.fieldErrors.streetName).toBe(messages.streetNameEmpty);
    });

    it('the changes land in the draft that is saved', async () => {
      const { actor, calls } = start(add);
      actor.send({ type: 'form.change', patch: FILL_LAND_PATCH });
      actor.send({ type: 'form.save' });
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(calls.add).toEqual([{ ...BLANK_DRAFT, ...FILL_LAND_PATCH }]);
      expect(actor.getSnapshot().output).toEqual({ ending: 'saved', mode: 'add', propertyRefNo: SAMPLE_SAVED.propertyRefNo });
    });

    it('a LAND property is saved without the IRAS check', async () => {
      const { actor, calls } = start(directEdit);
      actor.send({ type: 'form.change', patch: FILL_LAND_PATCH });
      actor.send({ type: 'form.save' });
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(calls.iras).toEqual([]);
      expect(calls.update).toHaveLength(1);
    });
  });

  describe('the IRAS valuation check of a building', () => {
    it('asks by the unit address and saves straight on when the unit is in the Valuation List', async () => {
      const { actor, calls } = start(directEdit);
      actor.send({ type: 'form.save' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(calls.iras).toEqual([{ blkHouseNo: '2', storeyNo: '45', unitNo: '01', streetName: 'MARINA BOULEVARD', postalCode: '018956' }]);
      expect(calls.update).toEqual([SAMPLE_BUILDING_DRAFT]);
      expect(actor.getSnapshot().output).toEqual({ ending: 'saved', mode: 'edit', propertyRefNo: SAMPLE_UPDATED.propertyRefNo });
    });

    it.each([
      ['return code 30', () => Promise.resolve(API_ERROR)],
      ['no answer at all', () => Promise.reject(new Error('Network Error.'))],
    ])('%s warns with the seed words, and OK saves anyway', async (_, iras) => {
      const { actor, calls } = start(directEdit, { iras });
      actor.send({ type: 'form.save' });
      const warned = await settled(actor);
      expect(warned.hasTag('warning')).toBe(true);
      expect(warned.context.alert).toEqual({ title: messages.irasValuationCheckApiError, text: messages.irasProceedWithSubmission, tone: 'warning' });
      actor.send({ type: 'form.confirm' });
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(calls.update).toHaveLength(1);
    });

    it('a unit not in the Valuation List names the address, and Cancel goes back to the form unsaved', async () => {
      const { actor, calls } = start(duplicate, { iras: () => Promise.resolve(NOT_FOUND) });
      actor.send({ type: 'form.save' });
      const warned = await settled(actor);
      expect(warned.context.alert).toEqual({
        title: messages.propertyNotInValuationList,
        text: messages.addressNotInValuationList('2 MARINA BOULEVARD, #45-01, SINGAPORE 018956'),
        tone: 'warning',
      });
      actor.send({ type: 'form.back' });
      expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
      expect(actor.getSnapshot().context.alert).toBeNull();
      expect(calls.add).toEqual([]);
    });
  });

  describe('switching between sale and purchase', () => {
    it('warns that the primary stakeholder client will be adjusted before anything is sent', async () => {
      const { actor, calls } = start(directEdit);
      actor.send({ type: 'form.change', patch: SWITCH_TO_SALE_PATCH });
      actor.send({ type: 'form.save' });
      expect(actor.getSnapshot().context.alert).toEqual({
        title: messages.transactionTypeChangedTitle,
        text: messages.transactionTypeChangedText,
        tone: 'warning',
      });
      expect(calls.iras).toEqual([]);
      actor.send({ type: 'form.confirm' });
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(calls.update[0]).toMatchObject({ clientFlag: 'S', isTransactionTypeChanged: true });
    });

    it('going back keeps the draft for another look', () => {
      const { actor } = start(directEdit);
      actor.send({ type: 'form.change', patch: SWITCH_TO_SALE_PATCH });
      actor.send({ type: 'form.save' });
      actor.send({ type: 'form.back' });
      expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
      expect(actor.getSnapshot().context.draft.transactionTypeName).toBe('Sale of Property');
    });
  });

  describe('the save', () => {
    it('a duplicate is created with add-property, never update-property', async () => {
      const { actor, calls } = start(duplicate);
      actor.send({ type: 'form.save' });
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(calls.add).toEqual([SAMPLE_DUPLICATE_DRAFT]);
      expect(calls.update).toEqual([]);
      expect(actor.getSnapshot().output?.mode).toBe('duplicate');
    });

    it("the server's 400 messages show in the same error alert", async () => {
      // As the API client throws it: an ApiError with the status and the listed messages.
      const badRequest = Object.assign(new Error(SAMPLE_BAD_REQUEST.message), { status: 400, errors: SAMPLE_BAD_REQUEST.errors });
      const { actor } = start(directEdit, { update: () => Promise.reject(badRequest) });
      actor.send({ type: 'form.save' });
      const refused = await settled(actor);
      expect(refused.hasTag('problems')).toBe(true);
      expect(refused.context.problems).toEqual(SAMPLE_BAD_REQUEST.errors);
    });

    it('another failure shows its message; Retry sends again and Back returns to the form', async () => {
      let attempts = 0;
      const update = () => (++attempts === 1 ? Promise.reject(new Error('Error Status 500')) : Promise.resolve(SAMPLE_UPDATED));
      const { actor, calls } = start(directEdit, { update });
      actor.send({ type: 'form.save' });
      const failed = await settled(actor);
      expect(failed.hasTag('error')).toBe(true);
      expect(failed.context.alert).toEqual({ title: messages.propertySaveFailedTitle, text: 'Error Status 500', tone: 'error' });
      actor.send({ type: 'form.retry' });
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(calls.update).toHaveLength(2);
      // The IRAS question was answered before the first attempt; a retry does not ask again.
      expect(calls.iras).toHaveLength(1);
    });

    it('Cancel ends the flow without saving', () => {
      const { actor, calls } = start(add);
      actor.send({ type: 'form.cancel' });
      expect(actor.getSnapshot().output).toEqual({ ending: 'cancelled', mode: 'add', propertyRefNo: '' });
      expect(calls.add).toEqual([]);
    });
  });

  describe('unsaved changes (issue 18)', () => {
    it('a change marks the form edited; one that puts back what was there does not', () => {
      const { actor } = start(directEdit);
      expect(actor.getSnapshot().context.edited).toBe(false);
      actor.send({ type: 'form.change', patch: { lawfirmRefNo: SAMPLE_BUILDING_DRAFT.lawfirmRefNo, lotInfos: SAMPLE_BUILDING_DRAFT.lotInfos } });
      expect(actor.getSnapshot().context.edited).toBe(false);
      actor.send({ type: 'form.change', patch: { lawfirmRefNo: 'TL/CONV/0102' } });
      expect(actor.getSnapshot().context.edited).toBe(true);
    });

    it('what the form fills in itself (the first transaction type) is not an edit, and does not undo one', () => {
      const { actor } = start(add);
      actor.send({ type: 'form.preset', patch: PRESET_TYPE_PATCH });
      expect(actor.getSnapshot().context).toMatchObject({ edited: false, draft: { transactionTypeName: 'Purchase of Property' } });
      actor.send({ type: 'form.change', patch: { lawfirmRefNo: 'TL/CONV/0300' } });
      actor.send({ type: 'form.preset', patch: PRESET_TYPE_PATCH });
      expect(actor.getSnapshot().context.edited).toBe(true);
    });

    it('Cancel on an edited form asks first; Stay keeps the changes in the form', () => {
      const { actor } = start(add);
      actor.send({ type: 'form.change', patch: FILL_LAND_PATCH });
      actor.send({ type: 'form.cancel' });
      expect(actor.getSnapshot().hasTag('leaving')).toBe(true);
      expect(actor.getSnapshot().can({ type: 'form.save' })).toBe(false);
      actor.send({ type: 'form.stay' });
      const snapshot = actor.getSnapshot();
      expect(snapshot.matches({ editing: 'idle' })).toBe(true);
      expect(snapshot.context).toMatchObject({ edited: true, draft: { lawfirmRefNo: 'TL/CONV/0202' } });
    });

    it('Leave drops the changes: the flow ends cancelled, nothing saved and nothing left unsaved', () => {
      const { actor, calls } = start(directEdit);
      actor.send({ type: 'form.change', patch: { lawfirmRefNo: 'TL/CONV/0102' } });
      actor.send({ type: 'form.cancel' });
      actor.send({ type: 'form.leave' });
      const snapshot = actor.getSnapshot();
      expect(snapshot.output?.ending).toBe('cancelled');
      expect(snapshot.context.edited).toBe(false);
      expect(calls.update).toEqual([]);
    });

    it('the changes stay unsaved through a refused save, and are saved by a good one', async () => {
      const { actor } = start(add, { add: () => Promise.reject(new Error(messages.errorStatus(500))) });
      actor.send({ type: 'form.change', patch: FILL_LAND_PATCH });
      actor.send({ type: 'form.save' });
      expect((await settled(actor)).context.edited).toBe(true);
      actor.send({ type: 'form.back' });
      expect(actor.getSnapshot().context.edited).toBe(true);
      const saved = start(add);
      saved.actor.send({ type: 'form.change', patch: FILL_LAND_PATCH });
      saved.actor.send({ type: 'form.save' });
      await waitFor(saved.actor, (snapshot) => snapshot.status === 'done');
      expect(saved.actor.getSnapshot().context.edited).toBe(false);
    });
  });

  describe('delete from the details preview', () => {
    it('asks first, with the reference no., and Cancel changes nothing', () => {
      const { actor, calls } = start(details);
      actor.send({ type: 'form.delete' });
      expect(actor.getSnapshot().context.alert).toEqual({
        title: messages.deletePropertyTitle,
        text: messages.confirmDeleteProperty('TL/CONV/0101'),
        tone: 'warning',
      });
      actor.send({ type: 'form.back' });
      expect(actor.getSnapshot().hasTag('preview')).toBe(true);
      expect(calls.dueDiligence).toEqual([]);
    });

    it('a property with legal requisitions is refused without calling delete', async () => {
      const { actor, calls } = start(details, { dueDiligence: () => Promise.resolve([{ lfcontrolNo: 'LR-1' }]) });
      actor.send({ type: 'form.delete' });
      actor.send({ type: 'form.confirm' });
      const refused = await settled(actor);
      expect(refused.context.alert).toEqual({
        title: messages.deleteFailedTitle,
        text: messages.deleteFailedRequisitions('TL/CONV/0101', 'PCN-2026-000101'),
        tone: 'error',
      });
      expect(calls).toMatchObject({ dueDiligence: [101], remove: [] });
      actor.send({ type: 'form.dismiss' });
      expect(actor.getSnapshot().hasTag('preview')).toBe(true);
    });

    it("the server's refusal shows under 'Delete Failed'", async () => {
      const refusal = messages.deleteFailedAssignedActivated('TL/CONV/0101', 'PCN-2026-000101');
      const { actor } = start(details, { remove: () => Promise.reject(new Error(refusal)) });
      actor.send({ type: 'form.delete' });
      actor.send({ type: 'form.confirm' });
      const refused = await settled(actor);
      expect(refused.context.alert).toEqual({ title: messages.deleteFailedTitle, text: refusal, tone: 'error' });
    });

    it('a free property is deleted and the flow ends as deleted', async () => {
      const { actor, calls } = start(details);
      actor.send({ type: 'form.delete' });
      actor.send({ type: 'form.confirm' });
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(calls.remove).toEqual([101]);
      expect(actor.getSnapshot().output?.ending).toBe('deleted');
    });
  });

  describe('when someone saved the case first', () => {
    /** The edit-conflict dialog the form opened, once it shows their version. */
    const conflictShown = async (actor: Actor) => {
      const child = (await waitFor(actor, (snapshot) => snapshot.matches('conflict'))).children.editConflict as EditConflictActor | undefined;
      if (!child) throw new Error('The form opened no edit-conflict dialog.');
      await waitFor(child, (snapshot) => snapshot.matches('choosing'));
      return child;
    };
    /** The 409 as the API client throws it: an Error carrying the status and `conflict`. */
    const staleRefusal = () => Object.assign(new Error(SAMPLE_STALE_EDIT.message), SAMPLE_STALE_EDIT);
    const theirs = { ...SAMPLE_BUILDING_DRAFT, propName: 'MARINA ONE RESIDENCES' };

    it('keeps my edits, shows their version, and saves mine on top of theirs from their version', async () => {
      let stale = true;
      const { actor, calls } = start(
        { ...directEdit, version: 1 },
        {
          update: () => (stale ? Promise.reject(staleRefusal()) : Promise.resolve(SAMPLE_UPDATED)),
          latest: () => Promise.resolve({ values: theirs, version: 2 }),
        },
      );
      actor.send({ type: 'form.change', patch: { road1: 'MARINA WAY' } });
      actor.send({ type: 'form.save' });
      const conflict = await conflictShown(actor);
      expect(actor.getSnapshot().context.conflictMessage).toBe(SAMPLE_STALE_EDIT.message);
      expect(actor.getSnapshot().context.draft.road1).toBe('MARINA WAY');
      conflict.send({ type: 'conflict.reapply' });
      const editing = await waitFor(actor, (snapshot) => snapshot.matches('editing'));
      expect(editing.context).toMatchObject({ version: 2, edited: true, base: theirs });
      expect(editing.context.draft).toMatchObject({ propName: 'MARINA ONE RESIDENCES', road1: 'MARINA WAY' });

      stale = false;
      actor.send({ type: 'form.save' });
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(calls.updateVersions).toEqual([1, 2]);
      expect(calls.update[1]).toMatchObject({ propName: 'MARINA ONE RESIDENCES', road1: 'MARINA WAY' });
    });

    it('discarding mine leaves their version in the form, with nothing unsaved', async () => {
      const { actor } = start(
        { ...directEdit, version: 1 },
        { update: () => Promise.reject(staleRefusal()), latest: () => Promise.resolve({ values: theirs, version: 2 }) },
      );
      actor.send({ type: 'form.change', patch: { road1: 'MARINA WAY' } });
      actor.send({ type: 'form.save' });
      (await conflictShown(actor)).send({ type: 'conflict.discard' });
      const editing = await waitFor(actor, (snapshot) => snapshot.matches('editing'));
      expect(editing.context).toMatchObject({ draft: theirs, version: 2, edited: false });
    });
  });
});
