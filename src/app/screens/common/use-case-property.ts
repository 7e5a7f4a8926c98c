import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { propertyQueryOptions } from '../../../api/queries/property-form';
import { api } from '../../api';

/** Seed 000 §8: a property that cannot be fetched sends the user to the get-property page. */
const FETCH_FAILED_PATH = '/get-property';

/**
 * The property a per-property page (details, stakeholders, documents) is about; an id that is not a record of
 * the firm, or a failed fetch, sends the user to the 'Property Load Failed' page.
 */
export function useCaseProperty(id: number) {
  const navigate = useNavigate();
  const validId = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...propertyQueryOptions(api, id), enabled: validId });
  const failed = !validId || query.isError;

  useEffect(() => {
    if (failed) void navigate({ to: FETCH_FAILED_PATH, replace: true });
  }, [failed, navigate]);

  return query;
}
