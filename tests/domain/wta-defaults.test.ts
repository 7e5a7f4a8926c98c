import { describe, expect, it } from 'vitest';
import { EMPTY_DOCUMENT_PARTIES, type DocumentParties } from '../../src/domain/documents/document-parties';
import { ordinalDay, signingDateWords } from '../../src/domain/documents/signing-date';
import { actingLawyer, clientWording, maskClientIds, wtaDefaults } from '../../src/domain/documents/wta-defaults';

const lawyer = (name: string) => ({ name, firmName: 'Tan & Lim LLC', address: '1 Raffles Place', email: 'x@tanlim.sg' });

const parties: DocumentParties = {
  ...EMPTY_DOCUMENT_PARTIES,
  propertyRefNo: 'PCN-2026-000101',
  propAddress: '10 ANSON ROAD, #12-03, SINGAPORE 079903',
  purchasers: [
    { name: 'Lim Boon Keng', idNo: 'S1234567D' },
    { name: 'Chen Mei Hua', idNo: 'S7654321A' },
  ],
  vendors: [{ name: 'Rahman bin Ismail', idNo: 'S8123456B' }],
  buyerLawyer: lawyer('Wei Ming Tan'),
  sellerLawyer: lawyer('Mei Ling Ong'),
};

describe('the Warrant to Act defaults', () => {
  it('name every buyer when the firm acts for the buyer, with the purchase as the matter', () => {
    const defaults = wtaDefaults({ ...parties, clientSide: 'B' }, 'B', lawyer('Wei Ming Tan'), '2026-03-02');
    expect(defaults).toMatchObject({
      userName: 'Lim Boon Keng and Chen Mei Hua',
      userIc: 'S1234567D, S7654321A',
      userDescription: 'The purchase of 10 ANSON ROAD, #12-03, SINGAPORE 079903.',
      wtaSignedOn: '2026-03-02',
      wtaLawyerName: 'Wei Ming Tan',
      wtaLawyerNric: '',
    });
  });

  it('name the seller when the firm acts for the seller', () => {
    const defaults = wtaDefaults(parties, 'S', null, '2026-03-02');
    expect(defaults.userName).toBe('Rahman bin Ismail');
    expect(defaults.userDescription).toBe('The sale of 10 ANSON ROAD, #12-03, SINGAPORE 079903.');
    expect(defaults.wtaLawyerName).toBe('');
  });

  it('leave the client blank while no client side is chosen', () => {
    expect(wtaDefaults(parties, '', null, '2026-03-02')).toMatchObject({ userName: '', userIc: '', userDescription: '' });
  });

  it("take the acting lawyer from the client's side", () => {
    expect(actingLawyer({ ...parties, clientSide: 'B' })?.name).toBe('Wei Ming Tan');
    expect(actingLawyer({ ...parties, clientSide: 'S' })?.name).toBe('Mei Ling Ong');
    expect(actingLawyer(parties)).toBeNull();
  });
});

describe('the Warrant to Act wording', () => {
  it("says 'I' for one client and 'We' for several", () => {
    expect(clientWording(1)).toEqual({ subject: 'I', object: 'me', possessive: 'my' });
    expect(clientWording(2)).toEqual({ subject: 'We', object: 'us', possessive: 'our' });
  });

  it('masks each client NRIC except its last 4 characters', () => {
    expect(maskClientIds('S1234567D, S7654321A')).toBe('*****567D, *****321A');
    expect(maskClientIds(undefined)).toBe('');
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [31, '31st'],
  ])('writes day %i as %s', (day, words) => {
    expect(ordinalDay(day)).toBe(words);
  });

  it('writes a signing date with the ordinal day and the month name', () => {
    expect(signingDateWords('2026-03-02')).toEqual({ day: '2nd', month: 'March', year: '2026' });
    expect(signingDateWords('')).toBeNull();
    expect(signingDateWords('02-Mar-2026')).toBeNull();
  });
});
