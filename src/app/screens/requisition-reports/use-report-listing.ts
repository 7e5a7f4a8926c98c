import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { requisitionReportQueryOptions } from '../../../api/queries/requisitions';
import type { ReportRow } from '../../../api/requisitions';
import { defaultReportRange, reportRequest, type ReportCriteria } from '../../../domain/requisitions/report-range';
import { todayInSingapore } from '../../../domain/today';
import { api } from '../../api';

const NO_ROWS: readonly ReportRow[] = [];

/**
 * The REQUISITION listing: the fields start on the default two-month range, and a search sends what
 * reportRequest decides (seed 001 §5 "Reports"). Drafts are the other page's, so `drafted` is false.
 */
export function useReportListing(loginId: string) {
  const [today] = useState(todayInSingapore);
  const initial = useMemo<ReportCriteria>(() => ({ searchCriteria: '', ...defaultReportRange(today) }), [today]);
  const [criteria, setCriteria] = useState(() => reportRequest(initial, today));
  const query = useQuery(requisitionReportQueryOptions(api, { accountId: loginId, drafted: false, ...criteria }));
  return {
    initial,
    search: (next: ReportCriteria) => setCriteria(reportRequest(next, today)),
    rows: query.data ?? NO_ROWS,
    query,
  };
}
