import { and, eq } from 'drizzle-orm';
import { RECORD_NAMES } from '../../domain/edit-conflict/record-names';
import { caseDetailsChanges } from '../../domain/history/case-fields';
import { caseCreatedSummary, caseUpdatedSummary } from '../../domain/history/case-summaries';
import { caseLink } from '../../domain/history/event-links';
import { refreshCaseProgress } from '../case/case-progress-store';
import { refuseClosedCase } from '../case/refuse-closed-case';
import type { Database } from '../db/database';
import type { FirmId } from '../db/firm-scope';
import { insertProperty, lockOwnProperty, nextPropertyRefNo, replacePropertyChildren, updateOwnProperty } from '../db/queries/property-store';
import { properties } from '../db/schema';
import { recordEvent } from '../history/record-event';
import { NotFoundError } from '../http/errors';
import { nextEditStamp, refuseStaleEdit } from '../versions/edit-stamp';
import { readCaseDetails } from './case-details-values';
import type { PreparedProperty } from './prepare-property';
import { derivedState } from './property-facts';

export interface Author {
  firmId: FirmId;
  userPk: number;
}

const NO_PARTIES = { buyerId: null, sellerId: null, buyerLawyerId: null, sellerLawyerId: null } as const;

/** Another request with the same key stored its case first; the first answer is read after rollback. */
class RequestKeyTaken extends Error {}

async function propertyByKey(db: Database, userPk: number, requestKey: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.createdBy, userPk), eq(properties.requestKey, requestKey)))
    .limit(1);
  return row?.id;
}

/**
 * A new property (also a duplicate, seed 000 §4): a fresh control number, no parties, not locked, no
 * checklist, whatever the payload carried. The row and its lots and MCST details commit together. A request
 * repeating an Idempotency-Key (a retry after a lost answer, a double click) answers the case the first one
 * made; should two such requests meet at the insert, the unique (created_by, request_key) index decides.
 */
export async function addProperty(
  db: Database,
  author: Author,
  prepared: PreparedProperty,
  when: { now: Date; year: number },
  requestKey?: string,
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const earlier = requestKey ? await propertyByKey(tx, author.userPk, requestKey) : undefined;
      if (earlier !== undefined) return earlier;
      const propertyRefNo = await nextPropertyRefNo(tx, author.firmId, when.year);
      const id = await insertProperty(tx, {
        ...prepared.columns,
        ...derivedState({ ...prepared.columns, ...NO_PARTIES }),
        firmId: author.firmId,
        propertyRefNo,
        locked: false,
        checkListId: null,
        createdAt: when.now,
        updatedAt: when.now,
        createdBy: author.userPk,
        requestKey: requestKey ?? null,
      });
      if (id === undefined) throw new RequestKeyTaken();
      await replacePropertyChildren(tx, id, prepared.lots, prepared.mcstDetails);
      await refreshCaseProgress(tx, author.firmId, id, when.now);
      const created = await readCaseDetails(tx, author.firmId, id);
      if (!created) throw new Error('The case just added could not be read back.');
      await recordEvent(
        tx,
        author,
        {
          kind: 'case.created',
          summary: caseCreatedSummary(created.names),
          propertyId: id,
          link: caseLink(id, 'details'),
          changes: caseDetailsChanges(null, created.values),
        },
        when.now,
      );
      return id;
    });
  } catch (error) {
    const winner = error instanceof RequestKeyTaken && requestKey ? await propertyByKey(db, author.userPk, requestKey) : undefined;
    if (winner !== undefined) return winner;
    throw error;
  }
}

/**
 * Rewrites the user's fields of the firm's property; parties, lock and checklist stay as they are and
 * status follows the facts. Another firm's or a missing id is 404; a locked property is 409, and so is an update made
 * from an older version than the stored one (someone saved in between: nothing is written). The history keeps
 * the fields, lots and MCST details that changed; a save that changed none of them records nothing.
 */
export async function updateProperty(
  db: Database,
  author: Author,
  target: { id: number; version: number },
  prepared: PreparedProperty,
  now: Date,
): Promise<void> {
  const { firmId } = author;
  const { id } = target;
  await db.transaction(async (tx) => {
    const current = await lockOwnProperty(tx, firmId, id);
    if (!current) throw new NotFoundError();
    refuseClosedCase(current, 'details');
    await refuseStaleEdit(tx, current, target.version, author.userPk, RECORD_NAMES.case);
    const before = await readCaseDetails(tx, firmId, id);
    await updateOwnProperty(tx, firmId, id, {
      ...prepared.columns,
      ...derivedState({ ...current, ...prepared.columns }),
      ...nextEditStamp(current, author.userPk, now),
      updatedAt: now,
    });
    await replacePropertyChildren(tx, id, prepared.lots, prepared.mcstDetails);
    await refreshCaseProgress(tx, firmId, id, now);
    const after = await readCaseDetails(tx, firmId, id);
    if (!before || !after) throw new Error('The case being updated could not be read.');
    const changes = caseDetailsChanges(before.values, after.values);
    if (changes.length === 0) return;
    const event = { kind: 'case.updated', summary: caseUpdatedSummary(after.names), propertyId: id, link: caseLink(id, 'details'), changes } as const;
    await recordEvent(tx, author, event, now);
  });
}
