import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { BILLING_CSV_FILE_NAME, exportBillingCsv, type BillingRow } from '../../../api/billing';
import { billingListQueryOptions } from '../../../api/queries/billing';
import { opensChecklist } from '../../../domain/checklist-access';
import { messages } from '../../../domain/messages';
import { isKeyInCart, selectAllState, type BillingPrintRow } from '../../../domain/requisitions/billing-selection';
import { billingDateProblem, reportRequest } from '../../../domain/requisitions/report-range';
import { todayInSingapore } from '../../../domain/today';
import { api } from '../../api';
import { sessionStore } from '../../session/storage';
import { AlertDialog, Button, PageTitle, Pagination, showToast } from '../../ui';
import type { ChecklistSubject } from '../checklist/ChecklistView';
import { DatedReportSearch } from '../common/DatedReportSearch';
import { saveBlob } from '../common/save-document';
import { PrintIcon } from '../documents/common/DocumentIcons';
import { CartButton } from '../draft-requisitions/CartButton';
import { useUserDetails } from '../shell/user-details-context';
import { billingRequest, initialBillingCriteria, initialBillingListing, type BillingListing } from './billing-listing';
import { BillingPrintModal } from './BillingPrintModal';
import { BillingSummaryModal } from './BillingSummaryModal';
import { BillingTable } from './BillingTable';
import { useBillingPrintActor, type PrintBillingLogic } from './use-billing-print-actor';
import '../requisition-reports/requisition-reports.css';
import '../draft-requisitions/draft-requisitions.css';
import './billing-reports.css';

export const BILLING_TITLE = 'BILLING';

// Only firms with the checklist add-on ever open it: fetched the first time a row asks for it.
const ChecklistView = lazy(() => import('../checklist/ChecklistView').then((module) => ({ default: module.ChecklistView })));

/** Closes the refusal or the printed notice. */
function Dismiss({ onPress }: { onPress: () => void }) {
  return (
    <Button variant="link" onPress={onPress}>
      Dismiss
    </Button>
  );
}

const printRow = (row: BillingRow): BillingPrintRow => ({
  id: row.id,
  lfControlNumber: row.lfControlNumber,
  referenceNumber: row.referenceNumber,
  billSentDate: row.billSentDate,
  propertyRefNo: row.propertyRefNo,
});

/**
 * /billing-reports (seed 001 §2.9): the firm's submitted requisitions and (issue 16) charged parcel land requests
 * with what each cost, searched by text and sent date and paged on the server; a per-row Billing Summary; ticked
 * rows printed as one PDF or a zip per case (the billing-print machine decides the cart, rows known by control
 * number); the search exported as CSV; for firms with the checklist add-on, a case's checklist in place of the table.
 */
