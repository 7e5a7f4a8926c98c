import { validateProperty } from './property-rules';
import type { PropertyForm } from './types';

/**
 * Every date is on or after this one, so validateProperty's "not before today" check never fires: the rule
 * about the date picker's minimum guards what a user enters, not whether a stored case is complete.
 */
const NO_DATE_FLOOR = '0000-01-01';

/**
 * A property's information is complete (seed 000 §4 "Property status": Active needs completed Property
 * Information) when the stored values pass every property rule of seed 000 §5 — applicant, property, MCST,
 * land and strata lots — except that a completion date now in the past still counts. So a case saved
 * valid does not fall back to Pending just because its completion date has passed.
 */
export function isPropertyInformationComplete(form: PropertyForm): boolean {
  return form.propType !== '' && validateProperty(form, NO_DATE_FLOOR).length === 0;
}
