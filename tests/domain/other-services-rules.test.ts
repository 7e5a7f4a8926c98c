import { describe, expect, it } from 'vitest';
import {
  otherServiceTotals,
  PARCEL_LAND_AGENCY_DETAIL,
  PARCEL_LAND_AGENCY_LINE,
  PARCEL_LAND_LINES,
  PARCEL_LAND_TRANSACTION_LINE,
} from '../../src/domain/other-services/parcel-land-fee';
import {
  emptyParcelLandForm,
  emptyParcelLandLot,
  fromWireDate,
  toWireDate,
  type ParcelLandForm,
  type ParcelLandLot,
} from '../../src/domain/other-services/parcel-land-form';
import { isParcelLandValid, parcelLandMessages, parcelLandProblems } from '../../src/domain/other-services/parcel-land-rules';
import { canSelectForPrint, isReplied } from '../../src/domain/other-services/service-types';
import { nonSoaSearchFields, searchOutcomeMessage, soaDateProblem, soaSearchDates } from '../../src/domain/other-services/soa-search';

const TODAY = '2026-11-27';

const VALID_LOT: ParcelLandLot = { ...emptyParcelLandLot(), landLotMkTsNo: '18' };

/** A complete APPLICATION tab: every rule passes. */
const VALID: ParcelLandForm = {
  ...emptyParcelLandForm(TODAY),
  referenceNo: 'TL/2026/031',
  emailAddress: 'conveyancing@tanlaw.sg',
  applicantSolicitor: 'Tan Mei Ling',
  sellSolTel: '62201234',
  parcelNo: 'P1234',
  lots: [VALID_LOT],
};

/** The messages of the form with one change. */
const messagesOf = (change: Partial<ParcelLandForm>) => parcelLandMessages(parcelLandProblems({ ...VALID, ...change }, TODAY));
const lotMessages = (lot: Partial<ParcelLandLot>) => messagesOf({ lots: [{ ...VALID_LOT, ...lot }] });

