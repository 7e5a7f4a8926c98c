import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { caseDeadlines, nextDeadline, type Deadline, type DeadlineFacts } from '../../../src/domain/case/deadlines';

// Instants are written as they are stored: with their offset. Singapore is UTC+8 all year.
const at = (instant: string) => Temporal.Instant.from(instant);
const EARLY = at('2020-01-01T00:00:00+08:00');
const facts = (more: Partial<DeadlineFacts>): DeadlineFacts => ({ requisitions: [], ...more });
const only = (kind: Deadline['kind'], of: DeadlineFacts, now = EARLY) => caseDeadlines(of, now).filter((d) => d.kind === kind);
const one = (kind: Deadline['kind'], of: DeadlineFacts, now = EARLY) => {
  const found = only(kind, of, now);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('option expiry', () => {
  it("is the OTP's expiry date at its own time", () => {
    expect(one('optionExpiry', facts({ option: { expiryDate: '2026-03-10', expiryTime: '12:30', grantedOn: '2026-02-01' } }))).toEqual({
      kind: 'optionExpiry',
      label: 'Option expires',
      due: '2026-03-10T12:30:00+08:00',
      dueDate: '2026-03-10',
      state: 'upcoming',
      source: 'OTP expiry date and time',
    });
  });

  it('is at 4 p.m. Singapore time when the OTP gives no time, or one that is not a time', () => {
    for (const expiryTime of [undefined, '', 'close of business']) {
      const deadline = one('optionExpiry', facts({ option: { expiryDate: '2026-03-10', expiryTime } }));
      expect(deadline.due).toBe('2026-03-10T16:00:00+08:00');
      expect(deadline.source).toBe('OTP expiry date (default time 4 p.m.)');
    }
  });

  it('is two weeks after the grant at 4 p.m. when the OTP has no expiry date, across a month end', () => {
    const deadline = one('optionExpiry', facts({ option: { grantedOn: '2026-01-31' } }));
    expect(deadline.due).toBe('2026-02-14T16:00:00+08:00');
    expect(deadline.dueDate).toBe('2026-02-14');
    expect(deadline.source).toBe('OTP expiry (default 14 days, 4 p.m.)');
  });

  it('is done once the option is exercised', () => {
    expect(one('optionExpiry', facts({ option: { expiryDate: '2026-03-10' }, exercisedOn: '2026-03-09' }), at('2026-04-01T00:00:00Z')).state).toBe(
      'done',
    );
  });

  it('is absent without an option, or with an option that has neither an expiry date nor a grant date', () => {
    expect(only('optionExpiry', facts({}))).toEqual([]);
    expect(only('optionExpiry', facts({ option: {} }))).toEqual([]);
    expect(only('optionExpiry', facts({ option: { expiryDate: '2026-02-31' } }))).toEqual([]);
  });
});

describe('stamp duty', () => {
  const dueAfterExercise = (exercisedOn: string, signedAbroad?: boolean) => one('stampDuty', facts({ exercisedOn, signedAbroad }));

  it('is due by the end of the 14th day after exercise, Singapore time', () => {
    expect(dueAfterExercise('2026-03-02')).toEqual({
      kind: 'stampDuty',
      label: 'Stamp duty due',
      due: '2026-03-16T23:59:59.999+08:00',
      dueDate: '2026-03-16',
      state: 'upcoming',
      source: 'Stamp duty (14 days after exercise)',
    });
  });

  it('counts across a month end and a year end', () => {
    expect(dueAfterExercise('2026-01-31').dueDate).toBe('2026-02-14');
    expect(dueAfterExercise('2026-12-31').dueDate).toBe('2027-01-14');
    expect(dueAfterExercise('2026-02-20').dueDate).toBe('2026-03-06');
  });

  it('lands on the leap day in a leap year, and on 1 March in another', () => {
    expect(dueAfterExercise('2028-02-15').dueDate).toBe('2028-02-29');
    expect(dueAfterExercise('2027-02-15').dueDate).toBe('2027-03-01');
  });

  it('is due in 30 days when the contract was signed abroad', () => {
    const deadline = dueAfterExercise('2026-01-31', true);
    expect(deadline.dueDate).toBe('2026-03-02');
    expect(deadline.source).toBe('Stamp duty (30 days after exercise, signed abroad)');
  });

  it('is absent until the option is exercised, and done once paid', () => {
    expect(only('stampDuty', facts({ option: { expiryDate: '2026-03-10' } }))).toEqual([]);
    expect(one('stampDuty', facts({ exercisedOn: '2026-03-02', stampDutyPaidOn: '2026-03-20' }), at('2026-04-01T00:00:00Z')).state).toBe('done');
  });
});

describe('completion', () => {
  it('is due by the end of the completion date', () => {
    expect(one('completion', facts({ completionDate: '2026-05-04' }))).toEqual({
      kind: 'completion',
      label: 'Completion',
      due: '2026-05-04T23:59:59.999+08:00',
      dueDate: '2026-05-04',
      state: 'upcoming',
      source: 'Completion date',
    });
  });

  it('is done once completed, and absent without a completion date', () => {
    expect(one('completion', facts({ completionDate: '2026-05-04', completedOn: '2026-05-06' }), at('2026-06-01T00:00:00Z')).state).toBe('done');
    expect(only('completion', facts({ completedOn: '2026-05-06' }))).toEqual([]);
  });
});

describe('requisition replies', () => {
  it('are expected the published reply time after sending, per agency, in Singapore time', () => {
    const deadlines = caseDeadlines(
      facts({
        requisitions: [
          { agency: 'URA', sentAt: '2026-03-02T10:15:00+08:00' },
          { agency: 'IRAS:IRAS', sentAt: '2026-12-31T02:00:00Z' },
          { agency: 'MCST', sentAt: '2026-01-20T09:00:00+08:00' },
          { agency: 'LTA-RTS', sentAt: '2026-03-02T10:15:00+08:00' },
          { agency: 'ACRA:BPR', sentAt: '2026-03-02T23:50:00+08:00' },
        ],
      }),
      EARLY,
    );
    expect(deadlines.map(({ agency, label, due, dueDate, source }) => ({ agency, label, due, dueDate, source }))).toEqual([
      {
        agency: 'MCST',
        label: 'MCST Managing Agent reply expected',
        due: '2026-02-03T09:00:00+08:00',
        dueDate: '2026-02-03',
        source: 'Estimated agency reply (14 days)',
      },
      {
        agency: 'ACRA:BPR',
        label: 'ACRA - BPR reply expected',
        due: '2026-03-03T00:05:00+08:00',
        dueDate: '2026-03-03',
        source: 'Estimated agency reply (15 min)',
      },
      {
        agency: 'URA',
        label: 'URA reply expected',
        due: '2026-03-05T10:15:00+08:00',
        dueDate: '2026-03-05',
        source: 'Estimated agency reply (3 days)',
      },
      {
        agency: 'LTA-RTS',
        label: 'LTA - RTS reply expected',
        due: '2026-03-05T10:15:00+08:00',
        dueDate: '2026-03-05',
        source: 'Estimated agency reply (1-3 days)',
      },
      {
        agency: 'IRAS:IRAS',
        label: 'IRAS reply expected',
        due: '2027-01-01T10:00:00+08:00',
        dueDate: '2027-01-01',
        source: 'Estimated agency reply (1 day)',
      },
    ]);
    expect(deadlines.every((deadline) => deadline.kind === 'requisitionReply')).toBe(true);
  });

  it('count calendar days, weekends included (the seed says "days", not working days)', () => {
    // Friday 6 March 2026 + BCA's 2 days is Sunday 8 March.
    expect(one('requisitionReply', facts({ requisitions: [{ agency: 'BCA', sentAt: '2026-03-06T11:00:00+08:00' }] })).dueDate).toBe('2026-03-08');
  });

  it('are done once replied, and left out for an agency with no published reply time or an unreadable send time', () => {
    const deadlines = caseDeadlines(
      facts({
        requisitions: [
          { agency: 'PUB', sentAt: '2026-03-02T10:00:00+08:00', repliedAt: '2026-03-02T15:00:00+08:00' },
          { agency: 'HDB', sentAt: '2026-03-02T10:00:00+08:00' },
          { agency: 'URA', sentAt: 'yesterday' },
        ],
      }),
      at('2026-04-01T00:00:00Z'),
    );
    expect(deadlines.map((d) => [d.agency, d.state])).toEqual([['PUB', 'done']]);
  });
});

describe('the state of a deadline', () => {
  // Completion on 4 May 2026 is due at 23:59:59.999 Singapore time, 15:59:59.999 UTC.
  const completionOn4May = facts({ completionDate: '2026-05-04' });
  const stateAt = (now: string) => one('completion', completionOn4May, at(now)).state;

  it('turns overdue at Singapore midnight, not at UTC midnight', () => {
    expect(stateAt('2026-05-04T15:59:59+00:00')).toBe('dueSoon');
    expect(stateAt('2026-05-04T15:59:59.999+00:00')).toBe('dueSoon');
    expect(stateAt('2026-05-04T16:00:00+00:00')).toBe('overdue');
    expect(stateAt('2026-05-04T23:59:00+00:00')).toBe('overdue');
  });

  it('is overdue only once now is past the due instant', () => {
    const expiry = facts({ option: { expiryDate: '2026-03-10' } }); // 16:00 SGT = 08:00 UTC
    expect(one('optionExpiry', expiry, at('2026-03-10T08:00:00Z')).state).toBe('dueSoon');
    expect(one('optionExpiry', expiry, at('2026-03-10T08:00:00.001Z')).state).toBe('overdue');
  });

  it('is due soon from 72 hours before it is due', () => {
    expect(stateAt('2026-05-01T15:59:59.998Z')).toBe('upcoming');
    expect(stateAt('2026-05-01T15:59:59.999Z')).toBe('dueSoon');
    expect(stateAt('2026-05-03T12:00:00+08:00')).toBe('dueSoon');
  });

  it('is done however late it was met', () => {
    expect(one('completion', { ...completionOn4May, completedOn: '2026-06-30' }, at('2026-07-01T00:00:00Z')).state).toBe('done');
  });
});

describe('the case deadlines together', () => {
  const sale = facts({
    option: { expiryDate: '2026-03-10', grantedOn: '2026-02-24' },
    exercisedOn: '2026-03-05',
    completionDate: '2026-05-04',
    requisitions: [
      { agency: 'URA', sentAt: '2026-03-06T10:00:00+08:00' },
      { agency: 'IRAS', sentAt: '2026-03-06T10:00:00+08:00', repliedAt: '2026-03-06T17:00:00+08:00' },
      { agency: 'MCST', sentAt: '2026-03-06T10:00:00+08:00' },
    ],
  });
  const now = at('2026-03-18T09:00:00+08:00');

  it('are sorted by due date, those already met last', () => {
    expect(caseDeadlines(sale, now).map((d) => [d.label, d.dueDate, d.state])).toEqual([
      ['URA reply expected', '2026-03-09', 'overdue'],
      ['Stamp duty due', '2026-03-19', 'dueSoon'],
      ['MCST Managing Agent reply expected', '2026-03-20', 'dueSoon'],
      ['Completion', '2026-05-04', 'upcoming'],
      ['IRAS reply expected', '2026-03-07', 'done'],
      ['Option expires', '2026-03-10', 'done'],
    ]);
  });

  it('keep the order they were given in when two fall due at the same instant', () => {
    const twins = facts({
      requisitions: [
        { agency: 'LTA-SW', sentAt: '2026-03-06T10:00:00+08:00' },
        { agency: 'LTA-CBR', sentAt: '2026-03-06T10:00:00+08:00' },
      ],
    });
    expect(caseDeadlines(twins, now).map((d) => d.agency)).toEqual(['LTA-SW', 'LTA-CBR']);
  });

  it('name the next deadline: the earliest not yet met, an overdue one first', () => {
    expect(nextDeadline(sale, now)?.label).toBe('URA reply expected');
    const uraReplied = { ...sale, requisitions: sale.requisitions.map((r) => ({ ...r, repliedAt: '2026-03-09T12:00:00+08:00' })) };
    expect(nextDeadline(uraReplied, now)?.label).toBe('Stamp duty due');
  });

  it('have no next deadline when every one is met, or when there are none', () => {
    const allMet = { ...sale, stampDutyPaidOn: '2026-03-12', completedOn: '2026-05-04', requisitions: [] };
    expect(caseDeadlines(allMet, now).map((d) => d.state)).toEqual(['done', 'done', 'done']);
    expect(nextDeadline(allMet, now)).toBeUndefined();
    expect(nextDeadline(facts({}), now)).toBeUndefined();
  });
});
