import type { FieldChange } from './changes';
import { HISTORY_EVENT_KINDS, isHistoryEventKind, type HistoryGroup } from './event-kinds';

/** An event as the timeline, the audit log and the profile show it (openapi/schemas/history.yaml HistoryRecord). */
export interface HistoryRecord {
  id: number;
  at: string;
  kind: string;
  group: HistoryGroup;
  label: string;
  summary: string;
  link: string | null;
  actor: { userId: string; userName: string } | null;
  changes: FieldChange[];
  stage: string | null;
  propertyId: number | null;
  propertyRefNo: string | null;
}

/** The group and label of a stored kind; a kind this build no longer names still shows, as a case event. */
export function kindInfo(kind: string): { group: HistoryGroup; label: string } {
  return isHistoryEventKind(kind) ? HISTORY_EVENT_KINDS[kind] : { group: 'case', label: kind };
}

/** 'field: before → after' per change, as the CSV and the screen's text alternative write them. */
export function changeLine(change: FieldChange): string {
  return `${change.field}: ${change.before ?? '(empty)'} → ${change.after ?? '(empty)'}`;
}
