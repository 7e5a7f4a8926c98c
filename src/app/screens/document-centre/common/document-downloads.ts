import { getCombinedFiles, type DocumentListItem } from '../../../../api/document-centre';
import { getPdf } from '../../../../api/documents';
import { downloadProblem } from '../../../../domain/documents/centre/document-rules';
import { downloadFileName } from '../../../../domain/documents/centre/download-names';
import { messages } from '../../../../domain/messages';
import { api } from '../../../api';
import { showToast } from '../../../ui';
import { saveBlob } from '../../common/save-document';

/** Seed 002 §8: a download that fails shows its message as a toast; an empty file says it is not available. */
async function saveOrSay(fetchFile: () => Promise<Blob>, fileName: string): Promise<void> {
  try {
    const blob = await fetchFile();
    if (blob.size === 0) showToast(messages.fileNotAvailable, 'error');
    else saveBlob(blob, fileName);
  } catch (error) {
    showToast(error instanceof Error ? error.message : messages.downloadFailed, 'error');
  }
}

/** One row's file, saved under the seed's generated name (seed 002 §9). */
export async function downloadDocument(document: DocumentListItem, fileName = downloadFileName(document)): Promise<void> {
  const problem = downloadProblem(document);
  if (problem) {
    showToast(problem, 'error');
    return;
  }
  await saveOrSay(() => getPdf(api, document.id), fileName);
}

/** The ticked rows of one property as {propertyControlNo}.zip (seed 002 §7 /get-combineFiles). */
export async function downloadZip(documents: readonly DocumentListItem[]): Promise<void> {
  const first = documents[0];
  if (!first) return;
  await saveOrSay(
    () =>
      getCombinedFiles(
        api,
        documents.map((document) => document.id),
      ),
    `${first.propertyControlNo}.zip`,
  );
}
