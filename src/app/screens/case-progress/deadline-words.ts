import type { CaseDeadline } from '../../../api/case-progress';
import { toDisplayDate } from '../../../domain/display-date';

/** The flag beside a deadline (issue 19: overdue and due within 3 days are flagged). */
export const DEADLINE_STATE_WORDS: Record<CaseDeadline['state'], string> = {
  overdue: 'Overdue',
  dueSoon: 'Due within 3 days',
  upcoming: 'Upcoming',
  done: 'Done',
};

/** '15-Jan-2027, 4:00 p.m.': the day as every date is shown, and the time on the Singapore clock. */
export function deadlineWhen(deadline: CaseDeadline): string {
  const [, time = ''] = /T(\d{2}:\d{2})/.exec(deadline.due) ?? [];
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  // The end of a day (23:59) is a day's deadline: the date alone says it.
  if (hours === 23 && minutes === 59) return toDisplayDate(deadline.dueDate);
  const clock = `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'a.m.' : 'p.m.'}`;
  return `${toDisplayDate(deadline.dueDate)}, ${clock}`;
}
