import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  clientFormMachine,
  type ClientDraft,
  type ClientFormInput,
  type ClientUpdateRequest,
  type SavedClient,
} from '../../machines/client-form.machine';
import {
  BLANK_CLIENT_DRAFT,
  FILLED_COMPANY_DRAFT,
  SAMPLE_ADDED,
  SAMPLE_BAD_REQUEST,
  SAMPLE_COMPANY_DRAFT,
  SAMPLE_INDIVIDUAL_DRAFT,
  SAMPLE_UPDATED,
} from '../../machines/client-form.samples';
import { messages } from '../../src/domain/messages';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

interface Server {
  add?: () => Promise<SavedClient>;
  update?: () => Promise<SavedClient>;
  remove?: () => Promise<boolean>;
}

/** The machine with fake calls that record what they were asked. */
function start(input: ClientFormInput, server: Server = {}) {
  const calls = { add: [] as ClientDraft[], update: [] as ClientDraft[], remove: [] as number[] };
  const machine = clientFormMachine.provide({
    actors: {
      addClient: fromPromise<SavedClient, { draft: ClientDraft }>(({ input: request }) => {
        calls.add.push(request.draft);
        return server.add?.() ?? Promise.resolve(SAMPLE_ADDED);
      }),
      updateClient: fromPromise<SavedClient, ClientUpdateRequest>(({ input: request }) => {
        calls.update.push(request.draft);
        return server.update?.() ?? Promise.resolve(SAMPLE_UPDATED);
      }),
      deleteClient: fromPromise<boolean, { id: number }>(({ input: request }) => {
        calls.remove.push(request.id);
        return server.remove?.() ?? Promise.resolve(true);
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

type Actor = ReturnType<typeof start>['actor'];

const add: ClientFormInput = { mode: 'add', draft: BLANK_CLIENT_DRAFT, direct: false, hasProperties: false };
const company: ClientFormInput = { mode: 'edit', draft: SAMPLE_COMPANY_DRAFT, direct: false, hasProperties: false };
const assigned: ClientFormInput = { mode: 'edit', draft: SAMPLE_INDIVIDUAL_DRAFT, direct: false, hasProperties: true };
const direct: ClientFormInput = { ...assigned, direct: true };

const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
const ended = (actor: Actor) => waitFor(actor, (snapshot) => snapshot.status === 'done');

describe('client form machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('client-form'));
  });

  describe('where the form starts', () => {
    it('the Add Contact dialog is editable at once', () => {
      const snapshot = start(add).actor.getSnapshot();
      expect(snapshot.matches({ editing: 'idle' })).toBe(true);
      expect(snapshot.can({ type: 'form.save' })).toBe(true);
    });

    it('client details open as a read-only preview with edit and delete offered', () => {
      const snapshot = start(company).actor.getSnapshot();
      expect(snapshot.hasTag('preview')).toBe(true);
      expect(snapshot.can({ type: 'form.save' })).toBe(false);
      expect(snapshot.can({ type: 'form.edit' })).toBe(true);
      expect(snapshot.can({ type: 'form.delete' })).toBe(true);
    });

    it("direct 'true' opens the details straight in edit mode", () => {
      const snapshot = start(direct).actor.getSnapshot();
      expect(snapshot.matches({ editing: 'idle' })).toBe(true);
      expect(snapshot.can({ type: 'form.delete' })).toBe(false);
    });
  });

  describe('contact persons', () => {
    it('are added and removed while the client is on no property', () => {
      const { actor } = start(company);
      actor.send({ type: 'form.edit' });
      actor.send({ type: 'form.addPerson' });
      expect(actor.getSnapshot().context.draft.clientContacts).toHaveLength(3);
      actor.send({ type: 'form.removePerson', index: 0 });
      expect(actor.getSnapshot().context.draft.clientContacts.map((p) => p.individualName)).toEqual(['Tan Bee Lian', '']);
    });

    it('are fixed once the client is on a property', () => {
      const { actor } = start(direct);
      expect(actor.getSnapshot().can({ type: 'form.addPerson' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'form.removePerson', index: 0 })).toBe(false);
      actor.send({ type: 'form.removePerson', index: 0 });
      expect(actor.getSnapshot().context.draft.clientContacts).toHaveLength(1);
    });

    it('cannot be changed in the preview', () => {
      const snapshot = start(company).actor.getSnapshot();
      expect(snapshot.can({ type: 'form.addPerson' })).toBe(false);
      expect(snapshot.can({ type: 'form.removePerson', index: 0 })).toBe(false);
    });
  });

  describe('checking the draft', () => {
    it('a blank form lists the rule messages in the alert, marks each field and sends nothing', () => {
      const { actor, calls } = start(add);
      actor.send({ type: 'form.save' });
      const snapshot = actor.getSnapshot();
      expect(snapshot.hasTag('problems')).toBe(true);
      expect(snapshot.context.problems).toEqual([messages.companyNameEmpty, messages.blockHouseNoEmpty, messages.roadNameEmpty]);
      expect(snapshot.context.fieldErrors).toEqual({
        compName: messages.companyNameEmpty,
        blkNo: messages.blockHouseNoEmpty,
        roadName: messages.roadNameEmpty,
      });
      expect(calls.add).toEqual([]);
    });

    it("dismissing the alert keeps the fields' messages; changing a field clears its own message only", () => {
      const { actor } = start(add);
      actor.send({ type: 'form.save' });
      actor.send({ type: 'form.dismiss' });
      expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
      expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['compName', 'blkNo', 'roadName']);
      actor.send({ type: 'form.change', draft: { ...BLANK_CLIENT_DRAFT, compName: 'O' } });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ blkNo: messages.blockHouseNoEmpty, roadName: messages.roadNameEmpty });
    });

    it("a person's message clears when that person's field changes, not another's", () => {
      const { actor } = start(add);
      actor.send({ type: 'form.addPerson' });
      actor.send({ type: 'form.addPerson' });
      actor.send({ type: 'form.save' });
      actor.send({ type: 'form.dismiss' });
      const { draft } = actor.getSnapshot().context;
      const [first, second] = draft.clientContacts as [ClientDraft['clientContacts'][number], ClientDraft['clientContacts'][number]];
      actor.send({ type: 'form.change', draft: { ...draft, clientContacts: [first, { ...second, individualName: 'Lim' }] } });
      const errors = actor.getSnapshot().context.fieldErrors;
      expect(errors['clientContacts.0.individualName']).toBe(messages.contactNameEmpty);
      expect(errors['clientContacts.1.individualName']).toBeUndefined();
      expect(errors['clientContacts.1.identificationNo']).toBe(messages.identificationNoEmpty);
    });

    it('a filled form is added and ends with the saved name', async () => {
      const { actor, calls } = start(add);
      actor.send({ type: 'form.change', draft: FILLED_COMPANY_DRAFT });
      actor.send({ type: 'form.save' });
      await ended(actor);
      expect(calls.add).toEqual([FILLED_COMPANY_DRAFT]);
      expect(actor.getSnapshot().output).toEqual({ ending: 'saved', mode: 'add', name: SAMPLE_ADDED.name, contactNo: '63561188' });
    });
  });

  describe('the save', () => {
    it('details are saved with update-client/, never add-client', async () => {
      const { actor, calls } = start(direct);
      actor.send({ type: 'form.save' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await ended(actor);
      expect(calls.update).toEqual([SAMPLE_INDIVIDUAL_DRAFT]);
      expect(calls.add).toEqual([]);
      expect(actor.getSnapshot().output?.ending).toBe('saved');
    });

    it("the server's 400 messages show in the same error alert", async () => {
      const badRequest = Object.assign(new Error(SAMPLE_BAD_REQUEST.message), { status: 400, errors: SAMPLE_BAD_REQUEST.errors });
      const { actor } = start(direct, { update: () => Promise.reject(badRequest) });
      actor.send({ type: 'form.save' });
      const refused = await settled(actor);
      expect(refused.hasTag('problems')).toBe(true);
      expect(refused.context.problems).toEqual(SAMPLE_BAD_REQUEST.errors);
    });

    it('another failure offers Retry, which sends again, and Back, which returns to the form', async () => {
      let attempts = 0;
      const { actor, calls } = start(direct, {
        update: () => (attempts++ === 0 ? Promise.reject(new Error(messages.networkError)) : Promise.resolve(SAMPLE_UPDATED)),
      });
      actor.send({ type: 'form.save' });
      const failed = await settled(actor);
      expect(failed.context.alert).toEqual({ title: messages.contactSaveFailedTitle, text: messages.networkError, tone: 'error' });
      actor.send({ type: 'form.retry' });
      await ended(actor);
      expect(calls.update).toHaveLength(2);
    });

    it('Cancel ends without saving', () => {
      const { actor, calls } = start(add);
      actor.send({ type: 'form.cancel' });
      expect(actor.getSnapshot().output).toMatchObject({ ending: 'cancelled', mode: 'add' });
      expect(calls.add).toEqual([]);
    });
  });

  describe('unsaved changes (issue 18)', () => {
    it('a change marks the form edited; handing back the same draft does not', () => {
      const { actor } = start(add);
      actor.send({ type: 'form.change', draft: BLANK_CLIENT_DRAFT });
      expect(actor.getSnapshot().context.edited).toBe(false);
      actor.send({ type: 'form.change', draft: FILLED_COMPANY_DRAFT });
      expect(actor.getSnapshot().context.edited).toBe(true);
    });

    it('adding or removing a contact person is an edit', () => {
      const added = start(add).actor;
      added.send({ type: 'form.addPerson' });
      expect(added.getSnapshot().context.edited).toBe(true);
      const removed = start({ ...company, direct: true }).actor;
      removed.send({ type: 'form.removePerson', index: 0 });
      expect(removed.getSnapshot().context.edited).toBe(true);
    });

    it('Cancel on an edited form asks first; Stay keeps the changes in the form', () => {
      const { actor } = start(add);
      actor.send({ type: 'form.change', draft: FILLED_COMPANY_DRAFT });
      actor.send({ type: 'form.cancel' });
      expect(actor.getSnapshot().hasTag('leaving')).toBe(true);
      actor.send({ type: 'form.stay' });
      expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ edited: true, draft: FILLED_COMPANY_DRAFT });
    });

    it('Leave drops the changes: the flow ends cancelled with nothing left unsaved', () => {
      const { actor, calls } = start(add);
      actor.send({ type: 'form.change', draft: FILLED_COMPANY_DRAFT });
      actor.send({ type: 'form.cancel' });
      actor.send({ type: 'form.leave' });
      expect(actor.getSnapshot().output).toMatchObject({ ending: 'cancelled', mode: 'add' });
      expect(actor.getSnapshot().context.edited).toBe(false);
      expect(calls.add).toEqual([]);
    });

    it('a save leaves nothing unsaved', async () => {
      const { actor } = start(add);
      actor.send({ type: 'form.change', draft: FILLED_COMPANY_DRAFT });
      actor.send({ type: 'form.save' });
      await ended(actor);
      expect(actor.getSnapshot().context.edited).toBe(false);
    });
  });

  describe('deleting from the preview', () => {
    it("asks 'Are you sure you want to delete contact …', then deletes and ends with the name and number", async () => {
      const { actor, calls } = start(company);
      actor.send({ type: 'form.delete' });
      expect(actor.getSnapshot().context.alert).toEqual({
        title: messages.contactDeleteTitle,
        text: messages.confirmDeleteContact('Marina Bay Holdings Pte. Ltd.'),
        tone: 'warning',
      });
      actor.send({ type: 'form.confirm' });
      await ended(actor);
      expect(calls.remove).toEqual([11]);
      expect(actor.getSnapshot().output).toEqual({ ending: 'deleted', mode: 'edit', name: 'Marina Bay Holdings Pte. Ltd.', contactNo: '62251234' });
    });

    it('a client on a property is refused without asking the server', () => {
      const { actor, calls } = start(assigned);
      actor.send({ type: 'form.delete' });
      actor.send({ type: 'form.confirm' });
      expect(actor.getSnapshot().context.alert).toEqual({ title: messages.deleteFailedTitle, text: messages.deleteClientAssigned, tone: 'error' });
      expect(calls.remove).toEqual([]);
      actor.send({ type: 'form.dismiss' });
      expect(actor.getSnapshot().hasTag('preview')).toBe(true);
    });

    it("the server's 409 refusal shows its message under 'Delete Failed'", async () => {
      const { actor } = start(company, { remove: () => Promise.reject(new Error(messages.deleteClientAssigned)) });
      actor.send({ type: 'form.delete' });
      actor.send({ type: 'form.confirm' });
      const refused = await settled(actor);
      expect(refused.context.alert).toEqual({ title: messages.deleteFailedTitle, text: messages.deleteClientAssigned, tone: 'error' });
    });

    it('Cancel on the confirmation returns to the preview', () => {
      const { actor, calls } = start(company);
      actor.send({ type: 'form.delete' });
      actor.send({ type: 'form.back' });
      expect(actor.getSnapshot().hasTag('preview')).toBe(true);
      expect(actor.getSnapshot().context.alert).toBeNull();
      expect(calls.remove).toEqual([]);
    });
  });
});
