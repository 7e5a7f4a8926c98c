import type { components } from '../../api/schema.gen';
import type { PropertyListRowData } from '../db/queries/property-list';
import { clientFlagJson } from './property-json';

/** A listing row (openapi PropertyListRow). */
export function listRowJson(row: PropertyListRowData): components['schemas']['PropertyListRow'] {
  return {
    id: row.id,
    propertyRefNo: row.propertyRefNo,
    lawfirmRefNo: row.lawfirmRefNo,
    createdDate: row.createdAt.toISOString(),
    propAddress: row.propAddress,
    transactionTypeName: row.transactionTypeName ?? '',
    completionDate: row.completionDate,
    status: row.status,
    taskStage: row.taskStage,
    locked: row.locked,
    checkListId: row.checkListId,
    clientFlag: clientFlagJson(row),
  };
}
