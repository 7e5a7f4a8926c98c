import { describe, expect, it } from 'vitest';
import { clientAddressLine, clientListFields } from '../../../src/domain/contact/list-fields';

const place = { blkNo: '1', roadName: 'Old Road', storeyNo: '02', unitNo: '03', postal: '123456' };
const company = { clientCategory: '0', compName: 'Old Contact Pte Ltd', contactNo: '61234567', ...place, clientContacts: [] };
const person = (change: Record<string, string>) => ({
  individualName: 'Tan',
  contactNo: '',
  isPrimary: '1',
  blkNo: '',
  roadName: '',
  storeyNo: '',
  unitNo: '',
  postal: '',
  ...change,
});

describe('contact listing fields', () => {
  it.each([
    ['every part', place, '1 OLD ROAD, #02-03, SINGAPORE 123456'],
    ['no unit without both storey and unit', { ...place, unitNo: '' }, '1 OLD ROAD, SINGAPORE 123456'],
    ['no postal part without a postal code', { ...place, postal: '' }, '1 OLD ROAD, #02-03'],
    ['nothing entered', { blkNo: '', roadName: '', storeyNo: '', unitNo: '', postal: '' }, ''],
  ])('address line with %s', (_name, parts, expected) => {
    expect(clientAddressLine(parts)).toBe(expected);
  });

  it("matches what the contacts migration derives for contacts stored before it (0002's backfill)", () => {
    expect(clientListFields(company)).toEqual({
      listAddress: '1 OLD ROAD, #02-03, SINGAPORE 123456',
      listContactNo: '61234567',
      searchText: 'old contact pte ltd\u001f1 old road, #02-03, singapore 123456\u001f61234567',
    });
  });

  it("shows the primary person's phone, else the first person's, else the client's own", () => {
    const primary = person({ individualName: 'B', contactNo: '92222222', isPrimary: '0' });
    expect(clientListFields({ ...company, clientContacts: [person({ contactNo: '91111111' }), primary] }).listContactNo).toBe('92222222');
    expect(clientListFields({ ...company, clientContacts: [person({ contactNo: '91111111' })] }).listContactNo).toBe('91111111');
    expect(clientListFields({ ...company, clientContacts: [person({})] }).listContactNo).toBe('61234567');
  });

  it("takes an individual's address from the person and searches every person's name", () => {
    const individual = {
      ...company,
      clientCategory: '1',
      compName: 'Tan',
      clientContacts: [person({ isPrimary: '0', blkNo: '9', roadName: 'New Road', postal: '654321' })],
    };
    expect(clientListFields(individual)).toMatchObject({ listAddress: '9 NEW ROAD, SINGAPORE 654321' });
    expect(clientListFields({ ...company, clientContacts: [person({ individualName: 'Sharon Teo' })] }).searchText).toContain('sharon teo');
  });
});
