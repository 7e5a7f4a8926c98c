import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { isMaintenanceNoticeDue, maintenanceWindowOf } from '../../src/domain/maintenance-window';

// Times are written in Singapore time (UTC+8, no daylight saving), as the notice states them.
const sgt = (dateTime: string) => Temporal.Instant.from(`${dateTime}+08:00`);

describe('the monthly maintenance window', () => {
  it('is the first Saturday 11.00 pm to Sunday 3.00 am, Singapore time', () => {
    // February 2026 begins on a Sunday: its first Saturday is the 7th.
    const window = maintenanceWindowOf(Temporal.PlainYearMonth.from('2026-02'));
    expect(window.start.toString()).toBe('2026-02-07T15:00:00Z');
    expect(window.end.toString()).toBe('2026-02-07T19:00:00Z');
  });
});

describe('isMaintenanceNoticeDue', () => {
  it('is due in the week before the maintenance Saturday, from its first minute', () => {
    expect(isMaintenanceNoticeDue(sgt('2026-01-30T23:59'))).toBe(false);
    expect(isMaintenanceNoticeDue(sgt('2026-01-31T00:00'))).toBe(true);
    expect(isMaintenanceNoticeDue(sgt('2026-02-03T09:30'))).toBe(true);
    expect(isMaintenanceNoticeDue(sgt('2026-02-07T18:00'))).toBe(true);
  });

  it('is due during the window itself', () => {
    expect(isMaintenanceNoticeDue(sgt('2026-02-07T23:00'))).toBe(true);
    expect(isMaintenanceNoticeDue(sgt('2026-02-08T02:59'))).toBe(true);
  });

  it('is not due once the window has ended at 3.00 am on the Sunday', () => {
    expect(isMaintenanceNoticeDue(sgt('2026-02-08T03:00'))).toBe(false);
    expect(isMaintenanceNoticeDue(sgt('2026-02-09T10:00'))).toBe(false);
  });

  it('looks ahead into the next month when its first Saturday is the 1st', () => {
    // August 2026 begins on a Saturday: the week before it is in July.
    expect(isMaintenanceNoticeDue(sgt('2026-07-24T23:59'))).toBe(false);
    expect(isMaintenanceNoticeDue(sgt('2026-07-25T00:00'))).toBe(true);
    expect(isMaintenanceNoticeDue(sgt('2026-07-31T12:00'))).toBe(true);
    expect(isMaintenanceNoticeDue(sgt('2026-08-01T23:30'))).toBe(true);
    expect(isMaintenanceNoticeDue(sgt('2026-08-02T03:00'))).toBe(false);
  });

  it('is not due in the middle of a month', () => {
    expect(isMaintenanceNoticeDue(sgt('2026-02-20T10:00'))).toBe(false);
    expect(isMaintenanceNoticeDue(sgt('2026-07-15T10:00'))).toBe(false);
  });

  it('reads the Singapore date, not the UTC one', () => {
    // 2026-01-30 16:00 UTC is already 31 January, midnight, in Singapore.
    expect(isMaintenanceNoticeDue(Temporal.Instant.from('2026-01-30T15:59:59Z'))).toBe(false);
    expect(isMaintenanceNoticeDue(Temporal.Instant.from('2026-01-30T16:00:00Z'))).toBe(true);
  });
});
