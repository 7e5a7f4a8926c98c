import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import {
  kindOfInfoName,
  SECONDARY_FIELD_MAX,
  SECONDARY_KIND_LIST,
  SECONDARY_KINDS,
  secondaryInfoProblems,
  secondaryInfoSchema,
} from '../../src/domain/stakeholder-secondary';

describe('secondary stakeholders (seed 001 §3)', () => {
  it('has the eleven kinds, each naming its info object', () => {
    expect(SECONDARY_KIND_LIST).toHaveLength(11);
    for (const kind of SECONDARY_KIND_LIST) expect(kindOfInfoName(SECONDARY_KINDS[kind].infoName)).toBe(kind);
    expect(kindOfInfoName('propertyUnknownInfo')).toBeUndefined();
  });

  it('keeps only the kind’s own fields, trimmed, and fills the missing ones with empty text', () => {
    const parsed = v.parse(secondaryInfoSchema('cpf-board'), { referenceNumber: ' CPF/1 ', bankName: 'not a CPF field', id: 3 });
    expect(parsed).toEqual({ referenceNumber: 'CPF/1', faxNumber: '', officerInCharge: '' });
  });

  it("reads the SAL form's names as the wire's SAL* names", () => {
    expect(v.parse(secondaryInfoSchema('sal'), { salRefNo: 'SAL/9', salFaxNumber: '63324388', salOfficerInCharge: 'Ms Lee' })).toEqual({
      SALReferenceNumber: 'SAL/9',
      SALFaxNumber: '63324388',
      SALOfficerInCharge: 'Ms Lee',
    });
  });

  it('refuses a field over the length limit or not text', () => {
    expect(v.safeParse(secondaryInfoSchema('valuer'), { valuerName: 'V'.repeat(SECONDARY_FIELD_MAX + 1) }).success).toBe(false);
    expect(v.safeParse(secondaryInfoSchema('valuer'), { valuerName: 12 }).success).toBe(false);
  });

  it('refuses an info object with every field empty', () => {
    expect(secondaryInfoProblems({ bankName: '', postalCode: ' ' })).toEqual([messages.secondaryInfoEmpty]);
    expect(secondaryInfoProblems({ bankName: 'DBS Bank Ltd', postalCode: '' })).toEqual([]);
  });
});
