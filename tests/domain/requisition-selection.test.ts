import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import type { LotInfo } from '../../src/domain/property/types';
import { companyEntryProblem, individualEntryProblem, joinAcraList, splitAcraList } from '../../src/domain/requisitions/acra-parties';
import { cartBadge, lfControlNumber, rpControlNumber } from '../../src/domain/requisitions/control-numbers';
import { duplicateWindowStart } from '../../src/domain/requisitions/duplicates';
import { needsStreetLookup, nextHidden, pageEntryProblems } from '../../src/domain/requisitions/page-entry';
import { defaultReportRange, reportRequest, requisitionDateProblem } from '../../src/domain/requisitions/report-range';
import {
  planIndicatorProblem,
  purposeOfRequest,
  selectionDialog,
  selectionRefusal,
  skippedBySelectAll,
  type RequisitionProperty,
} from '../../src/domain/requisitions/selection';
import { canTickForPrint, hoverStatus, opensAsAttachment, requisitionStatus } from '../../src/domain/requisitions/status';

/** A condominium unit ready for every agency: MCST number, completion date and one ticked MCST detail. */
const condo: RequisitionProperty = {
  propType: 'BUILDING',
  lotType: 'S',
  mcstNo: '2978',
  completionDate: '2027-01-15',
  tickedMcstDetails: 1,
  transactionTypeName: 'Sale',
  individualParties: 1,
  companyParties: 1,
};
const line = (agencyCode: string, deptCode = agencyCode) => ({ agencyCode, deptCode });

describe('selection rules (seed 001 §5)', () => {
  it.each([
    ['no MCST number', { mcstNo: ' ' }],
    ['no completion date', { completionDate: '' }],
    ['no ticked MCST detail', { tickedMcstDetails: 0 }],
  ])('refuses MCST with %s', (_, change) => {
    expect(selectionRefusal(line('MCST'), { ...condo, ...change })).toBe(messages.mcstInformationEmpty);
  });

  it('refuses URA for an accessory lot only', () => {
    expect(selectionRefusal(line('URA'), { ...condo, lotType: 'A' })).toBe(messages.uraNoReplyForAccessoryLot);
    expect(selectionRefusal(line('URA'), condo)).toBeNull();
  });

  it('lets the other agencies be ticked', () => {
    for (const agency of [line('IRAS'), line('BCA'), line('MCST'), line('LTA', 'SW'), line('ACRA', 'PPR')])
      expect(selectionRefusal(agency, condo)).toBeNull();
  });
});

describe('Select All', () => {
  it('skips LTA and ACRA, MCST without an MCST number and URA for an accessory lot', () => {
    expect(skippedBySelectAll(line('LTA', 'RTS'), condo)).toBe(true);
    expect(skippedBySelectAll(line('ACRA', 'BPR'), condo)).toBe(true);
    expect(skippedBySelectAll(line('MCST'), { ...condo, mcstNo: '' })).toBe(true);
    expect(skippedBySelectAll(line('URA'), { ...condo, lotType: 'A' })).toBe(true);
  });

  it('takes the rest', () => {
    expect(skippedBySelectAll(line('IRAS'), condo)).toBe(false);
    expect(skippedBySelectAll(line('MCST'), condo)).toBe(false);
    expect(skippedBySelectAll(line('URA'), condo)).toBe(false);
  });
});

describe('the dialog a ticked line opens', () => {
  it('asks LTA-RTS and LTA-SW for the plan option, not LTA-CBR', () => {
    expect(selectionDialog(line('LTA', 'RTS'), condo)).toBe('lta-plan');
    expect(selectionDialog(line('LTA', 'SW'), condo)).toBe('lta-plan');
    expect(selectionDialog(line('LTA', 'CBR'), condo)).toBeNull();
  });

  it('picks an ACRA party when the buyer or seller has one, else asks for an NRIC or UEN', () => {
    expect(selectionDialog(line('ACRA', 'PPR'), condo)).toBe('acra-individual');
    expect(selectionDialog(line('ACRA', 'PPR'), { ...condo, individualParties: 0 })).toBe('nric-entry');
    expect(selectionDialog(line('ACRA', 'BPR'), condo)).toBe('acra-company');
    expect(selectionDialog(line('ACRA', 'EBPR'), { ...condo, companyParties: 0 })).toBe('uen-entry');
  });

  it('checks the IRAS valuation list for a BUILDING only', () => {
    expect(selectionDialog(line('IRAS'), condo)).toBe('iras-unit-check');
    expect(selectionDialog(line('IRAS'), { ...condo, propType: 'LAND' })).toBeNull();
  });

  it('needs the LTA plan option chosen, Y or N', () => {
    expect(planIndicatorProblem('N')).toBeNull();
    expect(planIndicatorProblem('Y')).toBeNull();
    expect(planIndicatorProblem(undefined)).toBe(messages.ltaPlanOptionRequired);
  });
});

