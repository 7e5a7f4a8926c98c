import type { PropertyFormOutput } from '../../../../machines/property-form.machine';
import { messages } from '../../../domain/messages';

/** The success notice of a finished flow; null when nothing changed (Cancel). */
export function endingNotice(output: PropertyFormOutput): string | null {
  if (output.ending === 'deleted') return messages.successfullyDeleted;
  if (output.ending !== 'saved') return null;
  if (output.mode === 'add') return messages.propertyAdded(output.propertyRefNo);
  if (output.mode === 'duplicate') return messages.propertyDuplicated(output.propertyRefNo);
  return messages.propertyUpdated(output.propertyRefNo);
}
