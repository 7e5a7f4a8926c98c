import type { ClientFormOutput } from '../../../../machines/client-form.machine';
import { messages } from '../../../domain/messages';

/** The success notice of a finished flow; null when nothing changed (Cancel). */
export function clientEndingNotice(output: ClientFormOutput): string | null {
  if (output.ending === 'deleted') return messages.contactDeleted(output.name, output.contactNo);
  if (output.ending !== 'saved') return null;
  return output.mode === 'add' ? messages.contactAdded(output.name) : messages.contactUpdated(output.name);
}

/**
 * Where the details page goes when its flow ends (seed 000 §4 "Contacts"): a save opened from a property
 * summary (direct 'true' with the property) returns there; everything else to the contact listing.
 */
export function detailsExitPath(output: ClientFormOutput, direct: boolean, propId: number | null): string {
  if (output.ending === 'saved' && direct && propId !== null) return `/property-summary/${propId}/true`;
  return '/client-listing';
}
