import { Temporal } from 'temporal-polyfill';
import { openDeadlineState, type DeadlineKind } from '../case/deadlines';
import { toDisplayDate, singaporeWallClock } from '../display-date';
import { caseLink, type CasePage } from '../history/event-links';
import { notificationMessages as m } from '../messages/notifications';

/** A case's next deadline as case_progress keeps it (next_kind, next_label, next_due_at). */
export interface CaseDeadline {
  propertyId: number;
  /** The case's control number, which the notice names. */
  caseRef: string;
  kind: DeadlineKind;
  label: string;
  dueAt: Date;
}

export interface DeadlineNotice {
  state: 'dueSoon' | 'overdue';
  /** One notice per case, deadline and state: the same deadline found again by the next check is not told twice. */
  dedupeKey: string;
  title: string;
  link: string;
}

/** The page that shows the deadline's subject: the OTP for its expiry, the requisitions for a reply, else the summary. */
const PAGE_OF: Readonly<Record<DeadlineKind, CasePage>> = {
  optionExpiry: 'otp',
  stampDuty: 'summary',
  completion: 'summary',
  requisitionReply: 'requisitions',
};

/** The key a deadline's notice is kept unique by, per user (notifications_user_dedupe_key). */
export function deadlineDedupeKey(deadline: Pick<CaseDeadline, 'propertyId' | 'kind' | 'dueAt'>, state: DeadlineNotice['state']): string {
  return `deadline:${deadline.propertyId}:${deadline.kind}:${deadline.dueAt.getTime()}:${state}`;
}

/**
 * The notice a deadline is due, when it is: overdue once past, due soon within 72 hours (the deadlines board's
 * flags, src/domain/case/deadlines.ts); null while it is further away.
 */
export function deadlineNotice(deadline: CaseDeadline, now: Temporal.Instant): DeadlineNotice | null {
  const state = openDeadlineState(Temporal.Instant.fromEpochMilliseconds(deadline.dueAt.getTime()), now);
  if (state === 'upcoming') return null;
  const dueDate = toDisplayDate(singaporeWallClock(deadline.dueAt.toISOString()));
  const said = state === 'overdue' ? m.notificationDeadlineOverdue(deadline.label, dueDate) : m.notificationDeadlineDueSoon(deadline.label, dueDate);
  return {
    state,
    dedupeKey: deadlineDedupeKey(deadline, state),
    title: m.notificationAboutCase(deadline.caseRef, said),
    link: caseLink(deadline.propertyId, PAGE_OF[deadline.kind]),
  };
}
