import { useMutation, useQueryClient } from '@tanstack/react-query';
import { printOtherServices, type LrPrintItem } from '../../../../api/other-services';
import { otherServicesQueryKey } from '../../../../api/queries/other-services';
import { api } from '../../../api';
import { showToast } from '../../../ui';
import { openPdfPopup, showPdfWhenReady, type PdfPopup } from '../../common/pdf-popup';

interface PrintJob {
  popup: PdfPopup;
  lrPrint: LrPrintItem[];
}

/**
 * Printing the ticked replies as one PDF, as the requisition STATUS page prints its replies: the window opens
 * within the press and shows the PDF once the server answers its link; the replies become read, so the listing
 * reloads.
 */
export function useOtherServicePrinting(loginId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ popup, lrPrint }: PrintJob) => showPdfWhenReady(popup, () => printOtherServices(api, { loginId, lrPrint })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: otherServicesQueryKey }),
    onError: (error) => showToast(error.message, 'error'),
  });

  /** Call from the press handler itself: the window must open before anything is awaited. */
  const print = (lrPrint: LrPrintItem[], onPrinted: () => void) => {
    mutation.mutate({ popup: openPdfPopup(), lrPrint }, { onSuccess: onPrinted });
  };

  return { print, isPrinting: mutation.isPending };
}
