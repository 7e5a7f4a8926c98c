import type { Property } from '../../../api/property-form';
import { messages } from '../../../domain/messages';
import { Button, PageTitle } from '../../ui';
import { useCaseAllows } from '../case-progress/case-lifecycle-scope';

export const SUMMARY_TITLE = 'Stakeholder Profiles';

interface SummaryHeaderProps {
  property: Property;
  onDocumentActivity: () => void;
}

/** The page title with the property's address and reference numbers (seed 001 §2.1) and its status. */
export function SummaryHeader({ property, onDocumentActivity }: SummaryHeaderProps) {
  const { locked } = useCaseAllows();
  return (
    <header className="summary-header">
      <PageTitle
        id="property-summary-title"
        actions={
          <Button variant="secondary" onPress={onDocumentActivity}>
            Document Activity
          </Button>
        }
      >
        {SUMMARY_TITLE}
      </PageTitle>
      <dl className="summary-facts">
        <div>
          <dt>Property Address</dt>
          <dd>{property.propAddress}</dd>
        </div>
        <div>
          <dt>Property Control No.</dt>
          <dd>{property.propertyRefNo}</dd>
        </div>
        <div>
          <dt>Reference No.</dt>
          <dd>{property.lawfirmRefNo}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`summary-status summary-status--${property.status.toLowerCase()}`}>{property.status}</span>
          </dd>
        </div>
      </dl>
      {locked && <p className="summary-locked">{messages.propertyLockedAssignment}</p>}
    </header>
  );
}
