import type { PropertyListRow } from '../../src/api/properties';
import type { SearchableParty } from '../../src/domain/property/party-match';

/**
 * Listing rows as the server sends them, for stories and screen tests. Addresses are real-looking Singapore
 * ones in the seed's propAddress format.
 */
const STREETS = [
  ['12', 'TAMPINES STREET 81', '05', '112', '520012'],
  ['8', 'ORCHARD BOULEVARD', '21', '03', '248646'],
  ['27', 'JALAN BUKIT MERAH', '', '', '169680'],
  ['1', 'MARINE PARADE CENTRAL', '11', '204', '449408'],
  ['45', 'HOLLAND ROAD', '', '', '258856'],
  ['230', 'YISHUN RING ROAD', '09', '1033', '760230'],
  ['3', 'CHANCERY LANE', '02', '07', '309637'],
  ['101', 'PUNGGOL FIELD', '14', '88', '820101'],
] as const;

const TYPES = ['Sale', 'Purchase', 'Sale of HDB Flat', 'Purchase of Private Property', 'Mortgage', 'Others'] as const;
const TASKS = ['Property Information', 'Stakeholder Profiles', 'Documents'] as const;

function pick<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

function address(index: number): string {
  const [hse, street, storey, unit, postal] = pick(STREETS, index);
  const unitPart = storey && unit ? `, #${storey}-${unit}` : '';
  return `${hse} ${street}${unitPart}, SINGAPORE ${postal}`;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Row `n` (1-based): created a day apart going back from 2026, every third one Active with a checklist. */
export function demoRow(n: number, overrides: Partial<PropertyListRow> = {}): PropertyListRow {
  const active = n % 3 === 0;
  const created = new Date(Date.UTC(2026, 0, 31) - n * 86_400_000);
  const completion = new Date(Date.UTC(2026, 5, 1) + ((n * 7) % 240) * 86_400_000);
  const transactionTypeName = pick(TYPES, n);
  return {
    id: n,
    propertyRefNo: `PCN-2026-${pad(n, 6)}`,
    lawfirmRefNo: `TL/2026/${pad(n, 3)}`,
    createdDate: created.toISOString(),
    propAddress: address(n),
    transactionTypeName,
    completionDate: n % 5 === 0 ? null : completion.toISOString().slice(0, 10),
    status: active ? 'Active' : 'Pending',
    taskStage: active ? 'Documents' : pick(TASKS, n),
    locked: false,
    checkListId: active ? `CL-${pad(n, 4)}` : null,
    clientFlag: transactionTypeName.startsWith('Sale') ? 'S' : 'B',
    ...overrides,
  };
}

export function demoRows(count: number): PropertyListRow[] {
  return Array.from({ length: count }, (_, i) => demoRow(i + 1));
}

/** Parties of rows 2 and 5, as the server's party search reads them (lower-cased, fields apart by U+001F). */
export const DEMO_PARTIES: Readonly<Record<number, readonly SearchableParty[]>> = {
  2: [{ role: 'buyer', name: 'Tan Ah Kow', text: 'tan ah kow\u001fahkow.tan@gmail.com\u001f567b' }],
  5: [
    { role: 'seller', name: 'Marina Bay Holdings Pte. Ltd.', text: 'marina bay holdings pte. ltd.\u001f345d\u001fsharon teo hui min\u001f456f' },
    { role: 'sellerLawyer', name: 'Wei Ming Tan (Tan & Lim LLP)', text: 'wei ming tan\u001fweiming.tan@tanlim.com.sg' },
  ],
};
