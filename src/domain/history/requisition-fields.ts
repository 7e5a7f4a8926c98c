import type { HistoryField } from './changes';

/** A requisition as the history lists it when it is raised: its LF control number and the agencies it goes to. */
export interface RaisedRequisition {
  lfControlNo: string;
  agencies: readonly string[];
}

/** Labelled as the due-diligence status tab and the draft cart label them. */
export const REQUISITION_FIELDS: readonly HistoryField<RaisedRequisition>[] = [
  { label: 'LF Control No.', read: (requisition) => requisition.lfControlNo },
  { label: 'Agencies', read: (requisition) => requisition.agencies.join(', ') },
];
