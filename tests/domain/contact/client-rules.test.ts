import { describe, expect, it } from 'vitest';
import { clientFieldProblems, validateClient } from '../../../src/domain/contact/client-rules';
import type { ClientContactForm, ClientForm } from '../../../src/domain/contact/types';
import { messages } from '../../../src/domain/messages';
import { signatory, validCompany, validIndividual } from './fixtures';

const company = (change: Partial<ClientForm>): ClientForm => ({ ...validCompany, ...change });
const person = (change: Partial<ClientContactForm>): Partial<ClientForm> => ({ clientContacts: [{ ...signatory, ...change }] });
const individual = (change: Partial<ClientContactForm>): ClientForm => ({
  ...validIndividual,
  clientContacts: [{ ...validIndividual.clientContacts[0]!, ...change }],
});

describe('company contact rules (seed 000 §5 "Contacts")', () => {
  it.each<[string, Partial<ClientForm>, string[]]>([
    ['valid company', {}, []],
    ['company name required', { compName: '  ' }, [messages.companyNameEmpty]],
    ['block no. required', { blkNo: '' }, [messages.blockHouseNoEmpty]],
    ['block no. over 6', { blkNo: '1234567' }, [messages.blockHouseNoTooLong]],
    ['road name required', { roadName: '' }, [messages.roadNameEmpty]],
    ['contact no. may be left empty', { contactNo: '' }, []],
    ['contact no. of 7 digits', { contactNo: '6220123' }, [messages.contactNoInvalid]],
    ['contact no. with country code', { contactNo: '+6562201234' }, [messages.contactNoInvalid]],
    ['contact no. with letters', { contactNo: '6220123A' }, [messages.contactNoInvalid]],
    ['e-mail may be left empty', { email: '' }, []],
    ['e-mail without a domain dot', { email: 'legal@lioncity' }, [messages.contactEmailInvalid]],
    ['e-mail with a space', { email: 'legal team@lioncity.sg' }, [messages.contactEmailInvalid]],
    ['UEN may be left empty', { uenNo: '' }, []],
    ['business UEN (8 digits and a letter)', { uenNo: '53123456A' }, []],
    ['local company UEN (year, 5 digits, letter)', { uenNo: '201812345D' }, []],
    ['other entity UEN with a listed code', { uenNo: 'T08LL1234A' }, []],
    ['UEN in lower case is read in capitals', { uenNo: 't08ll1234a' }, []],
    ['other entity UEN with an unlisted code', { uenNo: 'T08ZZ1234A' }, [messages.enterValidUen]],
    ['UEN of 11 characters', { uenNo: '2019123456K' }, [messages.enterValidUen]],
    ['UEN without its check letter', { uenNo: '533123456' }, [messages.enterValidUen]],
    ['unit needs storey', { storeyNo: '' }, [messages.unitNoNeedsStorey]],
    ['storey with two letters', { storeyNo: 'BB1' }, [messages.storeyNoInvalid]],
    ['unit over 5', { unitNo: '123456' }, [messages.unitNoTooLong]],
    ['postal with a letter', { postal: '06889A' }, [messages.postalCodeInvalid]],
    ['company without contact persons', { clientContacts: [] }, []],
    ["a person's address is optional for a company", person({ blkNo: '', roadName: '' }), []],
  ])('%s', (_name, change, expected) => {
    expect(validateClient(company(change))).toEqual(expected);
  });
});

describe('contact person rules', () => {
  it.each<[string, Partial<ClientContactForm>, string[]]>([
    ['name required', { individualName: '' }, [messages.contactNameEmpty]],
    ['NRIC / passport no. required', { identificationNo: ' ' }, [messages.identificationNoEmpty]],
    ['NRIC / passport no. of 10 accepted', { identificationNo: 'E123456789' }, []],
    ['NRIC / passport no. over 10', { identificationNo: 'E1234567890' }, [messages.identificationNoTooLong]],
    ['e-mail format', { email: 'ahkow@' }, [messages.contactEmailInvalid]],
    ['contact no. 8 digits', { contactNo: '9123 4567' }, [messages.contactNoInvalid]],
    ['unit needs storey', { unitNo: '01' }, [messages.unitNoNeedsStorey]],
  ])('%s', (_name, change, expected) => {
    expect(validateClient(company(person(change)))).toEqual(expected);
  });

  it('allows one primary contact person and refuses two', () => {
    const two = (primary: boolean) => company({ clientContacts: [signatory, { ...signatory, contactType: '1', primary }] });
    expect(validateClient(two(false))).toEqual([]);
    expect(validateClient(two(true))).toEqual([messages.onlyOnePrimaryContact]);
  });
});

describe('individual contact rules', () => {
  it.each<[string, Partial<ClientContactForm>, string[]]>([
    ['valid individual', {}, []],
    ['block no. required', { blkNo: '' }, [messages.blockHouseNoEmpty]],
    ['road name required', { roadName: '' }, [messages.roadNameEmpty]],
    ['NRIC required', { identificationNo: '' }, [messages.identificationNoEmpty]],
  ])('%s', (_name, change, expected) => {
    expect(validateClient(individual(change))).toEqual(expected);
  });

  it('does not ask an individual for a company name, UEN or company address', () => {
    expect(validateClient({ ...validIndividual, compName: '', uenNo: 'nonsense', blkNo: '', roadName: '' })).toEqual([]);
  });

  it('needs the individual person', () => {
    expect(validateClient({ ...validIndividual, clientContacts: [] })).toEqual([messages.individualDetailsEmpty]);
  });
});

describe('alert order and per-field messages', () => {
  const messy = company({
    compName: '',
    contactNo: '123',
    clientContacts: [
      { ...signatory, identificationNo: '' },
      { ...signatory, primary: false, individualName: '', email: 'bad' },
    ],
  });

  it('lists the client first, then each person in turn, each message once', () => {
    expect(validateClient(messy)).toEqual([
      messages.companyNameEmpty,
      messages.contactNoInvalid,
      messages.identificationNoEmpty,
      messages.contactNameEmpty,
      messages.contactEmailInvalid,
    ]);
  });

  it('keys each message by the field that shows it', () => {
    expect(clientFieldProblems(messy)).toEqual({
      compName: messages.companyNameEmpty,
      contactNo: messages.contactNoInvalid,
      'clientContacts.0.identificationNo': messages.identificationNoEmpty,
      'clientContacts.1.individualName': messages.contactNameEmpty,
      'clientContacts.1.email': messages.contactEmailInvalid,
    });
  });

  it('shows "unit needs storey" under the storey field and a long unit under the unit field', () => {
    expect(clientFieldProblems(company({ storeyNo: '', unitNo: '123456' }))).toEqual({
      storeyNo: messages.unitNoNeedsStorey,
      unitNo: messages.unitNoTooLong,
    });
  });

  it('has no field messages for a valid contact', () => {
    expect(clientFieldProblems(validCompany)).toEqual({});
    expect(clientFieldProblems(validIndividual)).toEqual({});
  });
});
