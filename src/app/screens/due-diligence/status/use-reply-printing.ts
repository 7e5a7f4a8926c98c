import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requisitionsQueryRoot } from '../../../../api/queries/requisitions';
import { printAttachment, printReplies, type StatusAgencyRow } from '../../../../api/requisitions';
import { api } from '../../../api';
import { showToast } from '../../../ui';
import { openPdfPopup, showPdfWhenReady, type PdfPopup } from '../../common/pdf-popup';

interface PrintJob {
  popup: PdfPopup;
  link: () => Promise<string>;
}

/**
 * Printing replies and opening an ACRA / MCST report: the PDF opens in a new window and the server marks the
 * replies read, so every requisition query reloads to show the open envelope.
 */
export function useReplyPrinting(loginId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ popup, link }: PrintJob) => showPdfWhenReady(popup, link),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requisitionsQueryRoot }),
    onError: (error) => showToast(error.message, 'error'),
  });

  const printTicked = (rows: readonly StatusAgencyRow[], onPrinted: () => void) => {
    const lrPrint = rows.map((row) => ({ rpControlNo: row.rpControlNo, messageType: row.messageType ?? '' }));
    mutation.mutate({ popup: openPdfPopup(), link: () => printReplies(api, { loginId, lrPrint }) }, { onSuccess: onPrinted });
  };

  const openAttachment = (row: StatusAgencyRow) => {
    mutation.mutate({ popup: openPdfPopup(), link: () => printAttachment(api, row.rpControlNo) });
  };

  return { printTicked, openAttachment, isPrinting: mutation.isPending };
}
