import type { PropertyListRow } from '../../../api/properties';
import { listingRowActions, type ListingViewer } from '../../../domain/property-listing-actions';
import { Button, Link } from '../../ui';
import type { ChecklistSubject } from '../checklist/ChecklistView';

export interface RowActionsProps {
  row: PropertyListRow;
  viewer: ListingViewer;
  onDelete: (row: PropertyListRow) => void;
  onChecklist: (subject: ChecklistSubject) => void;
}

/** The Action column: exactly what listingRowActions allows, each named after the row's reference. */
export function RowActions({ row, viewer, onDelete, onChecklist }: RowActionsProps) {
  const ref = row.lawfirmRefNo;
  return (
    <div className="listing-actions">
      {listingRowActions(row, viewer).map((action) => {
        switch (action.kind) {
          case 'view':
            return (
              <Link key="view" href={action.path} aria-label={`View ${ref}`}>
                View
              </Link>
            );
          case 'duplicate':
            return (
              <Link key="duplicate" href={action.path} aria-label={`Duplicate ${ref}`}>
                Duplicate
              </Link>
            );
          case 'delete':
            return (
              <Button key="delete" variant="link" className="listing-actions__delete" aria-label={`Delete ${ref}`} onPress={() => onDelete(row)}>
                Delete
              </Button>
            );
          case 'checklist':
            return (
              <Button
                key="checklist"
                variant="link"
                aria-label={`Checklist view ${ref}`}
                onPress={() =>
                  onChecklist({
                    propertyRefNo: row.propertyRefNo,
                    transactionTypeName: row.transactionTypeName,
                    checkListId: action.checkListId,
                  })
                }
              >
                Checklist view
              </Button>
            );
        }
      })}
    </div>
  );
}
