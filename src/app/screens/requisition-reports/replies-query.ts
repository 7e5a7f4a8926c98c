import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client';
import { checkStatusIntreq } from '../../../api/requisitions';
import { requisitionsQueryRoot } from '../../../api/queries/requisitions';

/** The agency replies of one requisition (POST /checkStatusIntreq); under the requisitions root, so a print refreshes it. */
export function repliesQueryOptions(client: ApiClient, lfControlNumber: string) {
  return queryOptions({
    queryKey: [...requisitionsQueryRoot, 'replies', lfControlNumber],
    queryFn: () => checkStatusIntreq(client, lfControlNumber),
  });
}
