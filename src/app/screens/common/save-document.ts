import { getPdf } from '../../../api/documents';
import { api } from '../../api';

/** Hands a fetched file to the browser as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled; the download keeps its own copy.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/**
 * Downloads a stored document (signed copy, printed or sent PDF) under its own name. The file call needs the
 * bearer header, so a plain link cannot fetch it: the blob is fetched and handed to the browser.
 */
export async function saveDocument(documentId: number, fileName: string): Promise<void> {
  saveBlob(await getPdf(api, documentId), fileName);
}
