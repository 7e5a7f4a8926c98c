import { createFileRoute } from '@tanstack/react-router';
import { loadClient } from '../../screens/contacts/client-load';
import { ClientDetailsPage } from '../../screens/contacts/ClientDetailsPage';

/** Optional {propId} is a property id when given; anything else means none. */
function propIdFrom(value: string | undefined): number | null {
  const id = Number(value);
  return value !== undefined && Number.isInteger(id) && id > 0 ? id : null;
}

/** /client-details/{id}/{direct?}/{propId?} (seed 000 §2): 'true' opens in edit mode; Save then returns to the property. */
export const Route = createFileRoute('/_app/client-details/$id/{-$direct}/{-$propId}')({
  // The loader is a chunk of its own, fetched beside the page's: its API code stays out of other pages' first load.
  codeSplitGroupings: [['loader'], ['component']],
  // The client is fetched before the page renders; a bad id or a failed fetch is announced and goes to the listing.
  loader: ({ context, params, preload }) => loadClient(context, Number(params.id), preload),
  component: function ClientDetailsRoute() {
    const { id, direct, propId } = Route.useParams();
    // Keyed by the whole path: the form's machine takes its mode and client when it starts.
    return <ClientDetailsPage key={`${id}/${direct ?? ''}/${propId ?? ''}`} id={Number(id)} direct={direct === 'true'} propId={propIdFrom(propId)} />;
  },
});
