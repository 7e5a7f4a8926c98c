import { inArray, sql } from 'drizzle-orm';
import { lawyerHistoryName } from '../../domain/history/party-summaries';
import { PARTY_ROLES, type PartyRole } from '../../domain/party-roles';
import { firstMatchingParty, type MatchedParty, type SearchableParty } from '../../domain/property/party-match';
import type { Database } from '../db/database';
import { clients, lawyers } from '../db/schema';

/** A listed case's party slots, as the listing's page reads them. */
export type PartySlots = { id: number } & Record<`${PartyRole}Id`, number | null>;

const LAWYER_ROLES: ReadonlySet<PartyRole> = new Set(['buyerLawyer', 'sellerLawyer']);

const idsIn = (rows: readonly PartySlots[], lawyerSlots: boolean) =>
  [...new Set(rows.flatMap((row) => PARTY_ROLES.filter((role) => LAWYER_ROLES.has(role) === lawyerSlots).map((role) => row[`${role}Id`])))].filter(
    (id): id is number => id !== null,
  );

/**
 * For the listed cases of a text search, the party each was found by (issue 20), read for the page's rows alone.
 * The searchable text comes from the database's own functions (migration 0017), the ones party_text is made of.
 */
export async function matchedParties(db: Database, rows: readonly PartySlots[], searchText: string): Promise<Map<number, MatchedParty>> {
  const clientIds = idsIn(rows, false);
  const lawyerIds = idsIn(rows, true);
  const [clientTexts, lawyerTexts] = await Promise.all([
    clientIds.length === 0
      ? []
      : db
          .select({ id: clients.id, name: clients.compName, text: sql<string>`coalesce(client_party_text(${clients.id}), '')` })
          .from(clients)
          .where(inArray(clients.id, clientIds)),
    lawyerIds.length === 0
      ? []
      : db
          .select({
            id: lawyers.id,
            firstName: lawyers.firstName,
            lastName: lawyers.lastName,
            lawfirmName: lawyers.lawfirmName,
            text: sql<string>`coalesce(lawyer_party_text(${lawyers.id}), '')`,
          })
          .from(lawyers)
          .where(inArray(lawyers.id, lawyerIds)),
  ]);
  const clientById = new Map(clientTexts.map((row) => [row.id, { name: row.name, text: row.text }]));
  const lawyerById = new Map(lawyerTexts.map((row) => [row.id, { name: lawyerHistoryName(row), text: row.text }]));
  const found = new Map<number, MatchedParty>();
  for (const row of rows) {
    const parties: SearchableParty[] = PARTY_ROLES.flatMap((role) => {
      const id = row[`${role}Id`];
      const holder = id === null ? undefined : (LAWYER_ROLES.has(role) ? lawyerById : clientById).get(id);
      return holder ? [{ role, ...holder }] : [];
    });
    const match = firstMatchingParty(searchText, parties);
    if (match) found.set(row.id, match);
  }
  return found;
}
