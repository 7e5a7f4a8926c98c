import { messages } from '../messages';
import type { PropertyForm } from './types';

type McstFields = Pick<PropertyForm, 'mcstNo' | 'mcstDetails' | 'completionDate'>;

/**
 * Seed 000 §5 "MCST and completion date": each side needs the other, a filled pair needs a ticked detail,
 * and ticked details need the date. `today` is the Asia/Singapore date (yyyy-mm-dd) supplied by the caller,
 * so the rule stays pure; the date picker's minimum of today is enforced here too, for the server.
 */
export function mcstProblems(fields: McstFields, today: string): string[] {
  const mcstNo = fields.mcstNo.trim();
  const date = fields.completionDate.trim().slice(0, 10);
  const ticked = fields.mcstDetails.some((detail) => detail.isChecked === '1');
  const problems: string[] = [];
  if (!date && (mcstNo || ticked)) problems.push(messages.completionDateEmpty);
  if (date && date < today) problems.push(messages.completionDateBeforeToday);
  if (date && !mcstNo) problems.push(messages.mcstEmpty);
  if (date && mcstNo && !ticked) problems.push(messages.mcstDetailNotSelected);
  return problems;
}
