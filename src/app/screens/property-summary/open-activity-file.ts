import { printReadDocument } from '../../../api/documents';
import type { Property } from '../../../api/property-form';
import { isDocumentModule } from '../../../domain/documents/modules';
import { messages } from '../../../domain/messages';
import { api } from '../../api';
import { showToast } from '../../ui';
import { openPdfInPopup } from '../common/pdf-popup';
import { saveDocument } from '../common/save-document';
import type { ActivityRow } from './activity-rows';

/**
 * A row's file: a printed or sent copy is the PDF kept with it; the template itself (ORIGINAL, UPDATE) has no
 * file of its own and opens read-only through /printRead, in a window opened within the click.
 */
export function openActivityFile(property: Pick<Property, 'id' | 'propertyDocument'>, row: ActivityRow): void {
  if (row.type === 'PRINT' || row.type === 'SENT') {
    saveDocument(row.documentId, row.fileName).catch(() => showToast(messages.downloadFailed, 'error'));
    return;
  }
  const document = property.propertyDocument?.find((candidate) => candidate.id === row.documentId);
  const module = document?.documentModule ?? document?.propertyDocumentTemplate?.documentModule;
  if (!isDocumentModule(module)) return;
  openPdfInPopup(() =>
    printReadDocument(api, { propertyId: property.id, propertyDocumentId: row.documentId, templateType: 'template1', templateModule: module }),
  ).catch(() => showToast(messages.downloadFailed, 'error'));
}
