import { useState } from 'react';

/**
 * A number that changes only when `data` is another object. React Query keeps the very same object when a
 * refetch answers what it already had (structural sharing), so a form keyed on this starts again from the record
 * only when the record really changed, not because it was asked for again.
 */
export function useDataVersion(data: object): number {
  const [seen, setSeen] = useState({ data, version: 0 });
  if (seen.data === data) return seen.version;
  // React's "adjust state while rendering": the new version applies to this render already.
  const next = { data, version: seen.version + 1 };
  setSeen(next);
  return next.version;
}
