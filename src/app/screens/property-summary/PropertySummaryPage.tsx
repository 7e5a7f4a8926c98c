import { useState } from 'react';
import { PageTitle } from '../../ui';
import { CaseProgressPanel } from '../case-progress/CaseProgressPanel';
import { useCaseProperty } from '../common/use-case-property';
import { DocumentActivityModal } from './DocumentActivityModal';
import { openActivityFile } from './open-activity-file';
import { StakeholderGroups } from './StakeholderGroups';
import { SUMMARY_TITLE, SummaryHeader } from './SummaryHeader';
import './property-summary.css';

/** /property-summary/{id}/{direct?} (seed 001 §2.1): the property's stakeholders, primary and secondary. */
export function PropertySummaryPage({ id }: { id: number }) {
  const query = useCaseProperty(id);
  const [activityOpen, setActivityOpen] = useState(false);

  const property = query.data;
  if (!property) {
    return (
      <section className="property-summary" aria-labelledby="property-summary-title" aria-busy="true">
        <PageTitle id="property-summary-title">{SUMMARY_TITLE}</PageTitle>
      </section>
    );
  }
  return (
    <section className="property-summary" aria-labelledby="property-summary-title">
      <SummaryHeader property={property} onDocumentActivity={() => setActivityOpen(true)} />
      <CaseProgressPanel propertyId={property.id} />
      <StakeholderGroups property={property} />
      {activityOpen && (
        <DocumentActivityModal property={property} onClose={() => setActivityOpen(false)} onOpenFile={(row) => openActivityFile(property, row)} />
      )}
    </section>
  );
}
