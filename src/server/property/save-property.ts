import { messages } from '../../domain/messages';
import type { Database } from '../db/database';
import type { FirmId } from '../db/firm-scope';
import { insertProperty, lockOwnProperty, nextPropertyRefNo, replacePropertyChildren, updateOwnProperty } from '../db/queries/property-store';
import { ConflictError, NotFoundError } from '../http/errors';
import type { PreparedProperty } from './prepare-property';
import { derivedState } from './property-facts';

export interface Author {
  firmId: FirmId;
  userPk: number;
}

const NO_PARTIES = { buyerId: null, sellerId: null, buyerLawyerId: null, sellerLawyerId: null } as const;

/**
 * A new property (also a duplicate, seed 000 §4): a fresh control number, no parties, not locked, no
 * checklist, whatever the payload carried. The row and its lots and MCST details commit together.
 */
export async function addProperty(db: Database, author: Author, prepared: PreparedProperty, now: Date, year: number): Promise<number> {
  return db.transaction(async (tx) => {
    const propertyRefNo = await nextPropertyRefNo(tx, author.firmId, year);
    const id = await insertProperty(tx, {
      ...prepared.columns,
      ...derivedState({ ...prepared.columns, ...NO_PARTIES }),
      firmId: author.firmId,
      propertyRefNo,
      locked: false,
      checkListId: null,
      createdAt: now,
      updatedAt: now,
      createdBy: author.userPk,
    });
    await replacePropertyChildren(tx, id, prepared.lots, prepared.mcstDetails);
    return id;
  });
}

/**
 * Rewrites the user's fields of the firm's property; parties, lock and checklist stay as they are and
 * status follows the facts. Another firm's or a missing id is 404; a locked property is 409.
 */
export async function updateProperty(db: Database, firmId: FirmId, id: number, prepared: PreparedProperty, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockOwnProperty(tx, firmId, id);
    if (!current) throw new NotFoundError();
    if (current.locked) throw new ConflictError(messages.propertyLockedNotice);
    await updateOwnProperty(tx, firmId, id, {
      ...prepared.columns,
      ...derivedState({ ...current, ...prepared.columns }),
      updatedAt: now,
    });
    await replacePropertyChildren(tx, id, prepared.lots, prepared.mcstDetails);
  });
}
