import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { exportAuditLogCsv } from '../../../api/history';
import { auditLogQueryOptions } from '../../../api/queries/history';
import { auditDateProblem } from '../../../domain/history/audit-log-search';
import { HISTORY_GROUPS } from '../../../domain/history/event-kinds';
import { messages } from '../../../domain/messages';
import { api } from '../../api';
import { Button, PageTitle, showToast } from '../../ui';
import { DatedReportSearch } from '../common/DatedReportSearch';
import { saveBlob } from '../common/save-document';
import { GroupFilter } from './GroupFilter';
import { auditLogRequest, changeHistoryListing, initialAuditLogListing, type HistoryListingChange } from './history-listing';
import { HistoryEvents } from './HistoryEvents';
import '../property-listing/property-listing.css';
import '../requisition-reports/requisition-reports.css';
import './history.css';

const AUDIT_CSV_FILE_NAME = 'audit-log.csv';
const NO_CRITERIA = { searchCriteria: '', fromDate: '', toDate: '' };

/**
 * /audit-log (issue 20 "History"): every write of the firm, newest first, searched by words (what happened, who, the
 * kind, the case number), kind and Singapore days, paged on the server, and exported as CSV.
 */
export function AuditLogPage() {
  const [listing, setListing] = useState(initialAuditLogListing);
  const change = useCallback((next: HistoryListingChange) => setListing((current) => changeHistoryListing(current, next)), []);
  const query = useQuery(auditLogQueryOptions(api, auditLogRequest(listing)));
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { pageNo: _pageNo, pageSize: _pageSize, ...search } = auditLogRequest(listing);
      saveBlob(await exportAuditLogCsv(api, search), AUDIT_CSV_FILE_NAME);
    } catch (error) {
      showToast(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="listing-page history-page" aria-labelledby="audit-log-title">
      <PageTitle id="audit-log-title">{messages.auditLogTitle}</PageTitle>
      <div className="listing-main">
        <DatedReportSearch
          label="Audit log search"
          placeholder="What happened, user, kind or Property Control No."
          fromLabel="From"
          toLabel="To"
          dateProblem={auditDateProblem}
          initial={NO_CRITERIA}
          onSearch={(criteria) => change({ type: 'search', search: criteria.searchCriteria, fromDate: criteria.fromDate, toDate: criteria.toDate })}
        />
        <div className="history-page__filters">
          <GroupFilter groups={HISTORY_GROUPS} value={listing.group} onChange={(group) => change({ type: 'group', group })} />
          <div className="history-page__tools">
            <Button variant="secondary" isPending={exporting} onPress={() => void exportCsv()}>
              {messages.auditLogExport}
            </Button>
          </div>
        </div>
        <HistoryEvents label="Audit log" query={query} listing={listing} onChange={change} emptyText={messages.auditLogEmpty} showCase />
      </div>
    </section>
  );
}
