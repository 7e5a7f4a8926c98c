import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { propertyQueryOptions } from '../../../api/queries/property-form';
import { api } from '../../api';
import { isPropertyId, PROPERTY_LOAD_FAILED_PATH } from './case-property';

/**
 * The property a per-property page (details, stakeholders, documents) is about. The route's loader has
 * normally fetched it (case-property.ts), so this reads the cache; a page rendered without that loader (held
 * back by the Disclaimer, or on its own in a test) fetches it here. An id that is not a record of the firm, or a
 * failed fetch, sends the user to the 'Property Load Failed' page.
 */
export function useCaseProperty(id: number) {
  const navigate = useNavigate();
  const validId = isPropertyId(id);
  const query = useQuery({ ...propertyQueryOptions(api, id), enabled: validId });
  const failed = !validId || query.isError;

  useEffect(() => {
    if (failed) void navigate({ to: PROPERTY_LOAD_FAILED_PATH, replace: true });
  }, [failed, navigate]);

  return query;
}
