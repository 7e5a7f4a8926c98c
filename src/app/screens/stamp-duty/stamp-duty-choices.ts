import type { BuyerProfile, PropertyUse } from '../../../domain/stamp-duty/rates';

/** The select options of the calculator form, in the words a lawyer uses; ids are the wire values. */
export const USE_CHOICES: ReadonlyArray<{ id: PropertyUse; name: string }> = [
  { id: 'RESIDENTIAL', name: 'Residential' },
  { id: 'NON_RESIDENTIAL', name: 'Non-residential' },
];

export const BUYER_CHOICES: ReadonlyArray<{ id: BuyerProfile; name: string }> = [
  { id: 'SC', name: 'Singapore citizen' },
  { id: 'PR', name: 'Permanent resident' },
  { id: 'FOREIGNER', name: 'Foreigner' },
  { id: 'ENTITY', name: 'Entity (company, trust …)' },
];

/** ABSD goes by the residential properties already owned; three or more all pay the same rate. */
export const OWNED_CHOICES: ReadonlyArray<{ id: string; name: string }> = [
  { id: '0', name: 'None (first property)' },
  { id: '1', name: 'One' },
  { id: '2', name: 'Two' },
  { id: '3', name: 'Three or more' },
];
