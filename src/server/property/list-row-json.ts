import type { components } from '../../api/schema.gen';
import type { MatchedParty } from '../../domain/property/party-match';
import type { PropertyListRowData } from '../db/queries/property-list';
import { clientFlagJson } from './property-json';

/** A listing row (openapi PropertyListRow); a text search adds the party it found the case by. */
export function listRowJson(row: PropertyListRowData, matchedParty?: MatchedParty): components['schemas']['PropertyListRow'] {
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
    ...(matchedParty ? { matchedParty } : {}),
  };
}
