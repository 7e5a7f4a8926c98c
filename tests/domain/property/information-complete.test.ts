import { describe, expect, it } from 'vitest';
import { isPropertyInformationComplete } from '../../../src/domain/property/information-complete';
import { validateProperty } from '../../../src/domain/property/property-rules';
import { TODAY, validForm } from './fixtures';

const withMcst = {
  ...validForm,
  mcstNo: '2978',
  mcstDetails: [{ isChecked: '1' }],
  completionDate: '2027-01-15',
};

describe('isPropertyInformationComplete', () => {
  it('holds for a property that passes every property rule', () => {
    expect(validateProperty(withMcst, TODAY)).toEqual([]);
    expect(isPropertyInformationComplete(withMcst)).toBe(true);
  });

  it('still holds once the completion date has passed, unlike the form check on entry', () => {
    const past = { ...withMcst, completionDate: '2020-01-31' };
    expect(validateProperty(past, TODAY).length).toBeGreaterThan(0);
    expect(isPropertyInformationComplete(past)).toBe(true);
  });

  it.each([
    ['no applicant information', { ...validForm, applicantInfo: { applicantName: '', applicantEmail: '', applicantContact: '' } }],
    ['a land lot with a wrong check digit', { ...validForm, lotInfos: [{ ...validForm.lotInfos[0]!, landLotNo: '3985A' }] }],
    ['a completion date without an MCST', { ...validForm, completionDate: '2027-01-15' }],
    ['an MCST without a ticked detail', { ...withMcst, mcstDetails: [{ isChecked: '0' }] }],
    ['no street name', { ...validForm, streetName: ' ' }],
    ['no property type', { ...validForm, propType: '' as const }],
  ])('does not hold with %s', (_, form) => {
    expect(isPropertyInformationComplete(form)).toBe(false);
  });
});
