import { useQuery } from '@tanstack/react-query';
import type { Property } from '../../../api/property-form';
import { streetCountQueryOptions } from '../../../api/queries/requisitions';
import { needsStreetLookup, nextHidden, pageEntryProblems } from '../../../domain/requisitions/page-entry';
import { api } from '../../api';
import { pageEntryPropertyOf } from './requisition-input';

export interface PageEntry {
  /** The first page-entry problem (seed 001 §5); its alert sends the user to Property Details. */
  problem: string | null;
  /** The street lookup answered 0: 'Street Name not found.' */
  streetNotFound: boolean;
  isNextHidden: boolean;
}

/** The checks the due-diligence page makes when the property has loaded (seed 001 §4, §5). */
export function usePageEntry(property: Property): PageEntry {
  const entry = pageEntryPropertyOf(property);
  const streetName = property.streetName.trim();
  const lookup = needsStreetLookup(property.postal ?? '') && streetName !== '';
  const street = useQuery({ ...streetCountQueryOptions(api, streetName), enabled: lookup });
  const streetCount = lookup ? (street.data ?? null) : null;
  return {
    problem: pageEntryProblems(entry)[0] ?? null,
    streetNotFound: streetCount === 0,
    isNextHidden: nextHidden({ streetCount, ...entry }),
  };
}
