import { createFileRoute } from '@tanstack/react-router';
import { PropertyDetailsPage } from '../../screens/property-form/PropertyDetailsPage';

/** /property-details/{id}/{direct}/{duplicate} (seed 000 §2): 'true' opens in edit mode / as a duplicate. */
export const Route = createFileRoute('/_app/property-details/$id/{-$direct}/{-$duplicate}')({
  component: function PropertyDetailsRoute() {
    const { id, direct, duplicate } = Route.useParams();
    // Keyed by the whole path: the form's machine takes its mode and property when it starts.
    return (
      <PropertyDetailsPage
        key={`${id}/${direct ?? ''}/${duplicate ?? ''}`}
        id={Number(id)}
        direct={direct === 'true'}
        duplicate={duplicate === 'true'}
      />
    );
  },
});
