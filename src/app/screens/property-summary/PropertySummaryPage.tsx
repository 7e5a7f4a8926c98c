import { useState } from 'react';
import { PageTitle } from '../../ui';
import { CaseLifecycleScope, useCaseProgressSettled } from '../case-progress/case-lifecycle-scope';
import { CaseProgressPanel } from '../case-progress/CaseProgressPanel';
import { useCaseProperty } from '../common/use-case-property';
import { CaseDiagramLink } from '../machines/CaseDiagramLink';
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
  // Busy until the case's progress is in too: what the cards offer is its lifecycle machine's answer.
  const settled = useCaseProgressSettled(id);
  if (!property || !settled) {
    return (
      <section className="property-summary" aria-labelledby="property-summary-title" aria-busy="true">
        <PageTitle id="property-summary-title">{SUMMARY_TITLE}</PageTitle>
      </section>
    );
  }
  return (
    <section className="property-summary" aria-labelledby="property-summary-title">
      <CaseLifecycleScope propertyId={property.id}>
        <SummaryHeader property={property} onDocumentActivity={() => setActivityOpen(true)} />
        <CaseProgressPanel propertyId={property.id} footer={<CaseDiagramLink propertyId={property.id} />} />
        <StakeholderGroups property={property} />
        {activityOpen && (
          <DocumentActivityModal property={property} onClose={() => setActivityOpen(false)} onOpenFile={(row) => openActivityFile(property, row)} />
        )}
      </CaseLifecycleScope>
    </section>
  );
}
