import { describe, expect, it } from 'vitest';
import { serviceRepliesPrinted, serviceRequested } from '../../../src/domain/history/service-summaries';

describe('other-service summaries', () => {
  it('name what was asked for and its number', () => {
    expect(serviceRequested('soa', ['LF1'])).toBe('Requested a statement of account for requisition LF1.');
    expect(serviceRequested('soa', ['LF1', 'LF2'])).toBe('Requested statements of account for requisitions LF1, LF2.');
    expect(serviceRequested('nonSoa', ['1234567890A'])).toBe('Requested a non-requisition statement of account for property account 1234567890A.');
    expect(serviceRequested('parcelLand', ['PL1'])).toBe('Requested parcel land information (PL1).');
  });

  it('name a printed reply by its service type and RP number', () => {
    expect(serviceRepliesPrinted([{ kind: 'soa', rpControlNo: 'RP1' }])).toBe('Printed the Statement of Account reply RP1.');
    expect(
      serviceRepliesPrinted([
        { kind: 'soa', rpControlNo: 'RP1' },
        { kind: 'parcelLand', rpControlNo: 'RP2' },
      ]),
    ).toBe('Printed 2 other-service replies: RP1, RP2.');
  });
});
