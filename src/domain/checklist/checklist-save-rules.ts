import { messages } from '../messages';

/** The parts of a case the checklist page's save reads or changes (seed 000 §3 field names). */
export interface ChecklistSaveFields {
  mcstNo: string;
  /** A detail without the flag counts as ticked: only ticked details are stored (seed 000 §3). */
  mcstDetails: readonly { isChecked?: string | undefined }[];
  /** ISO yyyy-mm-dd (a time part is ignored), '' when none. */
  completionDate: string;
  strataLotNo: string;
}

export interface ChecklistSaveCheck<T extends ChecklistSaveFields> {
  /** The seed's messages for the broken rules, in the seed's order; empty when the save may go ahead. */
  problems: string[];
  /** The fields as the save sends them: the strata lot number after its last hyphen. */
  fields: T;
}

/**
 * Seed 001 §5 "Property data on save from the checklist page": an MCST number with no MCST detail ticked is refused
 * ('Please select at least one MCST details.'); an empty completion date is refused ('Completion Date Cannot be
 * empty.'), whether no detail is ticked (the seed's words for this page) or some are (the property rules of seed 000
 * §5, which the server applies to the same save: docs/decisions.md "Checklist add-on"); and the strata lot number
 * keeps only the part after the last hyphen ('MK24-U1234A' is sent as 'U1234A').
 */
export function checkChecklistSave<T extends ChecklistSaveFields>(fields: T): ChecklistSaveCheck<T> {
  const ticked = fields.mcstDetails.some((detail) => detail.isChecked !== '0');
  const problems: string[] = [];
  if (fields.mcstNo.trim() && !ticked) problems.push(messages.mcstDetailsNotSelected);
  if (!fields.completionDate.trim()) problems.push(messages.completionDateEmpty);
  const hyphen = fields.strataLotNo.lastIndexOf('-');
  const strataLotNo = hyphen < 0 ? fields.strataLotNo : fields.strataLotNo.slice(hyphen + 1);
  return { problems, fields: { ...fields, strataLotNo } };
}
