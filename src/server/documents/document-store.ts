import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DocumentModule, TemplateType } from '../../domain/documents/modules';
import type { Database } from '../db/database';
import { inFirm, type FirmId } from '../db/firm-scope';
import { propertyDocuments, type PropertyDocumentRow } from '../db/schema';

/**
 * Queries on property_documents (see the table's comment for what each kind of row means). Every read takes
 * the session's firm, so another firm's document simply is not there; writes take the caller's transaction.
 */

export type NewPropertyDocument = typeof propertyDocuments.$inferInsert;

/** Newest first, as get-property lists them and the screens pick "the latest by updatedDate". */
const NEWEST_FIRST = [desc(propertyDocuments.updatedAt), desc(propertyDocuments.id)];

/** The editable template is a TEMPLATE row whose action is ORIGINAL (created) or UPDATE (saved again). */
export const isEditableTemplate: SQL | undefined = and(
  eq(propertyDocuments.documentType, 'TEMPLATE'),
  inArray(propertyDocuments.actionType, ['ORIGINAL', 'UPDATE']),
);

/** The same test on a row already read: the editable template, not a printed or sent copy of it. */
export function isEditableTemplateRow(row: PropertyDocumentRow): boolean {
  return row.documentType === 'TEMPLATE' && (row.actionType === 'ORIGINAL' || row.actionType === 'UPDATE');
}

/** One document of the firm by id, whatever its kind. */
export async function findDocument(db: Database, firmId: FirmId, id: number): Promise<PropertyDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(propertyDocuments)
    .where(inFirm(propertyDocuments, firmId, eq(propertyDocuments.id, id)))
    .limit(1);
  return row;
}

/** One document of the firm by id, only when it belongs to that property. */
export async function findPropertyDocument(db: Database, firmId: FirmId, propertyId: number, id: number): Promise<PropertyDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(propertyDocuments)
    .where(inFirm(propertyDocuments, firmId, eq(propertyDocuments.id, id), eq(propertyDocuments.propertyId, propertyId)))
    .limit(1);
  return row;
}

/** The OTP, WTA or S.65 a lawyer edits: the latest ORIGINAL / UPDATE row of that module and template type. */
export async function findEditableTemplate(
  db: Database,
  firmId: FirmId,
  propertyId: number,
  module: DocumentModule,
  templateType: TemplateType,
): Promise<PropertyDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(propertyDocuments)
    .where(
      inFirm(
        propertyDocuments,
        firmId,
        eq(propertyDocuments.propertyId, propertyId),
        eq(propertyDocuments.documentModule, module),
        eq(propertyDocuments.templateType, templateType),
        isEditableTemplate,
      ),
    )
    .orderBy(...NEWEST_FIRST)
    .limit(1);
  return row;
}

/** All of a property's documents (templates, activity, signed copies, user uploads), newest first. */
export async function listPropertyDocuments(db: Database, firmId: FirmId, propertyId: number): Promise<PropertyDocumentRow[]> {
  return db
    .select()
    .from(propertyDocuments)
    .where(inFirm(propertyDocuments, firmId, eq(propertyDocuments.propertyId, propertyId)))
    .orderBy(...NEWEST_FIRST);
}

/**
 * The documents of several properties the caller has already read within its firm (the property read), in
 * one query, grouped by property id and newest first.
 */
export async function documentsOfProperties(
  db: Database,
  firmId: FirmId,
  propertyIds: readonly number[],
): Promise<Map<number, PropertyDocumentRow[]>> {
  const groups = new Map<number, PropertyDocumentRow[]>();
  if (propertyIds.length === 0) return groups;
  const rows = await db
    .select()
    .from(propertyDocuments)
    .where(inFirm(propertyDocuments, firmId, inArray(propertyDocuments.propertyId, [...propertyIds])))
    .orderBy(...NEWEST_FIRST);
  for (const row of rows) groups.set(row.propertyId, [...(groups.get(row.propertyId) ?? []), row]);
  return groups;
}

export async function insertDocumentRow(tx: Database, values: NewPropertyDocument): Promise<PropertyDocumentRow> {
  const [row] = await tx.insert(propertyDocuments).values(values).returning();
  if (!row) throw new Error('property document insert returned no row');
  return row;
}

export async function insertDocumentRows(tx: Database, values: NewPropertyDocument[]): Promise<PropertyDocumentRow[]> {
  if (values.length === 0) return [];
  return tx.insert(propertyDocuments).values(values).returning();
}

/** Changes a document of the firm and answers the stored row (undefined when there is no such document). */
export async function updateDocumentRow(
  tx: Database,
  firmId: FirmId,
  id: number,
  values: Partial<NewPropertyDocument>,
): Promise<PropertyDocumentRow | undefined> {
  const [row] = await tx
    .update(propertyDocuments)
    .set(values)
    .where(inFirm(propertyDocuments, firmId, eq(propertyDocuments.id, id)))
    .returning();
  return row;
}

export async function deleteDocumentRow(tx: Database, firmId: FirmId, id: number): Promise<void> {
  await tx.delete(propertyDocuments).where(inFirm(propertyDocuments, firmId, eq(propertyDocuments.id, id)));
}
