import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { propertyQueryOptions } from '../../../api/queries/property-form';
import { api } from '../../api';
import { PageTitle } from '../../ui';
import { PropertyDetailsForm } from './PropertyDetailsForm';
import { DETAILS_TITLE } from './PropertyDetailsHeader';

/** Seed 000 §8: a property that cannot be fetched sends the user to the get-property page. */
const FETCH_FAILED_PATH: string = '/get-property';

interface PropertyDetailsPageProps {
  /** The route's {id}; NaN when the path holds no number. */
  id: number;
  direct: boolean;
  duplicate: boolean;
}

/** /property-details/{id}/{direct}/{duplicate} (seed 000 §2): loads the property, then its form. */
export function PropertyDetailsPage({ id, direct, duplicate }: PropertyDetailsPageProps) {
  const navigate = useNavigate();
  const validId = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...propertyQueryOptions(api, id), enabled: validId });
  const failed = !validId || query.isError;

  useEffect(() => {
    if (failed) void navigate({ to: FETCH_FAILED_PATH, replace: true });
  }, [failed, navigate]);

  if (!query.data) {
    return (
      <section className="property-details" aria-labelledby="property-details-title" aria-busy="true">
        <PageTitle id="property-details-title">{DETAILS_TITLE}</PageTitle>
      </section>
    );
  }
  // The form edits a snapshot of the property. A cached copy shows at once, and when the refetch on opening
  // brings a newer one (after this page's own Update, say) the form starts again from it.
  return <PropertyDetailsForm key={query.dataUpdatedAt} property={query.data} direct={direct} duplicate={duplicate} />;
}
