import type { QueryClient } from '@tanstack/react-query';
import { caseProgressQueryKey } from '../../../api/queries/case-progress';
import { documentsQueryKey } from '../../../api/queries/document-centre';
import type { Notification } from '../../../api/queries/notifications';
import { otherServicesQueryKey } from '../../../api/queries/other-services';
import { refreshRequisitionStatus } from '../due-diligence/status/live-status';

/**
 * What a pushed notice changes on screen: the pages showing what arrived reload now rather than at their next
 * refresh — the STATUS tab on an agency's reply, the other-services listing on the desk's, the case's progress
 * on both and on a signature back. Only queries on screen are fetched; the rest are marked stale.
 */
export async function refreshForNotice(queryClient: QueryClient, notice: Notification): Promise<void> {
  const progress = notice.propertyId === null ? [] : [queryClient.invalidateQueries({ queryKey: caseProgressQueryKey(notice.propertyId) })];
  if (notice.kind === 'requisition.replied') await Promise.all([refreshRequisitionStatus(queryClient), ...progress]);
  if (notice.kind === 'service.replied') await Promise.all([queryClient.invalidateQueries({ queryKey: otherServicesQueryKey }), ...progress]);
  if (notice.kind === 'document.signed') await Promise.all([queryClient.invalidateQueries({ queryKey: documentsQueryKey }), ...progress]);
}
