import { PageTitle } from '../../ui';
import { PropertyDetailsForm } from './PropertyDetailsForm';
import { DETAILS_TITLE } from './PropertyDetailsHeader';
import { useCaseProperty } from '../common/use-case-property';

interface PropertyDetailsPageProps {
  /** The route's {id}; NaN when the path holds no number. */
  id: number;
  direct: boolean;
  duplicate: boolean;
}

/** /property-details/{id}/{direct}/{duplicate} (seed 000 §2): loads the property, then its form. */
export function PropertyDetailsPage({ id, direct, duplicate }: PropertyDetailsPageProps) {
  const query = useCaseProperty(id);

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
