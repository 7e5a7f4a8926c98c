import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { clientQueryOptions } from '../../../api/queries/contacts';
import { messages } from '../../../domain/messages';
import { api } from '../../api';
import { PageTitle, showToast } from '../../ui';
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

/** /client-details/{id}/{direct?}/{propId?} (seed 000 §2, §4): loads the client, then its form. */
export function ClientDetailsPage({ id, direct, propId }: ClientDetailsPageProps) {
  const navigate = useNavigate();
  const validId = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...clientQueryOptions(api, id), enabled: validId });
  const failure = !validId ? messages.notFound : query.isError ? query.error.message : null;

  useEffect(() => {
    if (failure === null) return;
    showToast(`${messages.contactLoadFailed} ${failure}`, 'error');
    void navigate({ to: FETCH_FAILED_PATH, replace: true });
  }, [failure, navigate]);

  if (!query.data) {
    return (
      <section className="client-details" aria-labelledby="client-details-title" aria-busy="true">
        <PageTitle id="client-details-title">{CLIENT_DETAILS_TITLE}</PageTitle>
      </section>
    );
  }
  // The form edits a snapshot of the client; a refetch bringing a newer one starts the form again from it.
  return <ClientDetailsForm key={query.dataUpdatedAt} client={query.data} direct={direct} propId={propId} />;
}