describe('purpose of request', () => {
  it('is 001 by default, 002 for Mortgage and 003 for Others', () => {
    expect(purposeOfRequest('Sale')).toBe('001');
    expect(purposeOfRequest('Purchase (HDB)')).toBe('001');
    expect(purposeOfRequest(' Mortgage ')).toBe('002');
    expect(purposeOfRequest('others')).toBe('003');
  });
});

describe('ACRA parties', () => {
  it("travel joined by '||', trimmed and without repeats", () => {
    expect(joinAcraList([' S1234567D', 'S1234567D', '', 'T16LL0456H'])).toBe('S1234567D||T16LL0456H');
    expect(splitAcraList('S1234567D|| ||T16LL0456H')).toEqual(['S1234567D', 'T16LL0456H']);
    expect(splitAcraList(null)).toEqual([]);
  });

  it('need an NRIC / passport and name, or a valid UEN and name', () => {
    expect(individualEntryProblem({ nric: '', name: 'Tan' })).toBe(messages.nricPassportRequired);
    expect(individualEntryProblem({ nric: 'S1234567D', name: ' ' })).toBe(messages.partyNameRequired);
    expect(companyEntryProblem({ uen: '12', name: 'Acme' })).toBe(messages.invalidUenText);
    expect(companyEntryProblem({ uen: '201912345K', name: 'Acme Pte Ltd' })).toBeNull();
  });
});

describe('page-entry checks (seed 001 §5)', () => {
  const applicant = { applicantName: 'Tan Wei Ming', applicantEmail: 'weiming.tan@tanlim.com.sg', applicantContact: '62201234' };
  const lot = (change: Partial<LotInfo> = {}): LotInfo => ({
    mktsId: 'MK',
    mktsNo: '27',
    landLotFormat: 'N',
    landLotNo: '3150P',
    partIndicator: 'N',
    irasPLPTNo: '',
    ...change,
  });

  it('passes a property with lots and a complete applicant', () => {
    expect(pageEntryProblems({ lotInfos: [lot()], applicantInfo: applicant })).toEqual([]);
  });

  it('stops at missing lots, then at a missing applicant', () => {
    expect(pageEntryProblems({ lotInfos: [], applicantInfo: null })).toEqual([messages.lotInfoMissing]);
    expect(pageEntryProblems({ lotInfos: [lot()], applicantInfo: { ...applicant, applicantContact: '' } })).toEqual([messages.applicantInfoEmpty]);
  });

  it.each([
    ['an empty MKTS number', lot({ mktsNo: '' }), messages.mktsNumberEmpty],
    ['an MK number above 34', lot({ mktsNo: '35' }), messages.mktsNoInvalid],
    ['an empty land lot number', lot({ landLotNo: ' ' }), messages.landLotNumberEmpty],
    ['a new-format lot over 6 characters', lot({ landLotNo: '12345PQ' }), messages.newLotTooLong],
    ['a lot with other than letters and digits', lot({ landLotNo: '31-50' }), messages.newLotTooLong],
    ['an old-format lot over 9 characters', lot({ landLotFormat: 'O', landLotNo: '1234567890' }), messages.oldLotTooLong],
    ['an IRAS PL/PT number over 10 characters', lot({ partIndicator: 'Y', irasPLPTNo: '12345678901' }), messages.irasPlPtTooLong],
  ])('refuses %s', (_, row, message) => {
    expect(pageEntryProblems({ lotInfos: [row], applicantInfo: applicant })).toEqual([message]);
  });

  it('accepts an old-format lot of 9 and checks the PL/PT number only with a part indicator', () => {
    expect(pageEntryProblems({ lotInfos: [lot({ landLotFormat: 'O', landLotNo: '123456789' })], applicantInfo: applicant })).toEqual([]);
    expect(pageEntryProblems({ lotInfos: [lot({ partIndicator: '', irasPLPTNo: '12345678901' })], applicantInfo: applicant })).toEqual([]);
  });

  it('looks the street up for a 6-character postal code and hides Next when it is unknown or the page is not ready', () => {
    expect(needsStreetLookup(' 018987 ')).toBe(true);
    expect(needsStreetLookup('01898')).toBe(false);
    expect(nextHidden({ streetCount: 0, lotInfos: [lot()], applicantInfo: applicant })).toBe(true);
    expect(nextHidden({ streetCount: 1, lotInfos: [], applicantInfo: applicant })).toBe(true);
    expect(nextHidden({ streetCount: 1, lotInfos: [lot()], applicantInfo: null })).toBe(true);
    expect(nextHidden({ streetCount: null, lotInfos: [lot()], applicantInfo: applicant })).toBe(false);
  });
});