export function BillingReportsPage({ printBilling }: { printBilling?: PrintBillingLogic }) {
  const loginId = useUserDetails().userDetails.user_id;
  const [today] = useState(todayInSingapore);
  const initial = useMemo(() => initialBillingCriteria(today), [today]);
  const [listing, setListing] = useState<BillingListing>(() => initialBillingListing(today));
  const query = useQuery(billingListQueryOptions(api, billingRequest(loginId, listing)));
  const rows = query.data?.records ?? [];
  const [summaryOf, setSummaryOf] = useState<BillingRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const [checklistFor, setChecklistFor] = useState<ChecklistSubject | null>(null);
  const [isLAActive] = useState(() => sessionStore.isLAActive());
  const checklistOf = useCallback(
    (row: BillingRow): ChecklistSubject | null =>
      opensChecklist(isLAActive, row.checkListId)
        ? {
            propertyRefNo: row.propertyRefNo ?? '',
            transactionTypeName: row.transactionTypeName ?? '',
            checkListId: row.checkListId,
          }
        : null,
    [isLAActive],
  );

  const actor = useBillingPrintActor(loginId, listing.sent, printBilling);
  const selected = useSelector(actor, (snapshot) => snapshot.context.selected);
  const hasCart = useSelector(actor, (snapshot) => snapshot.hasTag('cartBadge'));
  const selectAllShown = useSelector(actor, (snapshot) => snapshot.hasTag('selectAll'));
  const emptyCart = useSelector(actor, (snapshot) => (snapshot.hasTag('emptyCart') ? snapshot.context.problem : null));
  const refusal = useSelector(actor, (snapshot) => (snapshot.hasTag('error') && !snapshot.hasTag('printModal') ? snapshot.context.problem : null));
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);
  const onScreen = rows.map(printRow);

  const exportCsv = async () => {
    setExporting(true);
    try {
      // The export answers every row of the search; the page fields are ignored.
      saveBlob(await exportBillingCsv(api, billingRequest(loginId, listing)), BILLING_CSV_FILE_NAME);
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="report-page billing-page" aria-labelledby="billing-report-title">
      <PageTitle
        id="billing-report-title"
        actions={
          <>
            {hasCart && (
              <Button variant="secondary" aria-label="Print the selected billing summaries" onPress={() => actor.send({ type: 'cart.open' })}>
                <PrintIcon />
              </Button>
            )}
            <CartButton count={selected.length} isDisabled={false} onPress={() => actor.send({ type: 'cart.open' })} />
          </>
        }
      >
        {BILLING_TITLE}
      </PageTitle>
      {checklistFor && (
        <Suspense fallback={null}>
          <ChecklistView subject={checklistFor} loginId={loginId} onBack={() => setChecklistFor(null)} />
        </Suspense>
      )}
      {/* Hidden, not unmounted, behind the checklist view: Back finds the search, page and cart as they were. */}
      <div className="billing-page__main" hidden={checklistFor !== null}>
        <DatedReportSearch
          label="Billing search"
          placeholder="Reference No, Law Firm Control No, Agency or Department Sent To"
          fromLabel="Requisition Sent From"
          toLabel="Requisition Sent To"
          dateProblem={billingDateProblem}
          initial={initial}
          onSearch={(criteria) =>
            setListing((current) => ({
              ...current,
              sent: reportRequest(criteria, today),
              pageNo: 1,
            }))
          }
        />
        <div className="billing-page__tools">
          {refusal && (
            <p role="alert" className="billing-page__problem">
              {refusal} <Dismiss onPress={() => actor.send({ type: 'alert.dismiss' })} />
            </p>
          )}
          {notice && (
            <p role="status" className="billing-page__notice">
              {notice} <Dismiss onPress={() => actor.send({ type: 'alert.dismiss' })} />
            </p>
          )}
          {hasCart && (
            <Button variant="link" onPress={() => actor.send({ type: 'selection.clear' })}>
              Clear selection
            </Button>
          )}
          <Button variant="secondary" isPending={exporting} onPress={() => void exportCsv()}>
            Export CSV
          </Button>
        </div>
        {query.isError && (
          <div role="alert" className="report-page__error">
            <p>{messages.reportListingFailed}</p>
            <Button variant="secondary" onPress={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        )}
        <div className="report-page__table" aria-busy={query.isFetching}>
          <BillingTable
            rows={rows}
            isLoading={query.isPending && !query.isError}
            isTicked={(key) => isKeyInCart(selected, key)}
            selectAll={
              selectAllShown
                ? {
                    state: selectAllState(selected, onScreen),
                    onToggle: () => actor.send({ type: 'rows.toggleAll', rows: onScreen }),
                  }
                : null
            }
            onTick={(row, isSelected) =>
              actor.send({
                type: 'row.toggle',
                row: printRow(row),
                selected: isSelected,
              })
            }
            onSummary={setSummaryOf}
            checklistOf={checklistOf}
            onChecklist={setChecklistFor}
          />
        </div>
        <Pagination
          label="Billing pages"
          pageNo={listing.pageNo}
          pageSize={listing.pageSize}
          recordCount={query.data?.recordCount ?? 0}
          onPageChange={(pageNo) => setListing((current) => ({ ...current, pageNo }))}
          onPageSizeChange={(pageSize) =>
            setListing((current) => ({
              ...current,
              pageSize: pageSize as BillingListing['pageSize'],
              pageNo: 1,
            }))
          }
        />
      </div>
      <BillingPrintModal actor={actor} />
      <AlertDialog title={emptyCart ?? ''} tone="warning" isOpen={emptyCart !== null} onPrimary={() => actor.send({ type: 'alert.dismiss' })}>
        {null}
      </AlertDialog>
      {summaryOf && <BillingSummaryModal row={summaryOf} loginId={loginId} criteria={listing.sent} onClose={() => setSummaryOf(null)} />}
    </section>
  );
}
