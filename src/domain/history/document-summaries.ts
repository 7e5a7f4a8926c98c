import type { DocumentModule, SignedBy } from '../documents/modules';
import type { NotificationCode } from '../documents/send-rules';

/** The history's one-line summaries of document writes: the document named in full words, as a lawyer says it. */

export const DOCUMENT_NAMES: Readonly<Record<DocumentModule, string>> = {
  otp: 'Option to Purchase',
  wta: 'Warrant to Act',
  s65: 'Section 65 notice',
};

const LAWYERS: Readonly<Record<SignedBy, string>> = { SELLERLAWYER: "seller's lawyer", BUYERLAWYER: "buyer's lawyer" };

/** A signed copy as the SUMMARY tab names it. */
export interface SignedCopyKind {
  uploadType: 'SIGNED' | 'ACCEPTANCE';
  /** The S.65 lawyer who signed; null for OTP and WTA. */
  signedBy: SignedBy | null;
}

/** Someone a document went to, as the send dialog lists them. */
export interface Addressee {
  name: string;
  email: string;
}

/** The most names a summary lists before counting the rest. */
const NAMED_AT_MOST = 3;

/** 'A', 'A and B', 'A, B and C', 'A, B, C and 2 others'. */
export function listed(items: readonly string[], most = NAMED_AT_MOST): string {
  const named = items.slice(0, most);
  const rest = items.length - named.length;
  const parts = rest > 0 ? [...named, rest === 1 ? '1 other' : `${rest} others`] : named;
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The recipients by name, or by address when the name is empty. */
export function addressees(recipients: readonly Addressee[]): string {
  return listed(recipients.map((recipient) => recipient.name.trim() || recipient.email));
}

export function signedCopyName(copy: SignedCopyKind): string {
  if (copy.uploadType === 'ACCEPTANCE') return 'acceptance copy';
  return copy.signedBy ? `${LAWYERS[copy.signedBy]}'s signed copy` : 'signed copy';
}

export const documentSaved = (module: DocumentModule, created: boolean): string => `${created ? 'Saved' : 'Updated'} the ${DOCUMENT_NAMES[module]}.`;

export const signedCopyRemoved = (module: DocumentModule, copy: SignedCopyKind): string =>
  `Removed the ${signedCopyName(copy)} of the ${DOCUMENT_NAMES[module]}.`;

export const uploadRemoved = (fileName: string): string => `Deleted the uploaded document ${fileName}.`;

export const documentPrinted = (module: DocumentModule): string => `Printed the ${DOCUMENT_NAMES[module]}.`;

/** /printRead: the saved document opened as a PDF to read, without a printed copy kept. */
export const documentOpenedToRead = (module: DocumentModule): string => `Opened the ${DOCUMENT_NAMES[module]} as a PDF to read.`;

export const documentSent = (module: DocumentModule, recipients: readonly Addressee[]): string =>
  `Sent the ${DOCUMENT_NAMES[module]} to ${addressees(recipients)}.`;

/** The S.65 notifications (seed 001 §4 "Notification choice"): after the seller's lawyer signed, or both. */
export function notificationSent(code: NotificationCode, recipients: readonly Addressee[]): string {
  const what = code === 'S65_SELLER_SIGNED' ? "the Section 65 notice signed by the seller's lawyer" : 'the Section 65 notice signed by both lawyers';
  return `Sent ${what} to ${addressees(recipients)}.`;
}

/** Documents e-mailed from the document listing, by the names they were attached under. */
export function listedDocumentsSent(fileNames: readonly string[], recipients: readonly Addressee[]): string {
  const what = fileNames.length === 1 ? (fileNames[0] ?? '') : `${fileNames.length} documents (${listed(fileNames)})`;
  return `Sent ${what} to ${addressees(recipients)}.`;
}

export function signedCopiesUploaded(module: DocumentModule, copies: readonly SignedCopyKind[]): string {
  const names = copies.map((copy) => `the ${signedCopyName(copy)}`);
  return `Uploaded ${listed(names, names.length)} of the ${DOCUMENT_NAMES[module]}.`;
}

/** The user's own uploads from the document listing, on one case. */
export function documentsUploaded(fileNames: readonly string[]): string {
  if (fileNames.length === 1) return `Uploaded the document ${fileNames[0] ?? ''}.`;
  return `Uploaded ${fileNames.length} documents: ${listed(fileNames)}.`;
}

export function signingStarted(parties: readonly SignedBy[]): string {
  return `Sent the ${DOCUMENT_NAMES.s65} for DSS signing by ${listed(parties.map((party) => `the ${LAWYERS[party]}`))}.`;
}
