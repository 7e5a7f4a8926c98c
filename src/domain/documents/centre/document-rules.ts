import { messages } from '../../messages';
import { UPLOAD_DOC_MODULE_LABELS, type UploadDocModule } from './limits';

/** What the listing's rules read of a row (seed 002 §3 "Document listing item"). */
export interface ListedDocument {
  documentModule: string;
  agencyNameCode?: string | undefined;
  uploadType?: string | null | undefined;
  size: number;
}

/** Seed 002 §5: only the user's own uploads (uploadType COMMON) may be deleted. */
export function deleteProblem(document: Pick<ListedDocument, 'uploadType'>): string | null {
  return document.uploadType === 'COMMON' ? null : messages.cannotDeleteSystemDocument;
}

/** Seed 002 §8: an empty file is not offered as a download. */
export function downloadProblem(document: Pick<ListedDocument, 'size'>): string | null {
  return document.size > 0 ? null : messages.fileNotAvailable;
}

const isUploadModule = (module: string): module is UploadDocModule => module in UPLOAD_DOC_MODULE_LABELS;

/**
 * The Document Type column (seed 002 §3): DD is due diligence, shown by its agency's code; the others by their
 * upload type's label (OTP, WTA, S65, OTHER).
 */
export function documentTypeLabel(document: Pick<ListedDocument, 'documentModule' | 'agencyNameCode'>): string {
  if (document.documentModule === 'DD') return document.agencyNameCode ?? 'DD';
  return isUploadModule(document.documentModule) ? UPLOAD_DOC_MODULE_LABELS[document.documentModule] : document.documentModule.toUpperCase();
}

export interface NamedAddress {
  name: string;
  email: string;
}

/**
 * Seed 002 §3: message details list recipients as entries separated by ',,', each name and address separated
 * by '||'. An entry without a name stands for its address.
 */
export function messageRecipients(recipents: string | null | undefined): NamedAddress[] {
  if (!recipents) return [];
  return recipents
    .split(',,')
    .map((entry) => {
      const split = entry.lastIndexOf('||');
      const name = split < 0 ? '' : entry.slice(0, split).trim();
      const email = (split < 0 ? entry : entry.slice(split + 2)).trim();
      return { name: name || email, email };
    })
    .filter((recipient) => recipient.email !== '');
}
