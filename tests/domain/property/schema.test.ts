import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/domain/messages';
import { propertyPayloadSchema } from '../../../src/domain/property/schema';
import { validForm } from './fixtures';

const firstIssue = (input: unknown) => v.safeParse(propertyPayloadSchema, input).issues?.[0]?.message;

describe('property payload schema (request shape and lengths)', () => {
  it('accepts the valid form and keeps unknown fields', () => {
    const result = v.safeParse(propertyPayloadSchema, { ...validForm, buyer: [{ id: 1 }] });
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({ buyer: [{ id: 1 }], lawfirmRefNo: 'REF-001' });
  });

  it('fills missing text fields with empty strings and defaults', () => {
    const result = v.parse(propertyPayloadSchema, { lotInfos: [{}] });
    expect(result).toMatchObject({ streetName: '', mktsId: 'MK', strataLotFormat: 'N', lotInfos: [{ landLotFormat: 'N', partIndicator: 'N' }] });
  });

  it('takes a null completion date and transaction type, as the server sends them back, as not set', () => {
    const result = v.parse(propertyPayloadSchema, { completionDate: null, transactionTypeId: null });
    expect(result.completionDate).toBe('');
    expect(result.transactionTypeId).toBeNull();
  });

  it('normalises a NUL clientFlag before checking it', () => {
    expect(v.parse(propertyPayloadSchema, { clientFlag: '\u0000' }).clientFlag).toBe('');
  });

  it.each<[string, Record<string, unknown>, string | undefined]>([
    ['reference no. over 25', { lawfirmRefNo: 'R'.repeat(26) }, messages.referenceNoTooLong],
    ['plot name over 25', { plotName: 'P'.repeat(26) }, messages.plotNameTooLong],
    ['applicant name over 90', { applicantInfo: { applicantName: 'N'.repeat(91) } }, messages.applicantNameTooLong],
    ['IRAS PL/PT over 10', { lotInfos: [{ irasPLPTNo: 'P'.repeat(11) }] }, messages.irasPlPtTooLong],
  ])('refuses %s with the seed message', (_name, input, message) => {
    expect(firstIssue(input)).toBe(message);
  });

  it.each([
    ['propType', { propType: 'HOUSE' }],
    ['mktsId', { mktsId: 'XX' }],
    ['lotType', { lotType: 'B' }],
    ['lot format', { lotInfos: [{ landLotFormat: 'X' }] }],
    ['completion date', { completionDate: '22-Nov-2026' }],
    ['text as number', { streetName: 12 }],
  ])('refuses a wrong %s', (_name, input) => {
    expect(v.safeParse(propertyPayloadSchema, input).success).toBe(false);
  });
});
