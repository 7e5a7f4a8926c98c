import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { factsBetween } from '../../machines/case-lifecycle.facts';
import { caseLifecycleMachine, type CaseLifecycleInput } from '../../machines/case-lifecycle.machine';
import {
  MORTGAGE_INPUT as MORTGAGE,
  SALE_INPUT as NEARLY_ACTIVE_SALE,
  SALE_CLOSED,
  SALE_COMPLETED,
  SALE_EXERCISED,
  SALE_STAMP_DUTY_PAID,
} from '../../machines/case-lifecycle.samples';
import { stageConfirmationMachine, type StageConfirmationRequest } from '../../machines/stage-confirmation.machine';
import type { CaseRecords, ConfirmedStage } from '../../src/domain/case/lifecycle';
import { expectDescribedAndNamed } from './support/machine-rules';
import { registryEntry } from './support/registry-entry';

function start(input: CaseLifecycleInput, server: { confirm?: (request: StageConfirmationRequest) => Promise<CaseRecords> } = {}) {
  const withdrawn: ConfirmedStage[] = [];
  const machine = caseLifecycleMachine.provide({
    actors: {
      stageConfirmation: stageConfirmationMachine.provide({
        actors: {
          confirmStage: fromPromise<CaseRecords, StageConfirmationRequest>(({ input: request }) =>
            (server.confirm ?? (() => Promise.resolve(SALE_EXERCISED)))(request),
          ),
        },
      }),
      withdrawStage: fromPromise<CaseRecords, { propertyId: number; stage: ConfirmedStage }>(({ input: request }) => {
        withdrawn.push(request.stage);
        return Promise.resolve(SALE_EXERCISED);
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), withdrawn };
}

describe('case lifecycle machine', () => {
  it('every state is described and every guard and action is named', () => {
    expectDescribedAndNamed(registryEntry('case-lifecycle'));
  });

  it('follows a sale from opened to the option granted as the facts arrive', () => {
    const { actor } = start(NEARLY_ACTIVE_SALE);
    const stageNow = () => JSON.stringify(actor.getSnapshot().value.stage);
    expect(stageNow()).toBe('"opened"');
    expect(actor.getSnapshot().hasTag('secondaryDisabled')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'case.openDocuments' })).toBe(false);
    actor.send({ type: 'case.partyAssigned', role: 'sellerLawyer' });
    actor.send({ type: 'case.informationChanged', complete: true });
    expect(stageNow()).toBe('"partiesInPlace"');
    expect(actor.getSnapshot().can({ type: 'case.openDocuments' })).toBe(true);
    actor.send({ type: 'case.documentFiled', document: 'warrant' });
    actor.send({ type: 'case.documentFiled', document: 'option' });
    expect(stageNow()).toBe('"optionGranted"');
    actor.send({ type: 'case.documentFiled', document: 'acceptance', signedOn: '2026-03-03' });
    expect(stageNow()).toBe('"optionExercised"');
  });

  it('takes the records the server answers: stamp duty paid, then closed and locked', () => {
    const { actor } = start(NEARLY_ACTIVE_SALE);
    actor.send({ type: 'case.loaded', records: SALE_STAMP_DUTY_PAID });
    expect(actor.getSnapshot().matches({ stage: 'stampDutyPaid' })).toBe(true);
    actor.send({ type: 'case.loaded', records: SALE_CLOSED });
    const closed = actor.getSnapshot();
    expect(closed.matches({ stage: 'closed' })).toBe(true);
    expect(closed.hasTag('locked')).toBe(true);
    for (const type of ['case.edit', 'case.delete', 'case.assign', 'case.unassign'] as const) expect(closed.can({ type })).toBe(false);
    expect(closed.can({ type: 'case.confirm', stage: 'completed' })).toBe(false);
  });

  it('remembers what the user asked for when the case allows it, and nothing it refused', () => {
    const open = start(NEARLY_ACTIVE_SALE).actor;
    open.send({ type: 'case.edit' });
    expect(open.getSnapshot().context.requested).toBe('edit');
    const closed = start({ ...NEARLY_ACTIVE_SALE, records: SALE_CLOSED }).actor;
    closed.send({ type: 'case.assign' });
    expect(closed.getSnapshot().context.requested).toBeNull();
  });

  it('confirms a step through its dialog and moves to the stage the server answers', async () => {
    const requests: StageConfirmationRequest[] = [];
    const { actor } = start(
      { ...NEARLY_ACTIVE_SALE, records: { ...SALE_EXERCISED, confirmations: {} } },
      {
        confirm: (request) => {
          requests.push(request);
          return Promise.resolve(SALE_EXERCISED);
        },
      },
    );
    expect(actor.getSnapshot().matches({ stage: 'optionGranted' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'case.confirm', stage: 'stampDutyPaid' })).toBe(false);
    actor.send({ type: 'case.confirm', stage: 'optionExercised' });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    const dialog = actor.getSnapshot().children.stageConfirmation;
    dialog?.send({ type: 'confirmation.date', on: '2026-03-02' });
    dialog?.send({ type: 'confirmation.signedAbroad', signedAbroad: true });
    dialog?.send({ type: 'confirmation.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ dialog: 'idle' }));
    expect(requests).toEqual([{ propertyId: 101, stage: 'optionExercised', on: '2026-03-02', signedAbroad: true }]);
    expect(actor.getSnapshot().matches({ stage: 'optionExercised' })).toBe(true);
  });

  it('a cancelled dialog changes nothing; a withdrawal goes back a stage', async () => {
    const { actor, withdrawn } = start({ ...NEARLY_ACTIVE_SALE, records: SALE_STAMP_DUTY_PAID });
    actor.send({ type: 'case.confirm', stage: 'completed' });
    actor.getSnapshot().children.stageConfirmation?.send({ type: 'confirmation.cancel' });
    expect(actor.getSnapshot().matches({ dialog: 'idle', stage: 'stampDutyPaid' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'case.withdraw', stage: 'optionExercised' })).toBe(false);
    actor.send({ type: 'case.withdraw', stage: 'stampDutyPaid' });
    await waitFor(actor, (snapshot) => snapshot.matches({ dialog: 'idle' }));
    expect(withdrawn).toEqual(['stampDutyPaid']);
    expect(actor.getSnapshot().matches({ stage: 'optionExercised' })).toBe(true);
  });

  it('asks the delete rule: requisitions attached, or the client side’s lawyer assigned, refuse it', () => {
    expect(start(MORTGAGE).actor.getSnapshot().can({ type: 'case.delete' })).toBe(false);
    const seller = start(NEARLY_ACTIVE_SALE).actor;
    expect(seller.getSnapshot().can({ type: 'case.delete' })).toBe(true);
    seller.send({ type: 'case.partyAssigned', role: 'sellerLawyer' });
    expect(seller.getSnapshot().can({ type: 'case.delete' })).toBe(false);
  });

  it('gives a mortgage its shorter path: from parties in place to completed by the records', () => {
    const { actor } = start(MORTGAGE);
    expect(actor.getSnapshot().matches({ stage: 'partiesInPlace' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'case.confirm', stage: 'optionExercised' })).toBe(false);
    actor.send({ type: 'case.loaded', records: { ...SALE_COMPLETED, transactionTypeName: 'Mortgage' } });
    expect(actor.getSnapshot().matches({ stage: 'completed' })).toBe(true);
  });
});

describe('the facts a fresh answer of the server brings', () => {
  it('names each party, document and requisition change, and nothing when nothing changed', () => {
    const before = NEARLY_ACTIVE_SALE.records;
    expect(factsBetween(before, before)).toEqual([]);
    const after = {
      ...before,
      status: { ...before.status, informationComplete: true, sellerLawyer: true, buyer: false },
      warrantSigned: true,
      acceptance: { signedOn: '2026-03-03' },
      requisitions: { sent: 2, replied: 0 },
    };
    expect(factsBetween(before, after)).toEqual([
      { type: 'case.partyRemoved', role: 'buyer' },
      { type: 'case.partyAssigned', role: 'sellerLawyer' },
      { type: 'case.informationChanged', complete: true },
      { type: 'case.documentFiled', document: 'warrant' },
      { type: 'case.documentFiled', document: 'acceptance', signedOn: '2026-03-03' },
      { type: 'case.requisitionsChanged', sent: 2, replied: 0 },
    ]);
  });
});
