import { eq } from 'drizzle-orm';
import { partyChange } from '../../domain/history/party-fields';
import { lawyerHistoryName, partyAssignedSummary, partyUnassignedSummary } from '../../domain/history/party-summaries';
import type { PartyRole } from '../../domain/party-roles';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { clients, lawyers, type Property } from '../db/schema';
import type { CaseChangeEvent } from './property-change';

const SLOTS = {
  buyer: 'buyerId',
  seller: 'sellerId',
  buyerLawyer: 'buyerLawyerId',
  sellerLawyer: 'sellerLawyerId',
  buyerAgent: 'buyerAgentId',
  sellerAgent: 'sellerAgentId',
} as const satisfies Record<PartyRole, keyof Property>;

/** The property's column holding the role. */
export const slotOf = (role: PartyRole) => SLOTS[role];

const isLawyerRole = (role: PartyRole) => role === 'buyerLawyer' || role === 'sellerLawyer';

/** Who holds the role, by the name the summary's card shows: a contact's listed name, a lawyer's name and firm. */
async function holderName(tx: Database, firmId: FirmId, role: PartyRole, id: number | null): Promise<string | null> {
  if (id === null) return null;
  if (isLawyerRole(role)) {
    const [lawyer] = await tx
      .select({ firstName: lawyers.firstName, lastName: lawyers.lastName, lawfirmName: lawyers.lawfirmName })
      .from(lawyers)
      .where(inFirm(lawyers, firmId, eq(lawyers.id, id)));
    return lawyer ? lawyerHistoryName(lawyer) : null;
  }
  const [client] = await tx
    .select({ compName: clients.compName })
    .from(clients)
    .where(inFirm(clients, firmId, eq(clients.id, id)));
  return client?.compName ?? null;
}

/**
 * The history event of a role changing hands, read in the write's transaction after the change: assigned (who held
 * it before, who holds it now) or unassigned; null when the role kept its holder.
 */
export async function partyEvent(
  tx: Database,
  firmId: FirmId,
  role: PartyRole,
  before: number | null,
  after: number | null,
): Promise<CaseChangeEvent | null> {
  if (before === after) return null;
  const [was, now] = await Promise.all([holderName(tx, firmId, role, before), holderName(tx, firmId, role, after)]);
  const changes = [partyChange(role, was, now)];
  if (after === null) return { kind: 'party.unassigned', summary: partyUnassignedSummary(was, role), changes };
  return { kind: 'party.assigned', summary: partyAssignedSummary(now ?? '', role), changes };
}
