import type { DocumentMetadata } from '../../domain/documents/metadata';
import type { DocumentModule, TemplateType } from '../../domain/documents/modules';
import type { DocumentSummary } from '../../domain/documents/summary';
import { documentRecordName } from '../../domain/edit-conflict/record-names';
import { messages } from '../../domain/messages';
import { refreshCaseProgress } from '../case/case-progress-store';
import { refuseClosedCase } from '../case/refuse-closed-case';
import type { Database } from '../db/database';
import type { FirmId } from '../db/firm-scope';
import { lockOwnProperty } from '../db/queries/property-store';
import type { Property, PropertyDocumentRow } from '../db/schema';
import { recordEvent } from '../history/record-event';
import { ConflictError, NotFoundError } from '../http/errors';
import { nextEditStamp, refuseStaleEdit } from '../versions/edit-stamp';
import { documentSavedEvent } from './document-history';
import {
  findEditableTemplate,
  findPropertyDocument,
  insertDocumentRow,
  isEditableTemplateRow,
  updateDocumentRow,
  type NewPropertyDocument,
} from './document-store';

/** A checked create or update request: metadata already through keepChosenCompletion, summary dates checked. */
export interface TemplateWrite {
  propertyId: number;
  module: DocumentModule;
  templateType: TemplateType;
  metadata: DocumentMetadata;
  summary: DocumentSummary;
}

export interface Author {
  firmId: FirmId;
  userPk: number;
}

/** A contract names both parties and both lawyers, so a document waits until all four are on the property. */
function hasAllParties(property: Property): boolean {
  return [property.buyerId, property.sellerId, property.buyerLawyerId, property.sellerLawyerId].every((id) => id !== null);
}

/** The summary fields as the row stores them (also how a printed or sent copy keeps the summary it was made with). */
export function summaryColumns(summary: DocumentSummary): Partial<NewPropertyDocument> {
  return {
    signedOn: summary.signedOn ?? null,
    optionMoney: summary.optionMoney ?? null,
    expiry: summary.expiry ?? null,
    acceptanceAmount: summary.acceptanceAmount ?? null,
    acceptanceSignedOn: summary.acceptanceSignedOn ?? null,
    completionDate: summary.completionDate ?? null,
  };
}

/**
 * Saves a new OTP, WTA or S.65 (seed 001 §4: "No saved document ... means 'new': button Save, create call").
 * The property row is locked first, so a double-clicked Save finds the first one and is refused instead of
 * storing a second editable template.
 */
export async function addTemplateDocument(db: Database, author: Author, write: TemplateWrite, now: Date): Promise<PropertyDocumentRow> {
  return db.transaction(async (tx) => {
    const property = await lockOwnProperty(tx, author.firmId, write.propertyId);
    if (!property) throw new NotFoundError();
    refuseClosedCase(property, 'documents');
    if (!hasAllParties(property)) throw new ConflictError(messages.documentPartiesMissing);
    if (await findEditableTemplate(tx, author.firmId, property.id, write.module, write.templateType)) {
      throw new ConflictError(messages.documentAlreadySaved);
    }
    const row = await insertDocumentRow(tx, {
      firmId: author.firmId,
      propertyId: property.id,
      documentType: 'TEMPLATE',
      documentModule: write.module,
      templateType: write.templateType,
      actionType: 'ORIGINAL',
      metadata: write.metadata,
      ...summaryColumns(write.summary),
      createdBy: author.userPk,
      createdAt: now,
      updatedAt: now,
    });
    // The OTP's expiry date and time and the completion date are deadlines on the board.
    await refreshCaseProgress(tx, author.firmId, property.id, now);
    await recordEvent(tx, author, documentSavedEvent(write.module, null, row), now);
    return row;
  });
}

/** Replaces the editable template's content; `documentId` must be that property's template of that module. */
export async function updateTemplateDocument(
  db: Database,
  author: Author,
  target: { id: number; version: number },
  write: TemplateWrite,
  now: Date,
): Promise<PropertyDocumentRow> {
  return db.transaction(async (tx) => {
    const property = await lockOwnProperty(tx, author.firmId, write.propertyId);
    if (!property) throw new NotFoundError();
    refuseClosedCase(property, 'documents');
    const current = await findPropertyDocument(tx, author.firmId, property.id, target.id);
    if (!current || !isEditableTemplateRow(current) || current.documentModule !== write.module) throw new NotFoundError();
    // The case row is locked above, so no other save of this document can slip in between the check and the write.
    await refuseStaleEdit(tx, current, target.version, author.userPk, documentRecordName(write.module));
    const updated = await updateDocumentRow(tx, author.firmId, current.id, {
      templateType: write.templateType,
      actionType: 'UPDATE',
      metadata: write.metadata,
      ...summaryColumns(write.summary),
      ...nextEditStamp(current, author.userPk, now),
      updatedAt: now,
    });
    if (!updated) throw new NotFoundError();
    await refreshCaseProgress(tx, author.firmId, property.id, now);
    await recordEvent(tx, author, documentSavedEvent(write.module, current, updated), now);
    return updated;
  });
}
