import type { Property } from '../../../api/property-form';
import { PageTitle } from '../../ui';
import { CaseLifecycleScope, useCaseAllows } from '../case-progress/case-lifecycle-scope';
import { useCaseProperty } from '../common/use-case-property';
import { useDataVersion } from '../common/use-data-version';
import { PropertyDetailsForm } from './PropertyDetailsForm';
import { DETAILS_TITLE } from './PropertyDetailsHeader';

interface PropertyDetailsPageProps {
  /** The route's {id}; NaN when the path holds no number. */
  id: number;
  direct: boolean;
  duplicate: boolean;
}

/** /property-details/{id}/{direct}/{duplicate} (seed 000 §2): the property (fetched by the route's loader), then its form. */
export function PropertyDetailsPage({ id, direct, duplicate }: PropertyDetailsPageProps) {
  const query = useCaseProperty(id);

  if (!query.data) {
    return (
      <section className="property-details" aria-labelledby="property-details-title" aria-busy="true">
        <PageTitle id="property-details-title">{DETAILS_TITLE}</PageTitle>
      </section>
    );
  }
  return (
    <CaseLifecycleScope propertyId={query.data.id}>
      <LoadedPropertyForm property={query.data} direct={direct} duplicate={duplicate} />
    </CaseLifecycleScope>
  );
}

function LoadedPropertyForm({ property, direct, duplicate }: { property: Property; direct: boolean; duplicate: boolean }) {
  // The form edits a snapshot of the property. It starts once from what the loader fetched, and again only when
  // a later answer differs (the property changed after a save elsewhere), never because it was asked for again.
  const version = useDataVersion(property);
  // The case's machine says whether it may be edited (a closed case may not); its answer changing starts the form anew.
  const { edit } = useCaseAllows();
  return <PropertyDetailsForm key={`${version}-${edit}`} property={property} direct={direct} duplicate={duplicate} editable={edit} />;
}
