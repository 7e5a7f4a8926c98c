import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { deadlineNotice, type CaseDeadline } from '../../../src/domain/notifications/deadline-notice';

// 17:00 on 10 March 2026 in Singapore.
const now = Temporal.Instant.from('2026-03-10T09:00:00Z');
const stampDuty: CaseDeadline = {
  propertyId: 7,
  caseRef: 'PCN-2026-000101',
  kind: 'stampDuty',
  label: 'Stamp duty due',
  // The end of 12 March in Singapore.
  dueAt: new Date('2026-03-12T15:59:59.999Z'),
};

describe('a deadline falling due', () => {
  it('is not told while it is more than three days away', () => {
    expect(deadlineNotice({ ...stampDuty, dueAt: new Date('2026-03-13T09:00:01Z') }, now)).toBeNull();
  });

  it('is told as due within three days, naming the case and the Singapore date, linking to the case', () => {
    expect(deadlineNotice(stampDuty, now)).toEqual({
      state: 'dueSoon',
      dedupeKey: `deadline:7:stampDuty:${stampDuty.dueAt.getTime()}:dueSoon`,
      title: 'PCN-2026-000101: Stamp duty due on 12-Mar-2026: due within 3 days.',
      link: '/property-summary/7',
    });
  });

  it('is told again, once, when it is overdue: another state is another key', () => {
    const later = Temporal.Instant.from('2026-03-13T00:00:00Z');
    const notice = deadlineNotice(stampDuty, later);
    expect(notice).toMatchObject({ state: 'overdue', title: 'PCN-2026-000101: Stamp duty due on 12-Mar-2026: overdue.' });
    expect(notice?.dedupeKey).not.toBe(deadlineNotice(stampDuty, now)?.dedupeKey);
    expect(deadlineNotice(stampDuty, later.add({ hours: 5 }))?.dedupeKey).toBe(notice?.dedupeKey);
  });

  it('links an option expiry to the OTP and an expected reply to the requisitions', () => {
    expect(deadlineNotice({ ...stampDuty, kind: 'optionExpiry', label: 'Option expires' }, now)?.link).toBe('/property-otp/7');
    expect(deadlineNotice({ ...stampDuty, kind: 'requisitionReply', label: 'IRAS reply expected' }, now)?.link).toBe('/property-duediligence/7');
  });

  it('moves with the deadline: a new due date is a new notice', () => {
    const moved = { ...stampDuty, dueAt: new Date('2026-03-11T15:59:59.999Z') };
    expect(deadlineNotice(moved, now)?.dedupeKey).not.toBe(deadlineNotice(stampDuty, now)?.dedupeKey);
  });
});
