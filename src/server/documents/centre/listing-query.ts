import { count, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inFirm, type FirmId } from '../../db/firm-scope';
import { containing } from '../../db/queries/like-pattern';
import { pageIds, pageSlice, readPage, type PageRows } from '../../db/queries/paged-listing';
import { properties, propertyDocuments, users } from '../../db/schema';
import type { ListedDocument } from './list-item-json';

export interface DocumentListCriteria {
  /** Only PRINT and SENT rows: the activity log. */
  activityOnly: boolean;
  searchText: string;
  pageNo: number;
  pageSize: number;
}

/** The activity log's actions (seed 002 §2.7: a sent icon or a print icon). */
const ACTIVITY_ACTIONS = ['PRINT', 'SENT'] as const;

/**
 * Seed 002 §5: the search matches actionType, documentType, propertyControlNo, lawfirmRefNo, fileExtension and
 * documentModule, case-insensitively. The two case columns are asked of the firm's properties once, as a list
 * of ids, so the page still walks property_documents alone.
 */
function searchCondition(firmId: FirmId, text: string): SQL | undefined {
  const pattern = containing(text);
  const matchingCases = sql`(select ${properties.id} from ${properties} where ${inFirm(
    properties,
    firmId,
    or(ilike(properties.propertyRefNo, pattern), ilike(properties.lawfirmRefNo, pattern)),
  )})`;
  return or(
    ilike(propertyDocuments.actionType, pattern),
    ilike(propertyDocuments.documentType, pattern),
    ilike(propertyDocuments.fileExtension, pattern),
    ilike(propertyDocuments.documentModule, pattern),
    inArray(propertyDocuments.propertyId, matchingCases),
  );
}

/**
 * The one query behind get-document-listing: the firm's documents that have a file (activity rows alone for
 * the activity log), newest updated_at first and then id, one page with the count over all pages. The order
 * is the partial index property_documents_firm_listing_idx read backwards; the page is found as ids first and
 * only its rows are joined to their case and author. Exposed as builders so tests can read their plans.
 */
export function documentListQueries(db: Database, firmId: FirmId, criteria: DocumentListCriteria) {
  const text = criteria.searchText.trim();
  const filters: Array<SQL | undefined> = [isNotNull(propertyDocuments.filePath)];
  if (criteria.activityOnly) filters.push(inArray(propertyDocuments.actionType, [...ACTIVITY_ACTIONS]));
  if (text !== '') filters.push(searchCondition(firmId, text));
  const where = inFirm(propertyDocuments, firmId, ...filters);
  const order = [sql`${propertyDocuments.updatedAt} desc`, sql`${propertyDocuments.id} desc`];
  const page = (sortMatches: boolean) => {
    const ids = pageIds(db, propertyDocuments, propertyDocuments.id, { where, order, ...pageSlice(criteria) }, sortMatches);
    return db
      .select({
        document: {
          id: propertyDocuments.id,
          propertyId: propertyDocuments.propertyId,
          documentModule: propertyDocuments.documentModule,
          documentType: propertyDocuments.documentType,
          uploadType: propertyDocuments.uploadType,
          actionType: propertyDocuments.actionType,
          fileName: propertyDocuments.fileName,
          fileExtension: propertyDocuments.fileExtension,
          fileSize: propertyDocuments.fileSize,
          messageDetails: propertyDocuments.messageDetails,
          updatedAt: propertyDocuments.updatedAt,
        },
        propertyRefNo: properties.propertyRefNo,
        lawfirmRefNo: properties.lawfirmRefNo,
        createdBy: users.userId,
        // Selected so the window count, when there is one, is not planned away.
        matches: ids.matches,
      })
      .from(ids)
      .innerJoin(propertyDocuments, eq(propertyDocuments.id, ids.id))
      .innerJoin(properties, eq(properties.id, propertyDocuments.propertyId))
      .leftJoin(users, eq(users.id, propertyDocuments.createdBy))
      .orderBy(...order);
  };
  const total = db.select({ value: count() }).from(propertyDocuments).where(where);
  // The activity flag narrows like a search does: its matches may be few, so it counts as a filter.
  return { page, total, filtered: criteria.activityOnly || text !== '', pageNo: criteria.pageNo };
}

export async function listOwnDocuments(db: Database, firmId: FirmId, criteria: DocumentListCriteria): Promise<PageRows<ListedDocument>> {
  return readPage(documentListQueries(db, firmId, criteria));
}
