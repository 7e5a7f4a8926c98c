import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ReportRow } from '../../../api/requisitions';
import { reportRequest, type ReportCriteria } from '../../../domain/requisitions/report-range';
import { todayInSingapore } from '../../../domain/today';
import { api } from '../../api';
import { initialReportCriteria, reportQueryOptions } from './report-load';

const NO_ROWS: readonly ReportRow[] = [];

/**
 * The REQUISITION listing: the fields start on the default two-month range, and a search sends what
 * reportRequest decides (seed 001 §5 "Reports"). The first answer is normally the route loader's (report-load.ts).
 */
export function useReportListing(loginId: string) {
  const [today] = useState(todayInSingapore);
  const initial = useMemo<ReportCriteria>(() => initialReportCriteria(today), [today]);
  const [criteria, setCriteria] = useState(() => reportRequest(initial, today));
  const query = useQuery(reportQueryOptions(api, loginId, criteria));
  return {
    initial,
    search: (next: ReportCriteria) => setCriteria(reportRequest(next, today)),
    /** What the last search sent (the export repeats it). */
    sent: criteria,
    rows: query.data ?? NO_ROWS,
    query,
  };
}
