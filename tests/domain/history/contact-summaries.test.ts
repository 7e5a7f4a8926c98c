import { describe, expect, it } from 'vitest';
import { contactChanges, contactName, type ContactPersonValues, type ContactValues } from '../../../src/domain/history/contact-fields';
import { contactAddedSummary, contactDeletedSummary, contactUpdatedSummary } from '../../../src/domain/history/contact-summaries';

const person = (overrides: Partial<ContactPersonValues> = {}): ContactPersonValues => ({
  individualName: 'Chen Wei Jie',
  identificationNo: 'S7712345A',
  email: 'weijie@straitsadvisory.sg',
  reference: '',
  contactNo: '91230000',
  postal: '',
  blkNo: '',
  roadName: '',
  building: '',
  storeyNo: '',
  unitNo: '',
  agentCeaNo: '',
  contactType: '1',
  isPrimary: '0',
  ...overrides,
});

const COMPANY: ContactValues = {
  clientCategory: '0',
  compName: 'Straits Advisory LLP',
  uenNo: 'T16LL0456H',
  email: 'office@straitsadvisory.sg',
  reference: 'SA/001',
  contactNo: '63331234',
  postal: '048616',
  blkNo: '1',
  roadName: 'RAFFLES PLACE',
  building: 'ONE RAFFLES PLACE',
  storeyNo: '20',
  unitNo: '61',
  isAgent: '0',
  estateAgentCeaLicenceNo: '',
  persons: [person()],
};

const INDIVIDUAL: ContactValues = {
  ...COMPANY,
  clientCategory: '1',
  compName: 'Siti Nurhaliza binte Ahmad',
  uenNo: '',
  email: '',
  reference: '',
  contactNo: '',
  persons: [person({ individualName: 'Siti Nurhaliza binte Ahmad', identificationNo: 'S8512345C', contactNo: '88881234', contactType: '0' })],
};

describe('the summaries of the contact book’s writes', () => {
  it('name the contact as it is listed', () => {
    expect(contactAddedSummary(contactName(COMPANY))).toBe('Added the contact Straits Advisory LLP.');
    expect(contactUpdatedSummary(contactName(INDIVIDUAL))).toBe('Changed the contact Siti Nurhaliza binte Ahmad.');
    expect(contactDeletedSummary('')).toBe('Deleted a contact.');
  });
});

describe('the changes of a contact', () => {
  it('are the fields set on an add, ID and phone numbers masked, a company’s persons numbered', () => {
    const changes = contactChanges(null, COMPANY);
    expect(changes).toContainEqual({ field: 'Company Name', before: null, after: 'Straits Advisory LLP' });
    expect(changes).toContainEqual({ field: 'Contact No.', before: null, after: '*****234' });
    expect(changes).toContainEqual({ field: 'Contact person 1: NRIC/Passport No.', before: null, after: '******45A' });
    expect(changes).toContainEqual({ field: 'Contact person 1: Contact No.', before: null, after: '*****000' });
    expect(changes).toContainEqual({ field: 'Contact person 1: Type', before: null, after: 'Director' });
    expect(changes).toContainEqual({ field: 'Contact person 1: Primary', before: null, after: 'Yes' });
  });

  it('are the individual’s own fields for an individual, its name not repeated as a company name', () => {
    const changes = contactChanges(INDIVIDUAL, {
      ...INDIVIDUAL,
      compName: 'Siti Nurhaliza',
      persons: [{ ...(INDIVIDUAL.persons[0] as ContactPersonValues), individualName: 'Siti Nurhaliza', identificationNo: 'S8512345D' }],
    });
    expect(changes).toEqual([
      { field: 'Name', before: 'Siti Nurhaliza binte Ahmad', after: 'Siti Nurhaliza' },
      { field: 'NRIC/Passport No.', before: '******45C', after: '******45D' },
    ]);
  });

  it('show a person added to a company', () => {
    const after = { ...COMPANY, persons: [...COMPANY.persons, person({ individualName: 'Nora Lim', isPrimary: '1', contactType: '0' })] };
    expect(contactChanges(COMPANY, after).map((change) => change.field)).toEqual([
      'Contact person 2: Name',
      'Contact person 2: NRIC/Passport No.',
      'Contact person 2: Email',
      'Contact person 2: Contact No.',
      'Contact person 2: Type',
      'Contact person 2: Primary',
    ]);
  });
});