describe('requisition report range and dates', () => {
  it('defaults to two months back to today', () => {
    expect(defaultReportRange('2026-11-22')).toEqual({ fromDate: '2026-09-22', toDate: '2026-11-22' });
  });

  it('needs both dates, the from date not after the to date', () => {
    expect(requisitionDateProblem({ fromDate: '2026-11-01', toDate: '' })).toBe(messages.submittedOnDatesRequired);
    expect(requisitionDateProblem({ fromDate: '', toDate: '2026-11-01' })).toBe(messages.submittedOnDatesRequired);
    expect(requisitionDateProblem({ fromDate: '2026-11-02', toDate: '2026-11-01' })).toBe(messages.submittedOnFromAfterTo);
    expect(requisitionDateProblem({ fromDate: '2026-11-01', toDate: '2026-11-01' })).toBeNull();
    expect(requisitionDateProblem({ fromDate: '', toDate: '' })).toBeNull();
  });

  it('sends the default range without criteria, empty dates with only text, empty text with only dates', () => {
    const today = '2026-11-22';
    expect(reportRequest({ searchCriteria: ' ', fromDate: '', toDate: '' }, today)).toEqual({
      searchCriteria: '',
      fromDate: '2026-09-22',
      toDate: today,
    });
    expect(reportRequest({ searchCriteria: ' LF2026 ', fromDate: '', toDate: '' }, today)).toEqual({
      searchCriteria: 'LF2026',
      fromDate: '',
      toDate: '',
    });
    expect(reportRequest({ searchCriteria: '', fromDate: '2026-10-01', toDate: '2026-10-31' }, today)).toEqual({
      searchCriteria: '',
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
    });
  });

  it('looks two months back for duplicates, from the same day of the month where there is one', () => {
    expect(duplicateWindowStart('2026-11-22')).toBe('2026-09-22');
    expect(duplicateWindowStart('2026-12-31')).toBe('2026-10-31');
    expect(duplicateWindowStart('2027-04-30')).toBe('2027-02-28');
  });
});

describe('control numbers and the cart badge', () => {
  it("number a requisition 'LF' + the day + five digits, and its agency requests 'RP' + the same + two", () => {
    expect(lfControlNumber('2026-10-03', 17)).toBe('LF2026100300017');
    expect(rpControlNumber('LF2026100300017', 0)).toBe('RP202610030001701');
    expect(rpControlNumber('LF2026100300017', 11)).toBe('RP202610030001712');
  });

  it('shows at most 500 in the cart badge', () => {
    expect(cartBadge(500)).toBe('500');
    expect(cartBadge(501)).toBe('500+');
  });
});

describe('requisition and agency status', () => {
  it('is Draft for a draft, Processing until every agency replied, then Replied', () => {
    expect(requisitionStatus({ drafted: 'Y', requested: 2, received: 0 })).toBe('Draft');
    expect(requisitionStatus({ drafted: 'N', requested: 2, received: 1 })).toBe('Processing');
    expect(requisitionStatus({ drafted: 'N', requested: 2, received: 2 })).toBe('Replied');
    expect(hoverStatus('Processing')).toBe('processing');
  });

  it('lets only Replied rows other than ACRA and MCST be ticked for printing', () => {
    expect(canTickForPrint({ agencyCode: 'IRAS', status: 'Replied' })).toBe(true);
    expect(canTickForPrint({ agencyCode: 'IRAS', status: 'Processing' })).toBe(false);
    expect(canTickForPrint({ agencyCode: 'ACRA', status: 'Replied' })).toBe(false);
    expect(canTickForPrint({ agencyCode: 'MCST', status: 'Replied' })).toBe(false);
  });

  it('opens only an ACRA or MCST reply as an attachment, once it has come; every other reply is printed', () => {
    expect(opensAsAttachment({ agencyCode: 'ACRA', status: 'Replied' })).toBe(true);
    expect(opensAsAttachment({ agencyCode: 'mcst', status: 'Replied' })).toBe(true);
    expect(opensAsAttachment({ agencyCode: 'ACRA', status: 'Processing' })).toBe(false);
    expect(opensAsAttachment({ agencyCode: 'IRAS', status: 'Replied' })).toBe(false);
  });
});
