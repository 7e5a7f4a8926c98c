import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  billingDetailRequest,
  billingPrintFileName,
  billingTotals,
  printBillingSummary,
  type BillingDetail,
  type BillingRow,
} from '../../../api/billing';
import { billingDetailQueryOptions } from '../../../api/queries/billing';
import { toDisplayDate } from '../../../domain/display-date';
import { dollarsToCents, formatCents } from '../../../domain/requisitions/money';
import type { ReportCriteria } from '../../../domain/requisitions/report-range';
import { api } from '../../api';
import { Button, Modal, showToast } from '../../ui';
import { saveBlob } from '../common/save-document';

export interface BillingSummaryModalProps {
  row: BillingRow;
  loginId: string;
  /** The dates the report shows; the printed summary repeats them. */
  criteria: ReportCriteria;
  onClose: () => void;
}

const money = (dollars: number | undefined) => formatCents(dollarsToCents(dollars ?? 0));

/**
 * The Billing Summary of one requisition (seed 001 §2.9, §3 "Billing detail"): each fee line as charged at
 * submission, the totals, and Print Billing Summary (one requisition, one PDF).
 */
export function BillingSummaryModal({ row, loginId, criteria, onClose }: BillingSummaryModalProps) {
  const detail = useQuery(billingDetailQueryOptions(api, billingDetailRequest(loginId, row)));
  const [printing, setPrinting] = useState(false);
  const print = async () => {
    setPrinting(true);
    try {
      saveBlob(await printBillingSummary(api, row, criteria), billingPrintFileName({ lfControlNo: row.lfControlNumber }));
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setPrinting(false);
    }
  };
  return (
    <Modal
      title={`Billing Summary — ${row.lfControlNumber}`}
      size="lg"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      // The header's Close button ends it; the footer only prints.
      footer={
        <Button isPending={printing} isDisabled={!detail.isSuccess} onPress={() => void print()}>
          Print Billing Summary
        </Button>
      }
    >
      <p className="billing-summary__case">
        Reference No. {row.referenceNumber} · Sent {toDisplayDate(row.billSentDate)}
      </p>
      {detail.isError && <p role="alert">{detail.error.message}</p>}
      {detail.isSuccess && <BillingLines lines={detail.data} />}
    </Modal>
  );
}

function BillingLines({ lines }: { lines: readonly BillingDetail[] }) {
  const totals = billingTotals(lines);
  return (
    <table className="billing-lines">
      <caption className="ui-visually-hidden">Fees charged</caption>
      <thead>
        <tr>
          <th scope="col">Agency</th>
          <th scope="col">Application Fee (S$)</th>
          <th scope="col">GST (S$)</th>
          <th scope="col">Processing Fee (S$)</th>
          <th scope="col">Processing GST (S$)</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={`${line.agencyCode}-${line.departmentCode}-${index}`}>
            <th scope="row">{line.description || [line.agencyCode, line.departmentCode].filter(Boolean).join(' / ')}</th>
            <td>{money(line.applyFee)}</td>
            <td>{money(line.applyGst)}</td>
            <td>{money(line.crimsonLogicProcessingChargedFee)}</td>
            <td>{money(line.crimsonLogicProcessingGSTFee)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>{money(totals.applyFee)}</td>
          <td>{money(totals.applyGst)}</td>
          <td>{money(totals.processingFee)}</td>
          <td>{money(totals.processingGst)}</td>
        </tr>
        <tr className="billing-lines__grand">
          <th scope="row">Total charged with GST</th>
          <td colSpan={4}>S$ {money(totals.grandTotal)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
