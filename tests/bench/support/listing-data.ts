import { and, count, eq } from 'drizzle-orm';
import { clientListFields } from '../../../src/domain/contact/list-fields';
import type { Database } from '../../../src/server/db/database';
import { verifiedFirmId, type FirmId } from '../../../src/server/db/firm-scope';
import {
  clientContacts,
  clients,
  lawFirms,
  properties,
  transactionTypes,
  users,
  type NewClient,
  type NewProperty,
} from '../../../src/server/db/schema';
import { seedBillingData, type BillingData } from './billing-data';

/*
 * Bulk rows for the listing benchmarks, all in the demo firm TL0001 (one firm holding every row is the listing's
 * worst case): contacts with one person each, some of them estate agencies, and property cases naming those
 * contacts in their party slots, as a busy firm's book would, and requisitions on half the cases for the billing
 * search (billing-data.ts). Inserted in batches of a thousand, so 50,000 of each stay within a statement's
 * parameter limit and finish in a couple of minutes on PGlite.
 */

const BATCH = 1_000;
const STREETS = [
  'MARINA BOULEVARD',
  'ANG MO KIO AVENUE 6',
  'LEEDON HEIGHTS',
  'CANTONMENT ROAD',
  'DEPOT ROAD',
  'JALAN KEMBANGAN',
  'SUNSET DRIVE',
  'TAMPINES STREET 81',
];
const SURNAMES = [
  'Tan',
  'Lim',
  'Lee',
  'Ng',
  'Ong',
  'Wong',
  'Goh',
  'Chua',
  'Chan',
  'Koh',
  'Teo',
  'Ang',
  'Yeo',
  'Tay',
  'Ho',
  'Low',
  'Toh',
  'Sim',
  'Chong',
  'Chia',
];
const GIVEN = [
  'Wei Ming',
  'Siew Ling',
  'Boon Huat',
  'Li Hua',
  'Kok Hua',
  'Ah Kow',
  'Hui Min',
  'Jun Jie',
  'Xin Yi',
  'Zhi Hao',
  'Mei Ling',
  'Kai Wen',
  'Shu Fen',
  'Jia Hui',
  'Yong Sheng',
];
const NRIC_LETTERS = [...'ABCDEFGHIZJ'];
const COMPANY = ['Holdings Pte Ltd', 'Trading Pte Ltd', 'Realty LLP', 'Investments Pte Ltd', 'Capital Pte Ltd'];

export interface ListingData {
  firmId: FirmId;
  /** How many cases the firm's property listing holds (the demo ones too). */
  ownCases: number;
  /** How many ordinary contacts (not agencies) the firm's contact listing holds (the demo ones too). */
  ownContacts: number;
  /** The requisitions on the seeded cases. */
  billing: BillingData;
}

const pick = <T>(list: readonly T[], i: number): T => {
  const value = list[i % list.length];
  if (value === undefined) throw new Error('empty list');
  return value;
};

function personName(i: number): string {
  // Stepping the lists at different rates spreads the names over the alphabet, not in insertion order.
  return `${pick(SURNAMES, i * 7)} ${pick(GIVEN, i * 11 + Math.floor(i / 300))} ${String(i).padStart(5, '0')}`;
}

/** Every twentieth contact is an estate agency: the contact listing leaves those out, the agent search finds them. */
const isAgency = (i: number) => i % 20 === 19;

function contactRow(i: number, firmId: number, createdBy: number) {
  const street = pick(STREETS, i * 3);
  const company = i % 3 === 0;
  const name = personName(i);
  const address = {
    blkNo: String((i % 400) + 1),
    roadName: street,
    storeyNo: String((i % 40) + 1).padStart(2, '0'),
    unitNo: String((i % 90) + 1).padStart(2, '0'),
    postal: String(100_000 + ((i * 37) % 800_000)).padStart(6, '0'),
  };
  const person = {
    individualName: name,
    // The party search (issue 20) finds persons by e-mail and by their NRIC's last four characters.
    identificationNo: `S${String(7_000_000 + i).padStart(7, '0')}${pick(NRIC_LETTERS, i)}`,
    email: `${name.toLowerCase().replaceAll(' ', '.')}@mail.example.sg`,
    contactNo: `9${String(1_000_000 + i).slice(-7)}`,
    isPrimary: '0',
    ...address,
  };
  const compName = company || isAgency(i) ? `${name.split(' ').slice(0, 2).join(' ')} ${pick(COMPANY, i)} ${i}` : name;
  const category = company ? '0' : '1';
  const row: NewClient = {
    firmId,
    clientCategory: category,
    compName,
    contactNo: company ? `6${String(2_000_000 + i).slice(-7)}` : '',
    isAgent: isAgency(i) ? '1' : '0',
    createdBy,
    createdAt: new Date(Date.UTC(2025, 0, 1) + i * 90_000),
    ...address,
    ...clientListFields({
      clientCategory: category,
      compName,
      contactNo: company ? `6${String(2_000_000 + i).slice(-7)}` : '',
      ...address,
      clientContacts: [person],
    }),
  };
  return { row, person };
}

