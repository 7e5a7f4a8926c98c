import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { clientPayloadSchema, toClientForm } from '../../../src/domain/contact/schema';
import { messages } from '../../../src/domain/messages';

const parse = (input: unknown) => v.safeParse(clientPayloadSchema, input);
const minimal = { clientCategory: '0', clientContacts: [] };

describe('client payload schema (add-client, update-client/)', () => {
  it('fills missing text with empty strings and keeps unknown fields', () => {
    const result = parse({ ...minimal, propertyInfo: [{ id: 1 }] });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.output.compName).toBe('');
    expect(result.output.isAgent).toBe('0');
    expect(result.output).toHaveProperty('propertyInfo');
  });

  it.each([
    ['null', null],
    ['NUL', '\u0000'],
    ['NUL around a value', '\u00001\u0000'],
  ])('reads agentFlag %s as empty or stripped', (_name, agentFlag) => {
    const result = parse({ ...minimal, agentFlag, checkPropAssigned: agentFlag });
    expect(result.success && result.output.agentFlag).toBe(agentFlag === null ? '' : String(agentFlag).replaceAll('\u0000', ''));
    expect(result.success && result.output.checkPropAssigned).toBe(agentFlag === null ? '' : String(agentFlag).replaceAll('\u0000', ''));
  });

  it.each<[string, Record<string, unknown>, string | undefined]>([
    ['an unknown category', { clientCategory: '2' }, undefined],
    ['no contact persons list', { clientContacts: undefined }, undefined],
    ['a UEN over 10', { uenNo: '20191234567K' }, messages.enterValidUen],
    ['a postal code over 6', { postal: '0688981' }, messages.postalCodeInvalid],
    ['a person ID over 10', { clientContacts: [{ identificationNo: 'E1234567890' }] }, messages.identificationNoTooLong],
    ['a person primary flag other than 0 or 1', { clientContacts: [{ isPrimary: 'Y' }] }, undefined],
    ['a text field that is a number', { compName: 42 }, undefined],
  ])('refuses %s', (_name, change, message) => {
    const result = parse({ ...minimal, ...change });
    expect(result.success).toBe(false);
    if (message && !result.success) expect(result.issues.map((issue) => issue.message)).toContain(message);
  });

  it("reads the seed's inverted primary flag: '0' is primary", () => {
    const result = parse({ ...minimal, clientContacts: [{ isPrimary: '0' }, { isPrimary: '1' }, {}] });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(toClientForm(result.output).clientContacts.map((p) => p.primary)).toEqual([true, false, false]);
  });
});
