import { describe, expect, it } from 'vitest';
import { changesBetween } from '../../../src/domain/history/changes';
import { REQUISITION_FIELDS } from '../../../src/domain/history/requisition-fields';
import {
  agencyNames,
  draftsDiscarded,
  repliesPrinted,
  requisitionDrafted,
  requisitionSubmitted,
} from '../../../src/domain/history/requisition-summaries';

describe('requisition summaries', () => {
  it('name the agencies as the screens do, each once, in the order chosen', () => {
    const agencies = agencyNames([
      { agencyCode: 'IRAS', deptCode: 'IRAS' },
      { agencyCode: 'LTA', deptCode: 'RTS' },
      { agencyCode: 'ENV', deptCode: 'SCD' },
      { agencyCode: 'IRAS', deptCode: 'IRAS' },
    ]);
    expect(agencies).toEqual(['IRAS', 'LTA - RTS', 'NEA - SCD']);
    expect(requisitionSubmitted(['IRAS', 'URA'])).toBe('Submitted requisitions to IRAS, URA.');
    expect(requisitionSubmitted(['IRAS'])).toBe('Submitted a requisition to IRAS.');
    expect(requisitionDrafted(['IRAS', 'URA'])).toBe('Drafted requisitions to IRAS, URA.');
    expect(draftsDiscarded(['URA'])).toBe('Discarded the drafted requisition to URA.');
  });

  it('name a printed reply by its agency and RP number, several by their agencies', () => {
    expect(repliesPrinted([{ agency: 'IRAS', rpControlNo: 'RP1' }])).toBe('Printed the reply of IRAS (RP1).');
    expect(
      repliesPrinted([
        { agency: 'IRAS', rpControlNo: 'RP1' },
        { agency: 'URA', rpControlNo: 'RP2' },
      ]),
    ).toBe('Printed 2 agency replies: IRAS, URA.');
  });

  it('list a raised requisition’s LF control number and agencies', () => {
    expect(changesBetween(null, { lfControlNo: 'LF1', agencies: ['IRAS', 'URA'] }, REQUISITION_FIELDS)).toEqual([
      { field: 'LF Control No.', before: null, after: 'LF1' },
      { field: 'Agencies', before: null, after: 'IRAS, URA' },
    ]);
  });
});