function propertyRow(
  i: number,
  firmId: number,
  createdBy: number,
  typeIds: readonly number[],
  contactIds: readonly number[],
  agencyIds: readonly number[],
): NewProperty {
  const street = pick(STREETS, i);
  const postal = String(100_000 + (i % 800_000)).padStart(6, '0');
  const party = (k: number) => (contactIds.length === 0 ? null : pick(contactIds, k));
  const agency = (k: number) => (agencyIds.length === 0 ? null : pick(agencyIds, k));
  return {
    firmId,
    propertyRefNo: `PCN-2099-${String(i).padStart(6, '0')}`,
    lawfirmRefNo: `BENCH/${i}`,
    propAddress: `${(i % 400) + 1} ${street}, #${String((i % 40) + 1).padStart(2, '0')}-${String((i % 90) + 1).padStart(2, '0')}, SINGAPORE ${postal}`,
    propType: i % 5 === 0 ? 'LAND' : 'BUILDING',
    streetName: street,
    postal,
    transactionTypeId: i % 11 === 0 ? null : pick(typeIds, i),
    clientFlag: i % 2 === 0 ? 'S' : 'B',
    completionDate: i % 7 === 0 ? null : `2027-${String((i % 12) + 1).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    status: i % 3 === 0 ? 'Active' : 'Pending',
    checkListId: i % 4 === 0 ? `CL-${i}` : null,
    // Most cases name a buyer, many a seller, some the agencies: about half the contacts end up on a case.
    buyerId: i % 5 === 4 ? null : party(i * 2),
    sellerId: i % 2 === 0 ? party(i * 2 + 1) : null,
    buyerAgentId: i % 6 === 0 ? agency(i) : null,
    sellerAgentId: i % 9 === 0 ? agency(i + 1) : null,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    createdBy,
  };
}

/**
 * Adds `contacts` contacts and `cases` property cases with their requisitions to TL0001 (lawyer1's firm); call
 * once per database. `nowMs` is the server clock's now: the requisitions are submitted over the year before it.
 */
export async function seedListingData(db: Database, counts: { contacts: number; cases: number }, nowMs = Date.now()): Promise<ListingData> {
  const [firm] = await db.select().from(lawFirms).where(eq(lawFirms.acctId, 'TL0001'));
  const [user] = await db.select().from(users).where(eq(users.userId, 'lawyer1'));
  if (!firm || !user) throw new Error('demo firm or user missing: seed the demo data first');
  const typeIds = (await db.select({ id: transactionTypes.id }).from(transactionTypes)).map((row) => row.id);

  const contactIds: number[] = [];
  const agencyIds: number[] = [];
  for (let start = 0; start < counts.contacts; start += BATCH) {
    const made = Array.from({ length: Math.min(BATCH, counts.contacts - start) }, (_, k) => contactRow(start + k, firm.id, user.id));
    const ids = await db
      .insert(clients)
      .values(made.map((m) => m.row))
      .returning({ id: clients.id, isAgent: clients.isAgent });
    await db.insert(clientContacts).values(ids.map((inserted, k) => ({ clientId: inserted.id, sequenceKey: 1, ...made[k]?.person })));
    for (const inserted of ids) (inserted.isAgent === '1' ? agencyIds : contactIds).push(inserted.id);
  }
  const caseIds: number[] = [];
  for (let start = 0; start < counts.cases; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, counts.cases - start) }, (_, k) =>
      propertyRow(start + k, firm.id, user.id, typeIds, contactIds, agencyIds),
    );
    for (const inserted of await db.insert(properties).values(batch).returning({ id: properties.id })) caseIds.push(inserted.id);
  }
  const billing = await seedBillingData(db, { firmId: firm.id, userId: user.id }, caseIds, nowMs);
  const firmId = verifiedFirmId(firm.id);
  const [cases] = await db.select({ value: count() }).from(properties).where(eq(properties.firmId, firmId));
  const [contacts] = await db
    .select({ value: count() })
    .from(clients)
    .where(and(eq(clients.firmId, firmId), eq(clients.isAgent, '0')));
  return { firmId, ownCases: cases?.value ?? 0, ownContacts: contacts?.value ?? 0, billing };
}
