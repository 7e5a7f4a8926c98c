import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { Client } from '../../../api/contacts';
import { clientQueryOptions } from '../../../api/queries/contacts';
import { messages } from '../../../domain/messages';
import { api } from '../../api';
import { PageTitle } from '../../ui';
import { useDataVersion } from '../common/use-data-version';
import { announceClientLoadFailed, isClientId } from './client-load';
import { CLIENT_DETAILS_TITLE, ClientDetailsForm } from './ClientDetailsForm';
import './client-details.css';

/** Seed 000 §8: a client that cannot be fetched sends the user to the property listing. */
const FETCH_FAILED_PATH: string = '/property-listing';

interface ClientDetailsPageProps {
  /** The route's {id}; NaN when the path holds no number. */
  id: number;
  direct: boolean;
  propId: number | null;
}

/**
 * /client-details/{id}/{direct?}/{propId?} (seed 000 §2, §4): the client, then its form. The route's loader has
 * normally fetched it (client-load.ts); a page rendered without that loader fetches it here.
 */
export function ClientDetailsPage({ id, direct, propId }: ClientDetailsPageProps) {
  const navigate = useNavigate();
  const validId = isClientId(id);
  const query = useQuery({ ...clientQueryOptions(api, id), enabled: validId });
  const failure = !validId ? messages.notFound : query.isError ? query.error.message : null;

  useEffect(() => {
    if (failure === null) return;
    announceClientLoadFailed(failure);
    void navigate({ to: FETCH_FAILED_PATH, replace: true });
  }, [failure, navigate]);

  if (!query.data) {
    return (
      <section className="client-details" aria-labelledby="client-details-title" aria-busy="true">
        <PageTitle id="client-details-title">{CLIENT_DETAILS_TITLE}</PageTitle>
      </section>
    );
  }
  return <LoadedClientForm client={query.data} direct={direct} propId={propId} />;
}

function LoadedClientForm({ client, direct, propId }: { client: Client; direct: boolean; propId: number | null }) {
  // The form edits a snapshot of the client: it starts again only when a later answer differs from it.
  const version = useDataVersion(client);
  return <ClientDetailsForm key={version} client={client} direct={direct} propId={propId} />;
}
