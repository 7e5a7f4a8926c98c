import { FIRM_LINKS } from '../../domain/history/event-links';
import { serviceRepliesPrinted, serviceRequested } from '../../domain/history/service-summaries';
import type { OtherServiceRequest } from '../db/schema';
import type { HistoryEvent } from '../history/record-event';

type Request = Pick<OtherServiceRequest, 'kind' | 'propertyId' | 'lfControlNo' | 'plControlNo' | 'propertyAccountNo' | 'rpControlNo'>;

/** The requests grouped by the firm's case they are on (null: on no case), cases in the order first met. */
function byCase<T extends Request>(requests: readonly T[]): Map<number | null, T[]> {
  const groups = new Map<number | null, T[]>();
  for (const request of requests) groups.set(request.propertyId, [...(groups.get(request.propertyId) ?? []), request]);
  return groups;
}

/** What names a request to a lawyer: the requisition's LF no. (SOA), the property account no. (non-SOA), the PL no. */
function referenceOf(request: Request): string {
  if (request.kind === 'soa') return request.lfControlNo ?? '';
  if (request.kind === 'nonSoa') return request.propertyAccountNo;
  return request.plControlNo ?? '';
}

/**
 * service.requested for one submission's stored requests: one event per case they are on, and one for those on
 * no case. Every request of a submission is of one kind.
 */
export function serviceRequestedEvents(requests: readonly Request[]): HistoryEvent[] {
  return [...byCase(requests)].flatMap(([propertyId, group]) => {
    const [first] = group;
    if (!first) return [];
    const summary = serviceRequested(first.kind, group.map(referenceOf));
    return [{ kind: 'service.requested', summary, propertyId, link: FIRM_LINKS.otherServices }];
  });
}

/** service.printed for the replies printed together: one event per case they are on, and one for the rest. */
export function servicePrintedEvents(requests: readonly Request[]): HistoryEvent[] {
  return [...byCase(requests)].map(([propertyId, group]) => ({
    kind: 'service.printed',
    summary: serviceRepliesPrinted(group),
    propertyId,
    link: FIRM_LINKS.otherServices,
  }));
}