describe('parcel land application rules (seed 002 §5)', () => {
  it('the complete form passes, with the defaults: request date today, purpose 001, a NEW / MK lot', () => {
    expect(parcelLandProblems(VALID, TODAY)).toEqual({ fields: {}, lots: [{}] });
    expect(isParcelLandValid(VALID, TODAY)).toBe(true);
    expect(emptyParcelLandForm(TODAY)).toMatchObject({ reqDate: TODAY, purposeReq: '001', lots: [{ landLotFormat: 'N', landLotMkTsId: 'MK' }] });
  });

  it.each<[string, Partial<ParcelLandForm>, string]>([
    ['Reference No. empty', { referenceNo: '  ' }, 'Reference No. cannot be empty'],
    ['Reference No. of 26 characters', { referenceNo: 'R'.repeat(26) }, 'Reference No. should not exceed 25 Characters'],
    ['email empty', { emailAddress: '' }, 'Email cannot be empty'],
    ['email without a domain', { emailAddress: 'conveyancing@tanlaw' }, 'Please enter valid mail format.'],
    ['email with a space', { emailAddress: 'tan law@tanlaw.sg' }, 'Please enter valid mail format.'],
    ['request date empty', { reqDate: '' }, 'Request Date cannot be empty'],
    ['request date yesterday', { reqDate: '2026-11-26' }, 'Request Date cannot be before today'],
    ['applicant solicitor empty', { applicantSolicitor: ' ' }, 'Applicant Solicitor cannot be empty'],
    ['contact no. empty', { sellSolTel: '' }, 'Contact No. cannot be empty'],
    ['contact no. of 7 digits', { sellSolTel: '6220123' }, 'Contact No. must be 8 digits'],
    ['property account no. of 7 digits', { propAcNo: '1234567' }, 'Property Account No. must be 8-digits long'],
    ['property account no. of 9 digits', { propAcNo: '123456789' }, 'Property Account No. must be 8-digits long'],
    ['property account no. with letters', { propAcNo: '1234567A' }, 'Enter valid Property Account No'],
    ['parcel no. empty', { parcelNo: '' }, 'Parcel No. is required.'],
    ['parcel no. of 11 characters', { parcelNo: 'P1234567890' }, 'Alphanumeric value of up to 10 characters.'],
    ['parcel no. with a symbol', { parcelNo: 'P-1234' }, 'Alphanumeric value of up to 10 characters.'],
    ['no land lot row', { lots: [] }, 'Add at least one land lot'],
  ])('%s: %s', (_, change, message) => {
    expect(messagesOf(change)).toEqual([message]);
    expect(isParcelLandValid({ ...VALID, ...change }, TODAY)).toBe(false);
  });

  it.each<[string, Partial<ParcelLandForm>]>([
    ['Reference No. of 25 characters', { referenceNo: 'R'.repeat(25) }],
    ['request date after today', { reqDate: '2026-12-01' }],
    ['no property account no.', { propAcNo: '' }],
    ['property account no. of 8 digits', { propAcNo: '12345678' }],
    ['parcel no. of 10 letters and digits', { parcelNo: 'P123456789' }],
    ['purpose 003 OTHERS', { purposeReq: '003' }],
  ])('passes %s', (_, change) => {
    expect(messagesOf(change)).toEqual([]);
  });

  it.each<[string, Partial<ParcelLandLot>, string]>([
    ['MK/TS no. empty', { landLotMkTsNo: '' }, 'Input Number cannot be empty'],
    ['MK/TS no. A1', { landLotMkTsNo: 'A1' }, 'Only allow Number.'],
    ['MK 35', { landLotMkTsId: 'MK', landLotMkTsNo: '35' }, 'Invalid MK/TS No.! Valid MK:1-34 TS:1-30.'],
    ['MK 0', { landLotMkTsId: 'MK', landLotMkTsNo: '0' }, 'Invalid MK/TS No.! Valid MK:1-34 TS:1-30.'],
    ['TS 31', { landLotMkTsId: 'TS', landLotMkTsNo: '31' }, 'Invalid MK/TS No.! Valid MK:1-34 TS:1-30.'],
    ['NEW lot no. of 7 characters', { landLotFormat: 'N', landLotNo: '1234567' }, 'Lot No. should not exceed 6 character'],
    ['OLD lot no. of 10 characters', { landLotFormat: 'O', landLotNo: '1234567890' }, 'Lot No. should not exceed 9 character'],
    [
      'OLD lot no. with a symbol (the format message, as the requisition page says it)',
      { landLotFormat: 'O', landLotNo: '123-4' },
      'Lot No. should not exceed 9 character',
    ],
  ])('lot row, %s: %s', (_, lot, message) => {
    expect(lotMessages(lot)).toEqual([message]);
  });

  it.each<[string, Partial<ParcelLandLot>]>([
    ['MK 34', { landLotMkTsId: 'MK', landLotMkTsNo: '34' }],
    ['TS 30', { landLotMkTsId: 'TS', landLotMkTsNo: '30' }],
    ['MK 1', { landLotMkTsId: 'MK', landLotMkTsNo: '1' }],
    ['no lot no.', { landLotNo: '' }],
    ['NEW lot no. of 6 characters', { landLotFormat: 'N', landLotNo: '03985M' }],
    ['OLD lot no. of 9 characters', { landLotFormat: 'O', landLotNo: '123456789' }],
  ])('lot row passes %s', (_, lot) => {
    expect(lotMessages(lot)).toEqual([]);
  });

  it("reports each field's first problem and each lot row's, fields first in the tab's order", () => {
    const form: ParcelLandForm = {
      ...emptyParcelLandForm(TODAY),
      reqDate: '2026-11-01',
      propAcNo: '123',
      lots: [VALID_LOT, { ...emptyParcelLandLot(), landLotMkTsId: 'TS', landLotMkTsNo: '31', landLotFormat: 'O', landLotNo: '1234567890' }],
    };
    const problems = parcelLandProblems(form, TODAY);
    expect(problems.lots).toEqual([
      {},
      { landLotMkTsNo: 'Invalid MK/TS No.! Valid MK:1-34 TS:1-30.', landLotNo: 'Lot No. should not exceed 9 character' },
    ]);
    expect(parcelLandMessages(problems)).toEqual([
      'Reference No. cannot be empty',
      'Email cannot be empty',
      'Request Date cannot be before today',
      'Applicant Solicitor cannot be empty',
      'Contact No. cannot be empty',
      'Property Account No. must be 8-digits long',
      'Parcel No. is required.',
      'Invalid MK/TS No.! Valid MK:1-34 TS:1-30.',
      'Lot No. should not exceed 9 character',
    ]);
  });
});

