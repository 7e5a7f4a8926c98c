import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/messages';
import { resetForLand } from '../../../src/domain/property/derive';
import { fieldErrorsStillStanding } from '../../../src/domain/property/field-problems';
import { propertyFieldErrors, validateProperty } from '../../../src/domain/property/property-rules';
import type { PropertyForm } from '../../../src/domain/property/types';
import { formatPropAddress } from '../../../src/domain/property-address';
import { TODAY, validForm, validLandLot } from './fixtures';

const form = (change: Partial<PropertyForm>): PropertyForm => ({ ...validForm, ...change });

/** Issue 18 item 9: each problem is tied to the field that shows it. */
describe('property problems by field', () => {
  it('a valid form marks nothing', () => {
    expect(propertyFieldErrors(validForm, TODAY)).toEqual({});
  });

  it('each refused field carries its own message, keyed by the draft path', () => {
    const messy = form({
      lawfirmRefNo: '',
      streetName: '',
      unitNo: '12',
      storeyNo: '',
      applicantInfo: { ...validForm.applicantInfo, applicantEmail: 'not-an-email' },
      lotInfos: [validLandLot, { ...validLandLot, landLotNo: '' }],
      mcstNo: '1234',
    });
    expect(propertyFieldErrors(messy, TODAY)).toEqual({
      'applicantInfo.applicantEmail': messages.applicantEmailInvalid,
      lawfirmRefNo: messages.referenceNoEmpty,
      streetName: messages.streetNameEmpty,
      storeyNo: messages.unitNoNeedsStorey,
      completionDate: messages.completionDateEmpty,
      'lotInfos.1.landLotNo': messages.landLotNumberEmpty,
    });
  });

  it('an empty applicant block marks all three of its fields with the one message', () => {
    const empty = form({ applicantInfo: { applicantName: '', applicantEmail: '', applicantContact: '' } });
    expect(propertyFieldErrors(empty, TODAY)).toEqual({
      'applicantInfo.applicantName': messages.applicantInfoEmpty,
      'applicantInfo.applicantEmail': messages.applicantInfoEmpty,
      'applicantInfo.applicantContact': messages.applicantInfoEmpty,
    });
    expect(validateProperty(empty, TODAY)).toEqual([messages.applicantInfoEmpty]);
  });

  it("a field's message goes when that field changes, the others stay", () => {
    const errors = { lawfirmRefNo: messages.referenceNoEmpty, 'lotInfos.0.mktsNo': messages.inputNumberEmpty };
    const before = form({ lawfirmRefNo: '' });
    expect(fieldErrorsStillStanding(errors, before, { ...before, lawfirmRefNo: 'R' })).toEqual({ 'lotInfos.0.mktsNo': messages.inputNumberEmpty });
    expect(fieldErrorsStillStanding(errors, before, { ...before, lotInfos: [{ ...validLandLot, mktsNo: '7' }] })).toEqual({
      lawfirmRefNo: messages.referenceNoEmpty,
    });
  });
});

/** Issue 18 item 13: the seed's second wordings, defined and never shown, are what the fields show. */
describe("the seed's second wordings on the fields", () => {
  it("an empty land-lot MK/TS no.: 'MKTS Number cannot be empty!' in the alert, 'Input Number cannot be empty' on the field", () => {
    const f = form({ lotInfos: [{ ...validLandLot, mktsNo: '' }] });
    expect(validateProperty(f, TODAY)).toContain(messages.mktsNumberEmpty);
    expect(propertyFieldErrors(f, TODAY)['lotInfos.0.mktsNo']).toBe('Input Number cannot be empty');
  });

  it("an empty strata lot no.: the alert's message, and 'Strata/Accessory Lot No. is mandatory. Please enter Lot No.' on the field", () => {
    const f = form({ lotType: 'S', mktsId: 'MK', mktsNo: '06', strataLotNo: '' });
    expect(validateProperty(f, TODAY)).toEqual([messages.strataLotNumberEmpty]);
    expect(propertyFieldErrors(f, TODAY)).toEqual({ strataLotNo: 'Strata/Accessory Lot No. is mandatory. Please enter Lot No.' });
  });

  it("a lot entered without a type: 'Please select …' in the alert, 'Strata Lot/Accessory Lot cannot be empty!' on the type", () => {
    const f = form({ lotType: '', strataLotNo: 'U1234X' });
    expect(validateProperty(f, TODAY)).toEqual([messages.strataLotTypeNotSelected]);
    expect(propertyFieldErrors(f, TODAY)).toEqual({ lotType: 'Strata Lot/Accessory Lot cannot be empty!' });
  });
});

/** Issue 18 item 13: a LAND property keeps no storey and unit. */
describe('LAND has no storey or unit', () => {
  it('resetForLand drops them', () => {
    expect(resetForLand(form({ propType: 'LAND', storeyNo: '05', unitNo: '12' }))).toMatchObject({ storeyNo: '', unitNo: '' });
  });

  it('its address never prints them', () => {
    const parts = { propType: 'LAND', hseNo: '', streetName: 'Lim Chu Kang Road', storeyNo: '05', unitNo: '12', postal: '718800' };
    expect(formatPropAddress(parts)).toBe('LIM CHU KANG ROAD, SINGAPORE 718800');
    expect(formatPropAddress({ ...parts, propType: 'BUILDING' })).toBe('LIM CHU KANG ROAD, #05-12, SINGAPORE 718800');
  });

  it('stale storey and unit of a LAND draft refuse nothing (they are not sent)', () => {
    expect(validateProperty(form({ propType: 'LAND', hseNo: '', storeyNo: 'x-1', unitNo: '123456' }), TODAY)).toEqual([]);
  });
});
