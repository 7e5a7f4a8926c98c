import { billsPrinted, reportExported, type ExportedReport } from '../../domain/history/billing-summaries';
import { FIRM_LINKS } from '../../domain/history/event-links';
import type { Database } from '../db/database';
import { recordEvent, type HistoryActor, type HistoryEvent } from '../history/record-event';
import type { BilledRequisition } from './billing-query';

/**
 * billing.printed for the bills printed together: one event per case printed, naming its requisitions (a parcel
 * land request on no case gets one of its own, without a case).
 */
export function billsPrintedEvents(requisitions: readonly BilledRequisition[]): HistoryEvent[] {
  const groups = new Map<string, { propertyId: number | null; lfControlNos: string[] }>();
  for (const { row } of requisitions) {
    const key = row.propertyId === undefined ? `request:${row.lfControlNumber}` : `case:${row.propertyId}`;
    const group = groups.get(key) ?? { propertyId: row.propertyId ?? null, lfControlNos: [] };
    group.lfControlNos.push(row.lfControlNumber);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({
    kind: 'billing.printed',
    summary: billsPrinted(group.lfControlNos),
    propertyId: group.propertyId,
    link: FIRM_LINKS.billing,
  }));
}

/** The print recorded in one transaction of its own: printing a bill writes nothing else. */
export async function recordBillsPrinted(db: Database, actor: HistoryActor, requisitions: readonly BilledRequisition[], at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const event of billsPrintedEvents(requisitions)) await recordEvent(tx, actor, event, at);
  });
}

/** billing.exported: a report's CSV, on no case, linking to the report it came from. */
export async function recordReportExported(db: Database, actor: HistoryActor, report: ExportedReport, rows: number, at: Date): Promise<void> {
  const link = report === 'billing' ? FIRM_LINKS.billing : FIRM_LINKS.requisitionReports;
  await db.transaction((tx) =>
    recordEvent(tx, actor, { kind: 'billing.exported', summary: reportExported(report, rows), propertyId: null, link }, at),
  );
}
