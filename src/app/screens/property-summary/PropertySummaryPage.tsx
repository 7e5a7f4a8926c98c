import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { propertyQueryOptions } from '../../../api/queries/property-form';
import { api } from '../../api';
import { PageTitle } from '../../ui';
import { DocumentActivityModal } from './DocumentActivityModal';
import { StakeholderGroups } from './StakeholderGroups';
import { SUMMARY_TITLE, SummaryHeader } from './SummaryHeader';
import './property-summary.css';

/** Seed 000 §8: a property that cannot be fetched sends the user to the get-property page. */
const FETCH_FAILED_PATH = '/get-property';

/** /property-summary/{id}/{direct?} (seed 001 §2.1): the property's stakeholders, primary and secondary. */
export function PropertySummaryPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const validId = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...propertyQueryOptions(api, id), enabled: validId });
  const failed = !validId || query.isError;
  const [activityOpen, setActivityOpen] = useState(false);

  useEffect(() => {
    if (failed) void navigate({ to: FETCH_FAILED_PATH, replace: true });
  }, [failed, navigate]);

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
      <StakeholderGroups property={property} />
      {activityOpen && <DocumentActivityModal property={property} onClose={() => setActivityOpen(false)} />}
    </section>
  );
}
