import type { Property } from '../../../../api/property-form';
import type { DocumentModule } from '../../../../domain/documents/modules';
import { messages } from '../../../../domain/messages';
import { PRINTED_AND_SENT, type ActivityRow } from '../../property-summary/activity-rows';
import { DocumentActivityModal } from '../../property-summary/DocumentActivityModal';
import { activityLogTitle } from './module-names';

export interface ActivityLogModalProps {
  module: DocumentModule;
  property: Pick<Property, 'propertyDocument' | 'propertyRefNo'>;
  onClose: () => void;
  /** Opens the PDF of a printed or sent copy. */
  onOpenFile?: (row: ActivityRow) => void;
}

/**
 * A document page's activity log (seed 001 §4: "lists only documents whose action is PRINT or SENT"): the
 * property summary's activity table, for one module.
 */
export function ActivityLogModal({ module, property, onClose, onOpenFile }: ActivityLogModalProps) {
  return (
    <DocumentActivityModal
      title={activityLogTitle(module)}
      property={property}
      filter={{ module, types: PRINTED_AND_SENT }}
      emptyMessage={messages.noDocumentPrintedOrSent}
      onClose={onClose}
      onOpenFile={onOpenFile}
    />
  );
}
