import { describe, expect, it } from 'vitest';
import { canConfirm, canWithdraw, caseProgress, casePathOf, type CaseRecords, type Confirmation } from '../../../src/domain/case/lifecycle';

const confirmed = (on: string): Confirmation => ({ on, by: 'lawyer1', at: `${on}T09:00:00.000Z` });

const opened: CaseRecords = {
  transactionTypeName: 'Sale',
  status: { informationComplete: false, buyer: false, seller: false, buyerLawyer: false, sellerLawyer: false },
  locked: false,
  warrantSigned: false,
  optionSigned: false,
  requisitions: { sent: 0, replied: 0 },
  noticeSent: false,
  confirmations: {},
};
const active: CaseRecords = { ...opened, status: { informationComplete: true, buyer: true, seller: true, buyerLawyer: true, sellerLawyer: true } };

/** A sale taken through its steps one record at a time, as the product records them. */
const saleSteps: Array<[string, CaseRecords]> = [
  ['opened', opened],
  ['partiesInPlace', active],
  ['warrantSigned', { ...active, warrantSigned: true }],
  ['optionGranted', { ...active, warrantSigned: true, optionSigned: true }],
  ['optionExercised', { ...active, warrantSigned: true, optionSigned: true, confirmations: { optionExercised: confirmed('2026-03-02') } }],
];

describe('where a case stands, read from its records', () => {
  it('follows a sale step by step, naming the next step each time', () => {
    const stages = saleSteps.map(([, records]) => {
      const { stage, next } = caseProgress(records);
      return [stage, next];
    });
    expect(stages).toEqual([
      ['opened', 'partiesInPlace'],
      ['partiesInPlace', 'warrantSigned'],
      ['warrantSigned', 'optionGranted'],
      ['optionGranted', 'optionExercised'],
      ['optionExercised', 'stampDutyPaid'],
    ]);
  });

  it('takes a sale to the end: stamp duty, replies, completion, the S.65 notice, closed', () => {
    const done: CaseRecords = {
      ...active,
      warrantSigned: true,
      optionSigned: true,
      requisitions: { sent: 3, replied: 3 },
      noticeSent: true,
      confirmations: { optionExercised: confirmed('2026-03-02'), stampDutyPaid: confirmed('2026-03-10'), completed: confirmed('2026-05-04') },
    };
    expect(caseProgress({ ...done, requisitions: { sent: 3, replied: 2 } })).toMatchObject({ stage: 'noticeSent', next: 'requisitionsReplied' });
    expect(caseProgress(done)).toMatchObject({ stage: 'noticeSent', next: 'closed' });
    expect(caseProgress({ ...done, locked: true, confirmations: { ...done.confirmations, closed: confirmed('2026-05-20') } })).toMatchObject({
      stage: 'closed',
      next: null,
    });
  });

  it('reads the exercise from the acceptance copy and its date when the lawyer has not confirmed it', () => {
    const accepted = { ...active, warrantSigned: true, optionSigned: true, acceptance: { signedOn: '2026-03-03' } };
    expect(caseProgress(accepted).stage).toBe('optionExercised');
    expect(caseProgress({ ...accepted, acceptance: { signedOn: null } }).stage).toBe('optionGranted');
  });

  it('moves on past a step never recorded, and names that step as outstanding', () => {
    // A firm acting for the seller raises no requisitions; a completed case still shows as completed.
    const records = { ...active, warrantSigned: true, confirmations: { completed: confirmed('2026-05-04') } };
    expect(caseProgress(records)).toMatchObject({ stage: 'completed', next: 'optionGranted' });
  });

  it('counts requisitions replied only once some were sent and every one came back', () => {
    const replies = (sent: number, replied: number) => caseProgress({ ...active, warrantSigned: true, requisitions: { sent, replied } }).steps;
    const repliedStep = (sent: number, replied: number) => replies(sent, replied).find((step) => step.stage === 'requisitionsReplied')?.done;
    expect([repliedStep(0, 0), repliedStep(2, 1), repliedStep(2, 2)]).toEqual([false, false, true]);
  });

  it('gives a mortgage and Others their shorter paths, and a case without a type the whole one', () => {
    expect(caseProgress({ ...opened, transactionTypeName: 'Mortgage' }).steps.map((step) => step.stage)).toEqual([
      'opened',
      'partiesInPlace',
      'warrantSigned',
      'requisitionsReplied',
      'completed',
      'closed',
    ]);
    expect(caseProgress({ ...opened, transactionTypeName: 'Others' }).steps.map((step) => step.stage)).toEqual([
      'opened',
      'partiesInPlace',
      'warrantSigned',
      'completed',
      'closed',
    ]);
    expect([casePathOf(null), casePathOf('Purchase (HDB)'), casePathOf('Mortgage')]).toEqual(['conveyance', 'conveyance', 'mortgage']);
    // A signed OTP on a mortgage is not a step of its path.
    expect(caseProgress({ ...active, transactionTypeName: 'Mortgage', optionSigned: true }).stage).toBe('partiesInPlace');
  });

  it('calls a locked case closed whatever it lacks', () => {
    expect(caseProgress({ ...opened, locked: true })).toMatchObject({ stage: 'closed', next: null });
  });
});

describe('what a lawyer may confirm or withdraw', () => {
  it('counts stamp duty from an exercise, and closes only a completed case', () => {
    expect(canConfirm('stampDutyPaid', active)).toBe(false);
    expect(canConfirm('stampDutyPaid', { ...active, confirmations: { optionExercised: confirmed('2026-03-02') } })).toBe(true);
    expect(canConfirm('closed', active)).toBe(false);
    expect(canConfirm('closed', { ...active, confirmations: { completed: confirmed('2026-05-04') } })).toBe(true);
    expect(canConfirm('completed', active)).toBe(true);
  });

  it('confirms an exercise or a completion only once the parties are in place (Active)', () => {
    expect(canConfirm('optionExercised', opened)).toBe(false);
    expect(canConfirm('completed', opened)).toBe(false);
    expect(canConfirm('optionExercised', active)).toBe(true);
  });

  it('never confirms twice, on a closed case, or a step the path does not have', () => {
    expect(canConfirm('optionExercised', { ...active, confirmations: { optionExercised: confirmed('2026-03-02') } })).toBe(false);
    expect(canConfirm('completed', { ...active, locked: true })).toBe(false);
    expect(canConfirm('optionExercised', { ...active, transactionTypeName: 'Mortgage' })).toBe(false);
  });

  it('withdraws a confirmation only while nothing that needs it is confirmed', () => {
    const exercised = { ...active, confirmations: { optionExercised: confirmed('2026-03-02') } };
    expect(canWithdraw('optionExercised', exercised)).toBe(true);
    expect(
      canWithdraw('optionExercised', { ...exercised, confirmations: { ...exercised.confirmations, stampDutyPaid: confirmed('2026-03-10') } }),
    ).toBe(false);
    expect(canWithdraw('stampDutyPaid', exercised)).toBe(false);
    expect(canWithdraw('completed', { ...active, confirmations: { completed: confirmed('2026-05-04') } })).toBe(true);
    expect(
      canWithdraw('completed', { ...active, locked: true, confirmations: { completed: confirmed('2026-05-04'), closed: confirmed('2026-05-05') } }),
    ).toBe(false);
  });
});
