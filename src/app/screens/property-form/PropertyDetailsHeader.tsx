import type { Property } from '../../../api/property-form';
import { messages } from '../../../domain/messages';
import { Button, PageTitle } from '../../ui';
import { DeleteIcon, EditIcon } from './PropertyIcons';

export const DETAILS_TITLE = 'Property Details';

interface PropertyDetailsHeaderProps {
  property: Property;
  duplicating: boolean;
  /** Shown only when the machine accepts them: never for a locked property or a duplicate. */
  onEdit: (() => void) | null;
  onDelete: (() => void) | null;
}

/** The page title with the property control no., its status and lock, and the edit and delete icons. */
export function PropertyDetailsHeader({ property, duplicating, onEdit, onDelete }: PropertyDetailsHeaderProps) {
  const actions = (
    <>
      {onEdit && (
        <Button variant="icon" aria-label="Edit" onPress={onEdit}>
          <EditIcon />
        </Button>
      )}
      {onDelete && (
        <Button variant="icon" aria-label="Delete" onPress={onDelete}>
          <DeleteIcon />
        </Button>
      )}
    </>
  );
  return (
    <header className="property-details-header">
      <PageTitle id="property-details-title" actions={onEdit || onDelete ? actions : undefined}>
        {DETAILS_TITLE}
      </PageTitle>
      <dl className="property-details-facts">
        <div>
          <dt>{duplicating ? 'Duplicate of Property Control No.' : 'Property Control No.'}</dt>
          <dd>{property.propertyRefNo}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`property-status property-status--${property.status.toLowerCase()}`}>{property.status}</span>
          </dd>
        </div>
        <div>
          <dt>Locked</dt>
          <dd>{property.locked ? 'Yes' : 'No'}</dd>
        </div>
      </dl>
      {property.locked && !duplicating && <p className="property-details-locked">{messages.propertyLockedNotice}</p>}
    </header>
  );
}
