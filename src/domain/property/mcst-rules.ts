import { messages } from '../messages';
import { problemMessages, type PropertyProblem } from './field-problems';
import type { PropertyForm } from './types';

type McstFields = Pick<PropertyForm, 'mcstNo' | 'mcstDetails' | 'completionDate'>;

/**
 * Seed 000 §5 "MCST and completion date": each side needs the other, a filled pair needs a ticked detail,
 * and ticked details need the date. `today` is the Asia/Singapore date (yyyy-mm-dd) supplied by the caller,
 * so the rule stays pure; the date picker's minimum of today is enforced here too, for the server.
 */
export function mcstFieldProblems(fields: McstFields, today: string): PropertyProblem[] {
  const mcstNo = fields.mcstNo.trim();
  const date = fields.completionDate.trim().slice(0, 10);
  const ticked = fields.mcstDetails.some((detail) => detail.isChecked === '1');
  const problems: PropertyProblem[] = [];
  if (!date && (mcstNo || ticked)) problems.push({ field: 'completionDate', message: messages.completionDateEmpty });
  if (date && date < today) problems.push({ field: 'completionDate', message: messages.completionDateBeforeToday });
  if (date && !mcstNo) problems.push({ field: 'mcstNo', message: messages.mcstEmpty });
  if (date && mcstNo && !ticked) problems.push({ field: 'mcstDetails', message: messages.mcstDetailNotSelected });
  return problems;
}

/** The MCST messages as the alert lists them. */
export function mcstProblems(fields: McstFields, today: string): string[] {
  return problemMessages(mcstFieldProblems(fields, today));
}
