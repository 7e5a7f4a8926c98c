import type { CaseStage } from '../../../domain/case/lifecycle';
import { caseCreatedSummary } from '../../../domain/history/case-summaries';
import { caseLink } from '../../../domain/history/event-links';
import { PARTY_ROLES, type PartyRole } from '../../../domain/party-roles';
import { partyEvent, slotOf } from '../../stakeholders/party-event';
import type { Database } from '../database';
import { verifiedFirmId } from '../firm-scope';
import { historyEvents, properties, type NewHistoryEventRow } from '../schema';

const HOUR = 3_600_000;

/** The four parties that make a case Active (seed 000 §2): the last of them to come moves it to parties in place. */
const ACTIVATING: readonly PartyRole[] = ['buyer', 'seller', 'buyerLawyer', 'sellerLawyer'];

/**
 * The demo cases' history, so a fresh demo's Case History and its replay have something to show: each case opened
 * by its creator, then its parties assigned an hour apart, with the stage each step left it in. Written as the
 * product would have recorded it (the same sentences, src/domain/history), into the seed's own transaction.
 */
export async function seedDemoHistory(tx: Database): Promise<void> {
  const cases = await tx.select().from(properties);
  const rows: NewHistoryEventRow[] = [];
  for (const property of cases) {
    const firmId = verifiedFirmId(property.firmId);
    const at = (hours: number) => new Date(property.createdAt.getTime() + hours * HOUR);
    const base = { firmId, propertyId: property.id, actorUserId: property.createdBy };
    rows.push({
      ...base,
      kind: 'case.created',
      summary: caseCreatedSummary(property),
      link: caseLink(property.id, 'details'),
      stage: 'opened',
      at: at(0),
    });
    const held = PARTY_ROLES.filter((role) => property[slotOf(role)] !== null);
    let active = 0;
    for (const [index, role] of held.entries()) {
      const event = await partyEvent(tx, firmId, role, null, property[slotOf(role)]);
      if (!event) continue;
      if (ACTIVATING.includes(role)) active += 1;
      const stage: CaseStage = active === ACTIVATING.length && property.status === 'Active' ? 'partiesInPlace' : 'opened';
      rows.push({ ...base, ...event, changes: [...(event.changes ?? [])], link: caseLink(property.id), stage, at: at(index + 1) });
    }
  }
  if (rows.length > 0) await tx.insert(historyEvents).values(rows);
}