describe('parcel land fee (seed 002 §9)', () => {
  it('totals S$40.88 fee and S$2.86 GST over the IRAS line and the transaction fee', () => {
    expect(otherServiceTotals(PARCEL_LAND_LINES)).toEqual({ totalFee: 4088, totalGst: 286, grandTotal: 4374 });
  });

  it('charges IRAS IRAA 37.38 + 2.62 GST once, and the 3.50 transaction fee', () => {
    expect(PARCEL_LAND_AGENCY_LINE).toMatchObject({ agencyCode: 'IRAS', deptCode: 'IRAS', chargeCode: 'IRAA', usageQty: 1, fee: 3738, gst: 262 });
    expect(PARCEL_LAND_TRANSACTION_LINE.fee).toBe(350);
    expect(PARCEL_LAND_AGENCY_DETAIL).toEqual({
      agencyCode: 'IRAS',
      deptCode: 'IRAS',
      chargeCode: 'IRAA',
      applFee: 37.38,
      applGst: 2.62,
      usageQty: 1,
    });
  });
});

describe('wire dates (seed 002 §3, §7: dd/MM/yyyy)', () => {
  it('writes yyyy-MM-dd as dd/MM/yyyy and reads it back', () => {
    expect(toWireDate('2026-11-27')).toBe('27/11/2026');
    expect(fromWireDate('27/11/2026')).toBe('2026-11-27');
    expect(fromWireDate(toWireDate('2027-01-05'))).toBe('2027-01-05');
    expect(fromWireDate(' 05/01/2027 ')).toBe('2027-01-05');
  });

  it('gives an empty string for anything else', () => {
    expect(toWireDate('')).toBe('');
    expect(toWireDate('2026-11')).toBe('');
    expect(fromWireDate('2026-11-27')).toBe('');
    expect(fromWireDate('5/1/2027')).toBe('');
    expect(fromWireDate('')).toBe('');
  });
});

describe('statement of account searches (seed 002 §2.4, §2.5, §7)', () => {
  it('SOA needs both dates, From not after To', () => {
    expect(soaDateProblem({ fromDate: '', toDate: '' })).toBe('From date and To date must not be empty!');
    expect(soaDateProblem({ fromDate: '2026-11-01', toDate: '' })).toBe('From date and To date must not be empty!');
    expect(soaDateProblem({ fromDate: '', toDate: '2026-11-01' })).toBe('From date and To date must not be empty!');
    expect(soaDateProblem({ fromDate: '2026-11-02', toDate: '2026-11-01' })).toBe('From date should not be after To date!');
    expect(soaDateProblem({ fromDate: '2026-11-01', toDate: '2026-11-01' })).toBeNull();
    expect(soaDateProblem({ fromDate: '2026-09-01', toDate: '2026-11-27' })).toBeNull();
  });

  it('SOA sends its dates as dd/MM/yyyy and the reference no. as null', () => {
    expect(soaSearchDates({ fromDate: '2026-09-01', toDate: '2026-11-27' })).toEqual({
      fromDate: '01/09/2026',
      toDate: '27/11/2026',
      referenceNo: null,
    });
  });

  it("says 'Record Found' above 0, else 'No record found. Please adjust your search criteria and try again'", () => {
    expect(searchOutcomeMessage(1)).toBe('Record Found');
    expect(searchOutcomeMessage(37)).toBe('Record Found');
    expect(searchOutcomeMessage(0)).toBe('No record found. Please adjust your search criteria and try again');
  });

  it('non-SOA upper-cases and trims the block / house no. and the street name', () => {
    expect(nonSoaSearchFields(' 2a ', ' Marina Boulevard ')).toEqual({ strBlk: '2A', strStrtName: 'MARINA BOULEVARD' });
    expect(nonSoaSearchFields('', 'jalan kayu')).toEqual({ strBlk: '', strStrtName: 'JALAN KAYU' });
  });
});

describe('other-service statuses (seed 002 §2.2, §4)', () => {
  it('only Replied rows can be selected for print; any other status is processing', () => {
    expect(isReplied('Replied')).toBe(true);
    expect(canSelectForPrint({ status: 'Replied' })).toBe(true);
    for (const status of ['Processing', 'Sent', 'replied', '']) {
      expect(isReplied(status), status).toBe(false);
      expect(canSelectForPrint({ status }), status).toBe(false);
    }
  });
});
