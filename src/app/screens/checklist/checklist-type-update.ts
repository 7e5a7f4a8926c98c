import type { ChecklistTypeInput, ChecklistTypeSave } from '../../../../machines/checklist-type.machine';
import type { Property, PropertyUpdate } from '../../../api/property-form';
import { transactionTypeChanges } from '../../../domain/property/form-changes';
import { draftFromProperty } from '../property-form/draft-mapping';
import { toPropertyUpdate } from '../property-form/draft-payload';

/** What the checklist-type machine starts from: the case's MCST details, completion date and strata lot as stored. */
export function checklistTypeInput(property: Property): ChecklistTypeInput {
  const { mcstNo, mcstDetails, completionDate, strataLotNo } = draftFromProperty(property);
  return { stored: { mcstNo, mcstDetails, completionDate, strataLotNo } };
}

/**
 * The update-property body of a save from the checklist page: the case's existing data exactly as the property
 * details page would send it, with the chosen type (and the side it sets), the date and the strata lot number;
 * made from the version the page read, so a save by someone else meanwhile is refused, not overwritten.
 */
export function checklistTypeUpdate(property: Property, save: ChecklistTypeSave): PropertyUpdate {
  return toPropertyUpdate(
    {
      ...draftFromProperty(property),
      ...transactionTypeChanges(save.transactionType),
      completionDate: save.completionDate,
      strataLotNo: save.strataLotNo,
    },
    property.version,
  );
}
